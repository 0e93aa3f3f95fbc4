import { describe, expect, it } from 'vitest';
import { modifierWordsAsNames } from '../../src/guard/kotlin/modifier-names.js';

/**
 * modifierWordsAsNames looks for a statement start in the code with comments and strings blanked, but first asks the
 * raw text whether one could be there at all (most files have none). These statement starts are found only once a
 * comment or string before or after the word is blanked: the raw check must not miss them.
 */
describe('modifier words used as names', () => {
  const wrap = (line: string) => `class A {\n    fun f(uri: String) {\n        ${line}\n    }\n}\n`;

  it.each([
    ['after a block comment, no space', '/*why*/open(uri)', '/*why*/Open(uri)'],
    ['after a block comment and a space', '/* why */ open(uri)', '/* why */ Open(uri)'],
    ['a comment between the word and its call', 'open/* now */(uri)', 'Open/* now */(uri)'],
    ['after a statement ending in a string', 'log("a"); open(uri)', 'log("a"); Open(uri)'],
    ['an assignment at a block start', 'run { external = uri }', 'run { External = uri }'],
    [
      "a block's value alone on its line",
      'val x = run {\n            external\n        }',
      'val x = run {\n            External\n        }',
    ],
  ])('%s', (_, line, renamed) => {
    expect(modifierWordsAsNames(wrap(line))).toBe(wrap(renamed));
  });

  it('leaves a file whose modifier words are all modifiers as the same string', () => {
    const src = 'open class A {\n    private val x = 1\n    override fun f() = open(x)\n    internal fun g() {}\n}\n';
    expect(modifierWordsAsNames(src)).toBe(src);
  });
});
