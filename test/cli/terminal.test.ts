import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/cli/terminal.js';

describe('terminal output', () => {
  it('shows escapes, other controls and bidi overrides from the data as \\u text', () => {
    expect(terminalSafe('a\u001b[2Jb\u0007c\u202ed\u0000e\r\n')).toBe('a\\u001b[2Jb\\u0007c\\u202ed\\u0000e\\u000d\n');
    expect(terminalSafe('tab\tand newline\n')).toBe('tab\tand newline\n');
  });

  it("keeps droidheal's own progress reset and bold", () => {
    expect(terminalSafe('\r\u001b[2K3/10 tests')).toBe('\r\u001b[2K3/10 tests');
    expect(terminalSafe('\u001b[1mdemo\u001b[22m \u001b[31mred\u001b[0m')).toBe(
      '\u001b[1mdemo\u001b[22m \\u001b[31mred\\u001b[0m',
    );
  });
});
