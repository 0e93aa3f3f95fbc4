import { descendants, named, type Syn, text } from '../kotlin/syntax.js';
import { emptyScope, normalize } from '../kotlin/values.js';
import { compact } from './assertion.js';

/** One runner-argument or test-filter setting in a build file or convention plugin. */
export interface BuildSetting {
  /** canonical statement text: what is compared between base and head */
  sig: string;
  file: string;
  line: number;
  text: string;
}

/** Names that select, filter or configure which tests run and how they count. */
const sensitiveNames = new Set([
  'testInstrumentationRunnerArguments',
  'testInstrumentationRunnerArgument',
  'testInstrumentationRunner',
  'excludeTestsMatching',
  'includeTestsMatching',
  'setExcludePatterns',
  'setIncludePatterns',
  'excludeTags',
  'includeTags',
  'excludeCategories',
  'includeCategories',
  'excludeEngines',
  'includeEngines',
  'ignoreFailures',
  'isIgnoreFailures',
  'failOnNoMatchingTests',
  'isFailOnNoMatchingTests',
  'testFilter',
  'notClass',
  'notAnnotation',
  'notPackage',
  'numShards',
  'shardIndex',
]);
/** `exclude`/`include` count only inside a block that configures tests. */
const filterCalls = new Set(['exclude', 'include', 'excludes', 'includes']);
const testBlocks = new RegExp(
  `^(${[
    'filter|test|tests|unitTests|testOptions|all|withType|named|Test',
    'testDebugUnitTest|testReleaseUnitTest|androidTest|useJUnitPlatform|useJUnit|connectedCheck',
  ].join('|')})$`,
);

/**
 * A dependency exclude (`exclude(group = "org.hamcrest")`, `exclude group: '…', module: '…'`) removes a
 * library from a configuration, it filters no test: `configurations.all { … }` is a dependency block.
 */
const dependencyArguments = new Set(['group', 'module']);
const dependencyBlock = /^\s*(?:configurations\b|dependencies\b|\w*(?:Implementation|Api|CompileOnly|RuntimeOnly)\b)/;

/** Screenshot tests verify only in verify mode: switching Roborazzi to record mode passes them all. */
const sensitiveStrings = /^(roborazzi\.|android\.testInstrumentationRunnerArguments\.)/;

function containsSensitive(n: Syn): boolean {
  for (const d of [n, ...descendants(n)]) {
    if (d.type === 'identifier' && sensitiveNames.has(text(d))) return true;
    if (d.type === 'string_content' && sensitiveStrings.test(text(d))) return true;
  }
  return false;
}

function calleeName(stmt: Syn): string | undefined {
  let n: Syn | undefined = stmt;
  while (n && n.type === 'call_expression') n = named(n)[0];
  if (!n) return undefined;
  if (n.type === 'identifier') return text(n);
  if (n.type === 'navigation_expression') return named(n).pop() ? text(named(n).pop()!) : undefined;
  return undefined;
}

/** The setting an assignment makes, without the receiver it is reached through, so
 * `defaultConfig.testInstrumentationRunner = X` in a plugin is `testInstrumentationRunner = X` in a script. */
function settingSig(stmt: Syn, scope: ReturnType<typeof emptyScope>): string {
  if (stmt.type !== 'assignment') return normalize(stmt, scope);
  const left = stmt.children.find((c) => c.field === 'left');
  const right = stmt.children.find((c) => c.field === 'right');
  const op = stmt.children.find((c) => c.field === 'operator');
  if (!left || !right) return normalize(stmt, scope);
  const target = (n: Syn): string => {
    if (n.type === 'navigation_expression') return text(named(n).pop()!);
    if (n.type === 'index_expression') {
      const [recv, ...idx] = named(n);
      return `${recv ? target(recv) : ''}[${idx.map((i) => normalize(i, scope)).join(',')}]`;
    }
    return normalize(n, scope);
  };
  return `${target(left)}${op ? text(op) : '='}${normalize(right, scope)}`;
}

/** Runner arguments and test filters of a Gradle Kotlin script or a convention plugin (Kotlin). */
export function kotlinBuildSettings(root: Syn, file: string): BuildSetting[] {
  const out: BuildSetting[] = [];
  const scope = emptyScope();
  const visitStatements = (container: Syn, inTestBlock: boolean): void => {
    for (const stmt of named(container)) {
      if (stmt.type === 'line_comment' || stmt.type === 'block_comment') continue;
      const lambdas = [...descendants(stmt, (d) => d.type === 'lambda_literal')].filter(
        (d) => d.type === 'lambda_literal',
      );
      const name = calleeName(stmt);
      if (lambdas.length > 0 && stmt.type !== 'assignment') {
        // a configuration block: its statements are the settings
        const header = text(stmt).split('{')[0] ?? '';
        const testy =
          !dependencyBlock.test(header) &&
          (inTestBlock || (name !== undefined && testBlocks.test(name)) || /Test\b/.test(header));
        for (const l of lambdas) visitStatements(l, testy);
        continue;
      }
      if (['class_declaration', 'object_declaration', 'function_declaration'].includes(stmt.type)) {
        const body = stmt.children.find((c) => c.type === 'class_body' || c.type === 'function_body');
        if (body)
          visitStatements(
            body.type === 'function_body' ? (body.children.find((c) => c.type === 'block') ?? body) : body,
            inTestBlock,
          );
        continue;
      }
      const filter = inTestBlock && name !== undefined && filterCalls.has(name) && !excludesDependency(stmt);
      if (containsSensitive(stmt) || filter) {
        out.push({ sig: settingSig(stmt, scope), file, line: stmt.line, text: compact(stmt) });
      }
    }
  };
  visitStatements(root, false);
  return out;
}

/** `exclude(group = "…", module = "…")`: named arguments that name a dependency. */
function excludesDependency(stmt: Syn): boolean {
  return [...descendants(stmt)].some(
    (d) => d.type === 'value_argument' && dependencyArguments.has(text(named(d)[0] ?? d).trim()) && named(d).length > 1,
  );
}

interface GroovyToken {
  kind: 'id' | 'str' | 'num' | 'punct' | 'nl';
  value: string;
  line: number;
}

/**
 * A small tokenizer for Gradle's Groovy DSL (no grammar is available here): identifiers, strings
 * (single, double, triple quoted), numbers, punctuation and newlines; comments are skipped. It is
 * only used to find runner-argument and test-filter statements, never to interpret the build.
 */
export function tokenizeGroovy(src: string): GroovyToken[] {
  const scan = new GroovyScan(src);
  while (scan.i < src.length) scan.step();
  return scan.out;
}

/** One pass of `tokenizeGroovy`: the position, the line, the tokens so far. */
class GroovyScan {
  readonly out: GroovyToken[] = [];
  i = 0;
  private line = 1;

  constructor(private readonly src: string) {}

  /** Read the token (or blank, or comment) that starts at `i`. */
  step(): void {
    const { src } = this;
    const ch = src[this.i]!;
    if (ch === '\n') {
      this.out.push({ kind: 'nl', value: '\n', line: this.line });
      this.line++;
      this.i++;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') this.i++;
    else if (ch === '/' && src[this.i + 1] === '/') {
      while (this.i < src.length && src[this.i] !== '\n') this.i++;
    } else if (ch === '/' && src[this.i + 1] === '*') this.blockComment();
    else if (ch === '"' || ch === "'") this.string(ch);
    else if (/[A-Za-z_$]/.test(ch)) this.run('id', /[A-Za-z0-9_$]/);
    else if (/[0-9]/.test(ch)) this.run('num', /[0-9._xXa-fA-FLl]/);
    else {
      this.out.push({ kind: 'punct', value: ch, line: this.line });
      this.i++;
    }
  }

  private blockComment(): void {
    const { src } = this;
    const end = src.indexOf('*/', this.i + 2);
    const stop = end < 0 ? src.length : end + 2;
    for (let k = this.i; k < stop; k++) if (src[k] === '\n') this.line++;
    this.i = stop;
  }

  /** A single, double or triple quoted string; its value without the quotes, escapes resolved to the escaped character. */
  private string(ch: string): void {
    const { src } = this;
    const triple = src.startsWith(ch.repeat(3), this.i);
    const q = triple ? ch.repeat(3) : ch;
    let j = this.i + q.length;
    let value = '';
    const startLine = this.line;
    while (j < src.length && !src.startsWith(q, j)) {
      if (src[j] === '\\' && j + 1 < src.length) {
        value += src[j + 1];
        j += 2;
        continue;
      }
      if (src[j] === '\n') this.line++;
      value += src[j];
      j++;
    }
    this.out.push({ kind: 'str', value, line: startLine });
    this.i = j + q.length;
  }

  /** An identifier or a number: its first character, then every character `rest` matches. */
  private run(kind: 'id' | 'num', rest: RegExp): void {
    const { src } = this;
    let j = this.i + 1;
    while (j < src.length && rest.test(src[j]!)) j++;
    this.out.push({ kind, value: src.slice(this.i, j), line: this.line });
    this.i = j;
  }
}

/** Runner arguments and test filters of a Groovy build file, statement by statement. */
export function groovyBuildSettings(src: string, file: string): BuildSetting[] {
  const tokens = tokenizeGroovy(src);
  const out: BuildSetting[] = [];
  const blocks: string[] = [];
  let stmt: GroovyToken[] = [];
  let depth = 0; // parentheses/brackets: a newline inside them does not end the statement
  const flush = () => {
    if (stmt.length === 0) return;
    const ids = stmt.filter((t) => t.kind === 'id').map((t) => t.value);
    const inTest = blocks.some((b) => testBlocks.test(b)) && !blocks.some((b) => dependencyBlock.test(b));
    const excludesDependency = stmt.some(
      (t, i) => t.kind === 'id' && dependencyArguments.has(t.value) && stmt[i + 1]?.value === ':',
    );
    const sensitive =
      ids.some((id) => sensitiveNames.has(id)) ||
      stmt.some((t) => t.kind === 'str' && sensitiveNames.has(t.value)) ||
      (inTest && ids[0] !== undefined && filterCalls.has(ids[0]) && !excludesDependency);
    if (sensitive) {
      const sig = stmt.map((t) => (t.kind === 'str' ? JSON.stringify(t.value) : t.value)).join(' ');
      out.push({ sig, file, line: stmt[0]!.line, text: sig.length > 160 ? `${sig.slice(0, 157)}...` : sig });
    }
    stmt = [];
  };
  for (const t of tokens) {
    if (t.kind === 'punct' && (t.value === '(' || t.value === '[')) depth++;
    if (t.kind === 'punct' && (t.value === ')' || t.value === ']')) depth = Math.max(0, depth - 1);
    if (depth === 0 && t.kind === 'punct' && t.value === '{') {
      // the block's name: the first identifier of the statement that opens it (`android {`, `tasks.withType(Test) {`)
      const ids = stmt.filter((x) => x.kind === 'id').map((x) => x.value);
      blocks.push(ids.includes('Test') ? 'Test' : (ids[ids.length - 1] ?? ids[0] ?? ''));
      stmt = [];
      continue;
    }
    if (depth === 0 && t.kind === 'punct' && t.value === '}') {
      flush();
      blocks.pop();
      continue;
    }
    if (depth === 0 && (t.kind === 'nl' || (t.kind === 'punct' && t.value === ';'))) {
      flush();
      continue;
    }
    if (t.kind !== 'nl') stmt.push(t);
  }
  flush();
  return out;
}

/**
 * Runner arguments set through Gradle properties (`android.testInstrumentationRunnerArguments.notClass=…`,
 * in gradle.properties or passed with -P): one `key=value` per line, `#` and `!` start comments.
 */
export function propertiesBuildSettings(src: string, file: string): BuildSetting[] {
  const out: BuildSetting[] = [];
  src.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('!')) return;
    const sep = line.search(/[=:]/);
    const key = (sep < 0 ? line : line.slice(0, sep)).trim();
    const value = sep < 0 ? '' : line.slice(sep + 1).trim();
    if (key.split('.').some((part) => sensitiveNames.has(part)) || sensitiveStrings.test(key))
      out.push({ sig: `${key}=${value}`, file, line: i + 1, text: `${key}=${value}` });
  });
  return out;
}

/**
 * Runner arguments and skipped test tasks in CI definitions (YAML, Jenkinsfile): line by line,
 * a line counts when it names a runner argument or filter, or excludes a test task (`-x …Test`).
 */
export function ciBuildSettings(src: string, file: string): BuildSetting[] {
  const out: BuildSetting[] = [];
  const sharded = everyShardRuns(src);
  src.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || line.startsWith('#')) return;
    const words = line.split(/[^A-Za-z0-9_]+/);
    const excludesTests = /(^|\s)(-x|--exclude-task)[ =]\S*test/i.test(line);
    const named = words.filter((w) => sensitiveNames.has(w));
    if (sharded && !excludesTests && onlySharding(line, named)) return;
    if (excludesTests || named.length > 0) out.push({ sig: line, file, line: i + 1, text: line });
  });
  return out;
}

const shardNames = new Set(['numShards', 'shardIndex']);

/** A line whose runner arguments are the shard count and index only. */
function onlySharding(line: string, names: string[]): boolean {
  const args = [...line.matchAll(/testInstrumentationRunnerArguments\.(\w+)/g)].map((m) => m[1]!);
  const rest = names.filter((w) => w !== 'testInstrumentationRunnerArguments');
  return rest.length > 0 && [...rest, ...args].every((w) => shardNames.has(w));
}

/**
 * A suite sharded across the jobs of a CI matrix: `numShards=N` with `shardIndex=${{ matrix.k }}`
 * where the matrix lists exactly 0…N-1, so every class still runs once, in one of the jobs.
 */
function everyShardRuns(src: string): boolean {
  const shards = [...src.matchAll(/numShards[=:\s]+["']?(\d+)/g)].map((m) => Number(m[1]));
  const vars = [...src.matchAll(/shardIndex[=:\s]+["']?\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g)].map((m) => m[1]!);
  if (shards.length === 0 || vars.length === 0 || new Set(shards).size !== 1 || new Set(vars).size !== 1) return false;
  const n = shards[0]!;
  const key = vars[0]!.replace(/[-]/g, '\\-');
  const inline = new RegExp(`^\\s*${key}:\\s*\\[([^\\]]*)\\]`, 'm').exec(src)?.[1];
  const block = new RegExp(`^(\\s*)${key}:\\s*\\n((?:\\1\\s+-\\s*\\S+\\s*\\n)+)`, 'm').exec(src)?.[2];
  const listed = (inline ?? block?.replace(/-/g, ',') ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((v) => Number(v.replace(/["']/g, '')));
  if (listed.length !== n) return false;
  return [...listed].sort((a, b) => a - b).every((v, i) => v === i);
}
