/**
 * The fast path's declared entry (scripts/bundle-guard.js bundles it whole into
 * dist/fastpath/guard.cjs): droidheal's CLI with the guard command alone, and the hook through which
 * start.ts hands over the parser wasm it began compiling before this script was loaded.
 * What this entry may reach is checked by test/architecture/fastpath.test.ts.
 */

import type { ExitCode } from '../cli/exit-codes.js';
import * as guardCommand from '../cli/guard.js';
import { runCommands } from '../cli/program.js';

export { useEarlyGit } from '../git/run.js';
export { useParserWasm } from '../guard/kotlin/syntax.js';

/** `droidheal guard …`: the same command, options, output and exit codes as through dist/cli/main.js. */
export function main(argv: string[]): Promise<ExitCode> {
  return runCommands(argv, [{ name: 'guard', load: async () => guardCommand }]);
}
