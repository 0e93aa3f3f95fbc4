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
  return new Lexer(line, env).tokens();
}

/** One pass over a line: each kind of character is read by its own step, which advances `i`. */
class Lexer {
  private readonly out: Token[] = [];
  private word = '';
  private inWord = false;
  private quoted = false;
  private i = 0;

  constructor(
    private readonly line: string,
    private readonly env: Record<string, string>,
  ) {}

  tokens(): Token[] {
    const line = this.line;
    while (this.i < line.length) {
      const c = line[this.i]!;
      if (c === "'") this.singleQuoted();
      else if (c === '"') this.doubleQuoted();
      else if (c === '\\') this.escaped();
      else if (c === '$') this.dollar();
      else if (c === ' ' || c === '\t' || c === '\n') this.blank(c);
      else if (c === '#' && !this.inWord) break;
      else if (c === ';' || c === '&' || c === '|') this.listOperator(c);
      else if (c === '<' || c === '>') this.redirection(c);
      else {
        this.word += c;
        this.inWord = true;
        this.i++;
      }
    }
    this.flush();
    return this.out;
  }

  private flush(): void {
    if (this.inWord) this.out.push({ kind: 'word', value: this.word, quoted: this.quoted });
    this.word = '';
    this.inWord = false;
    this.quoted = false;
  }

  /** At line[i] === '$': the expansion, with `i` past what it read. */
  private expand(): string {
    const { line, env } = this;
    const i = this.i;
    const next = line[i + 1];
    if (next === '{') {
      const end = line.indexOf('}', i + 2);
      if (end < 0) throw new ShellSyntaxError('bad substitution');
      const name = line.slice(i + 2, end);
      this.i = end + 1;
      return env[name] ?? '';
    }
    if (next === '?') {
      this.i += 2;
      return env['?'] ?? '0';
    }
    if (next !== undefined && NAME_START.test(next)) {
      let j = i + 1;
      while (j < line.length && NAME_CHAR.test(line[j]!)) j++;
      const name = line.slice(i + 1, j);
      this.i = j;
      return env[name] ?? '';
    }
    this.i += 1;
    return '$';
  }

  /** '…': everything up to the next quote, literally. */
  private singleQuoted(): void {
    const end = this.line.indexOf("'", this.i + 1);
    if (end < 0) throw new ShellSyntaxError('unterminated quoted string');
    this.word += this.line.slice(this.i + 1, end);
    this.inWord = true;
    this.quoted = true;
    this.i = end + 1;
  }

  /** "…": `$` expands, a backslash escapes only $ ` " \ and a newline. */
  private doubleQuoted(): void {
    const line = this.line;
    this.inWord = true;
    this.quoted = true;
    this.i++;
    for (;;) {
      if (this.i >= line.length) throw new ShellSyntaxError('unterminated quoted string');
      const d = line[this.i]!;
      if (d === '"') {
        this.i++;
        break;
      }
      if (d === '\\' && this.i + 1 < line.length && '$`"\\\n'.includes(line[this.i + 1]!)) {
        if (line[this.i + 1] !== '\n') this.word += line[this.i + 1];
        this.i += 2;
      } else if (d === '$') {
        this.word += this.expand();
      } else {
        this.word += d;
        this.i++;
      }
    }
  }

  /** An unquoted backslash: the next character literally; before a newline, a line continuation. */
  private escaped(): void {
    const line = this.line;
    if (this.i + 1 < line.length) {
      if (line[this.i + 1] !== '\n') {
        this.word += line[this.i + 1];
        this.inWord = true;
      }
      this.i += 2;
    } else this.i++;
  }

  /** An unquoted expansion: an empty one adds no word. */
  private dollar(): void {
    const v = this.expand();
    this.word += v;
    this.inWord = this.inWord || v.length > 0;
  }

  /** A blank ends the word; a newline also ends the command. */
  private blank(c: string): void {
    this.flush();
    this.i++;
    if (c === '\n') this.out.push({ kind: 'op', value: ';' });
  }

  /** `;`, `&&`, `||`, and a lone `&` or `|`. */
  private listOperator(c: string): void {
    this.flush();
    const two = this.line.slice(this.i, this.i + 2);
    if (two === '&&' || two === '||') {
      this.out.push({ kind: 'op', value: two });
      this.i += 2;
    } else {
      this.out.push({ kind: 'op', value: c });
      this.i++;
    }
  }

  /** `<`, `>`, `>>`, `>&`, with the fd number a preceding all-digit unquoted word gives. */
  private redirection(c: '<' | '>'): void {
    // `2>` / `>`: a preceding all-digit unquoted word is the fd number
    let fd = c === '<' ? 0 : 1;
    if (this.inWord && !this.quoted && /^\d+$/.test(this.word)) {
      fd = Number(this.word);
      this.word = '';
      this.inWord = false;
    } else this.flush();
    let op: Redirect['op'] = c;
    this.i++;
    if (c === '>' && this.line[this.i] === '>') {
      op = '>>';
      this.i++;
    } else if (c === '>' && this.line[this.i] === '&') {
      op = '>&';
      this.i++;
    }
    this.out.push({ kind: 'op', value: `redir:${fd}:${op}` });
  }
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
