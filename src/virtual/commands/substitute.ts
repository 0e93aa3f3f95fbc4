import { ShellSyntaxError } from './words.js';

/**
 * `$(command)` outside single quotes, replaced by what `run` prints with trailing newlines removed — as sh
 * does before it splits the line into words. Enough for `CLASSPATH=$(pm path androidx.test.services) …`, the
 * one substitution adb clients send (AGP's orchestrator command); substitutions do not nest.
 */
export async function substituteCommands(line: string, run: (inner: string) => Promise<string>): Promise<string> {
  let out = '';
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && quote !== "'") {
      out += line.slice(i, i + 2);
      i++;
    } else if (c === "'" || c === '"') {
      if (quote === undefined) quote = c;
      else if (quote === c) quote = undefined;
      out += c;
    } else if (c === '$' && line[i + 1] === '(' && quote !== "'") {
      const end = line.indexOf(')', i + 2);
      if (end < 0) throw new ShellSyntaxError("syntax error: unterminated '$('");
      out += (await run(line.slice(i + 2, end))).replace(/\n+$/, '');
      i = end;
    } else out += c;
  }
  return out;
}
