import { describe, expect, it } from 'vitest';
// the same measure `node scripts/function-lengths.js` prints, so a reader can run it by hand
import { FUNCTION_LINE_LIMIT, functionLengths, longFunctions } from '../../scripts/function-lengths.js';
import { repoRoot } from '../support/cli.js';

/**
 * Functions fit on a screen: no function under src/ has more than 60 lines of its own (non-blank,
 * non-comment lines of its body, not counting the bodies of functions nested in it — a factory
 * returning small methods is small). A longer one is split into phases a reader can name. No allowlist.
 */
describe(`function length: no function under src/ has more than ${FUNCTION_LINE_LIMIT} lines of its own`, () => {
  it('every function of src/ fits', () => {
    const long = longFunctions(repoRoot, ['src/']).map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it("counts a function's own lines: nested bodies, blank lines and comments are not its own", () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = [
      'export function outer() {',
      '  // a comment is not a line of code',
      '',
      body(3),
      '  const inner = () => {',
      body(70),
      '  };',
      '  return inner;',
      '}',
    ].join('\n');
    const found = functionLengths('x.ts', text);
    // outer: its braces' lines, 3 statements, the lines `inner` opens and closes on, the return;
    // inner: 70 statements and the two lines its braces stand on
    expect(found.map((f) => [f.name, f.lines])).toEqual([
      ['outer', 8],
      ['inner', 72],
    ]);
  });
});
