import { describe, expect, it } from 'vitest';
import { parseShellLine } from '../../src/virtual/commands/words.js';

describe('the virtual device shell splits words like POSIX sh', () => {
  it('keeps single-quoted text verbatim, including $, quotes and spaces', () => {
    const [c] = parseShellLine(`echo 'a $b "c"' 'it'\\''s'`);
    expect(c!.argv).toEqual(['echo', 'a $b "c"', "it's"]);
  });

  it('expands unset variables to nothing outside single quotes, as a device would', () => {
    expect(parseShellLine('echo $HOME_NOT_SET x "$ALSO"')[0]!.argv).toEqual(['echo', 'x', '']);
  });

  it('handles backslashes and double quotes', () => {
    expect(parseShellLine('echo a\\ b "c\\"d" \\$e')[0]!.argv).toEqual(['echo', 'a b', 'c"d', '$e']);
  });

  it('takes redirections off argv', () => {
    const [c] = parseShellLine(`rm '/data/local/tmp/x.apk' </dev/null 2>/dev/null`);
    expect(c!.argv).toEqual(['rm', '/data/local/tmp/x.apk']);
    expect(c!.redirects).toEqual([
      { fd: 0, op: '<', target: '/dev/null' },
      { fd: 2, op: '>', target: '/dev/null' },
    ]);
    expect(parseShellLine('getprop 2>&1')[0]!.redirects).toEqual([{ fd: 2, op: '>&', target: '1' }]);
  });

  it('splits lists on ; && || and keeps quoted operators as text', () => {
    const cmds = parseShellLine(`echo a; false && echo b || echo 'c;d'`);
    expect(cmds.map((c) => [c.after, ...c.argv])).toEqual([
      [';', 'echo', 'a'],
      [';', 'false'],
      ['&&', 'echo', 'b'],
      ['||', 'echo', 'c;d'],
    ]);
  });

  it('rejects unterminated quotes and pipes with a message', () => {
    expect(() => parseShellLine(`echo 'open`)).toThrow(/unterminated/);
    expect(() => parseShellLine('getprop | grep x')).toThrow(/pipes/);
  });
});
