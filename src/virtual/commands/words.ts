/**
 * A small POSIX `sh` line parser for the fake device shell: quoting ('…', "…", \x), `$NAME`
 * expansion (unset names expand to nothing, as on a device), the list operators `;` `&&` `||`,
 * and redirections (`</dev/null`, `2>/dev/null`, `2>&1`, `>file`), which are taken off argv.
 * adb's `escape_arg` single-quotes every argument, so this is what a real device's sh sees.
 */

export type Redirect = { fd: number; op: '<' | '>' | '>>' | '>&'; target: string };

export interface SimpleCommand {
  argv: string[];
  redirects: Redirect[];
  /** how this command is joined to the previous one */
  after: ';' | '&&' | '||';
}

export class ShellSyntaxError extends Error {}

type Token = { kind: 'word'; value: string; quoted: boolean } | { kind: 'op'; value: string };

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

function tokenize(line: string, env: Record<string, string>): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  let i = 0;
  const flush = () => {
    if (inWord) tokens.push({ kind: 'word', value: word, quoted });
    word = '';
    inWord = false;
    quoted = false;
  };
  const expand = (): string => {
    // at line[i] === '$'
    const next = line[i + 1];
    if (next === '{') {
      const end = line.indexOf('}', i + 2);
      if (end < 0) throw new ShellSyntaxError('bad substitution');
      const name = line.slice(i + 2, end);
      i = end + 1;
      return env[name] ?? '';
    }
    if (next === '?') {
      i += 2;
      return env['?'] ?? '0';
    }
    if (next !== undefined && NAME_START.test(next)) {
      let j = i + 1;
      while (j < line.length && NAME_CHAR.test(line[j]!)) j++;
      const name = line.slice(i + 1, j);
      i = j;
      return env[name] ?? '';
    }
    i += 1;
    return '$';
  };
  while (i < line.length) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new ShellSyntaxError('unterminated quoted string');
      word += line.slice(i + 1, end);
      inWord = true;
      quoted = true;
      i = end + 1;
    } else if (c === '"') {
      inWord = true;
      quoted = true;
      i++;
      for (;;) {
        if (i >= line.length) throw new ShellSyntaxError('unterminated quoted string');
        const d = line[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && i + 1 < line.length && '$`"\\\n'.includes(line[i + 1]!)) {
          if (line[i + 1] !== '\n') word += line[i + 1];
          i += 2;
        } else if (d === '$') {
          word += expand();
        } else {
          word += d;
          i++;
        }
      }
    } else if (c === '\\') {
      if (i + 1 < line.length) {
        if (line[i + 1] !== '\n') {
          word += line[i + 1];
          inWord = true;
        }
        i += 2;
      } else i++;
    } else if (c === '$') {
      const v = expand();
      word += v;
      inWord = inWord || v.length > 0;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      flush();
      i++;
      if (c === '\n') tokens.push({ kind: 'op', value: ';' });
    } else if (c === '#' && !inWord) {
      break;
    } else if (c === ';' || c === '&' || c === '|') {
      flush();
      const two = line.slice(i, i + 2);
      if (two === '&&' || two === '||') {
        tokens.push({ kind: 'op', value: two });
        i += 2;
      } else {
        tokens.push({ kind: 'op', value: c });
        i++;
      }
    } else if (c === '<' || c === '>') {
      // `2>` / `>`: a preceding all-digit unquoted word is the fd number
      let fd = c === '<' ? 0 : 1;
      if (inWord && !quoted && /^\d+$/.test(word)) {
        fd = Number(word);
        word = '';
        inWord = false;
      } else flush();
      let op: Redirect['op'] = c;
      i++;
      if (c === '>' && line[i] === '>') {
        op = '>>';
        i++;
      } else if (c === '>' && line[i] === '&') {
        op = '>&';
        i++;
      }
      tokens.push({ kind: 'op', value: `redir:${fd}:${op}` });
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  flush();
  return tokens;
}

/** Split a shell line into simple commands with their redirections. */
export function parseShellLine(line: string, env: Record<string, string> = {}): SimpleCommand[] {
  const tokens = tokenize(line, env);
  const commands: SimpleCommand[] = [];
  let current: SimpleCommand = { argv: [], redirects: [], after: ';' };
  const finish = (after: SimpleCommand['after']) => {
    if (current.argv.length || current.redirects.length) commands.push(current);
    else if (after !== ';') throw new ShellSyntaxError(`syntax error: unexpected '${after}'`);
    current = { argv: [], redirects: [], after };
  };
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!;
    if (tok.kind === 'word') {
      current.argv.push(tok.value);
      continue;
    }
    if (tok.value.startsWith('redir:')) {
      const [, fd, op] = tok.value.split(':');
      const target = tokens[t + 1];
      if (target?.kind !== 'word') throw new ShellSyntaxError('syntax error: redirection without a target');
      current.redirects.push({ fd: Number(fd), op: op as Redirect['op'], target: target.value });
      t++;
      continue;
    }
    if (tok.value === ';' || tok.value === '&&' || tok.value === '||') {
      finish(tok.value);
      continue;
    }
    if (tok.value === '&') {
      finish(';'); // background jobs run in the foreground here; good enough for adb one-liners
      continue;
    }
    throw new ShellSyntaxError(`'${tok.value}' (pipes) are not supported by the virtual device shell`);
  }
  finish(';');
  return commands;
}
