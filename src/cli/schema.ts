import type { Command } from 'commander';
import { jsonSchemaRegistry, toJsonSchema } from '../config/json-schemas.js';
import { UsageError } from '../errors.js';

export function register(program: Command): void {
  program
    .command('schema')
    .description('print the JSON Schema of a droidheal file format (rack, config, report, …)')
    .argument('<name>', `one of: ${Object.keys(jsonSchemaRegistry).join(', ') || '(none yet)'}`)
    .action(async (name: string) => {
      const entry = jsonSchemaRegistry[name];
      if (!entry)
        throw new UsageError(
          `unknown schema "${name}"`,
          `choose one of: ${Object.keys(jsonSchemaRegistry).join(', ')}`,
        );
      process.stdout.write(`${JSON.stringify(toJsonSchema(await entry.load()), null, 2)}\n`);
    });
}
