import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaRegistry, toJsonSchema } from '../../src/config/json-schemas.js';
import { repoRoot } from '../support/cli.js';

describe('committed JSON Schemas', () => {
  it.each(Object.keys(jsonSchemaRegistry).map((n) => [n]))(
    'schemas/%s.schema.json matches its zod schema (run scripts/write-schemas.js after a change)',
    async (name) => {
      const committed = JSON.parse(
        await readFile(path.join(repoRoot, 'schemas', `${name}.schema.json`), 'utf8'),
      ) as Record<string, unknown>;
      const { $comment, title, description, ...schema } = committed;
      expect([$comment, title, description]).toEqual([
        expect.stringMatching(/generated/),
        name,
        jsonSchemaRegistry[name]!.description,
      ]);
      expect(schema).toEqual(toJsonSchema(await jsonSchemaRegistry[name]!.load()));
    },
  );
});
