import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { ConfigError, formatZodError, jsonPath } from '../errors.js';
import { blankComments, duplicateKey, jsonSyntaxMessage } from './read-json.js';
import { UiScenarioFile, uiStepKinds } from './ui-check.js';

/**
 * A ui scenario file's text read into a value that still knows where each key was written, so a
 * schema error, a failing step's frame and a guard refusal can all name the line. `*.ui.json`
 * (comments allowed, as in droidheal.json) and YAML (`*.ui.yaml`, `*.ui.yml`) read into the same
 * value, validated by the same schema.
 */
export interface ScenarioText {
  value: unknown;
  /** 1-based line where the value at `path` starts (its nearest existing parent when it is absent) */
  line(path: ReadonlyArray<PropertyKey>): number;
}

/** Scenario files a folder entry picks up, and the names the guard treats as scenario files. */
export const SCENARIO_FILE = /\.ui\.(json|ya?ml)$/;

export function isYamlFile(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

/** Parse a scenario file's text (JSON or YAML by its name); a syntax error is a one-line ConfigError naming the line. */
export function readScenarioText(text: string, file: string): ScenarioText {
  if (text.trim() === '') throw new ConfigError('file is empty, expected ui scenarios', { file });
  const yaml = isYamlFile(file);
  const source = yaml ? text : blankComments(text);
  // the YAML parser recurses per level: a file nested thousands deep would overflow its stack
  const deep = tooDeep(source, MAX_DEPTH);
  if (deep)
    throw new ConfigError(
      `${jsonPath(deep.path)}: nested more than ${MAX_DEPTH} levels deep at line ${source.slice(0, deep.offset).split('\n').length}`,
      { file, remedy: 'a scenario file is a few levels deep; remove the nesting' },
    );
  const counter = new LineCounter();
  // duplicate keys are found below, with their path, in the words the JSON files use
  const doc = parseDocument(source, { lineCounter: counter, prettyErrors: false, uniqueKeys: false });
  let value: unknown;
  if (yaml) {
    const err = doc.errors[0];
    if (err) {
      // a file cut short fails at its very end: point at where the text stops, as for JSON
      const cut = source.slice(err.pos[0]).trim() === '';
      const at = counter.linePos(cut ? source.trimEnd().length : err.pos[0]);
      throw new ConfigError(
        `not valid YAML at line ${at.line}, column ${at.col} (${cut ? 'the file ends too early' : firstLine(err.message)})`,
        { file, remedy: 'fix the syntax (a YAML linter points at it)' },
      );
    }
    const dup = yamlDuplicateKey(doc.contents as Node | null);
    if (dup)
      throw new ConfigError(
        `${jsonPath(dup.path)}: duplicate key ${JSON.stringify(dup.key)} at line ${counter.linePos(dup.offset).line}`,
        { file, remedy: 'keep one of them (YAML keeps neither: it refuses the file)' },
      );
    value = doc.toJS({ maxAliasCount: 100 });
  } else {
    try {
      value = JSON.parse(source);
    } catch (err) {
      // the same words as droidheal.json's: a file cut short is named where its text stops
      throw new ConfigError(jsonSyntaxMessage(source, err as Error), { file, remedy: 'fix the syntax' });
    }
    // JSON.parse keeps the last of two equal keys silently: a step's setting would vanish without a word
    const dup = duplicateKey(source);
    if (dup)
      throw new ConfigError(
        `${jsonPath(dup.path)}: duplicate key ${JSON.stringify(dup.key)} at line ${source.slice(0, dup.offset).split('\n').length}`,
        { file, remedy: 'keep one of them (JSON keeps only the last)' },
      );
  }
  // JSON is YAML's flow style: the same document gives positions for both (none if it did not read)
  const root = doc.errors.length === 0 ? (doc.contents as Node | null) : null;
  return {
    value,
    line(path) {
      let node: Node | null = root;
      let offset = node?.range?.[0] ?? 0;
      for (const key of path) {
        const next: unknown = isMap(node) || isSeq(node) ? node.get(key as never, true) : undefined;
        if (!next || typeof next !== 'object' || !('range' in next)) {
          // an unknown key: its own position, from the map's pair
          if (isMap(node)) {
            const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
            const k = pair?.key as Node | undefined;
            if (k?.range) offset = k.range[0];
          }
          break;
        }
        node = next as Node;
        if (node.range) offset = node.range[0];
      }
      return counter.linePos(offset).line;
    },
  };
}

/** Validate a read scenario file; the error is one line with the file, the line and the path of the bad key. */
export function parseScenarioFile(read: ScenarioText, file: string): UiScenarioFile {
  const r = UiScenarioFile.safeParse(read.value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  if (issue.code === 'invalid_union') {
    // a step that fits no kind: judge it as the kind its key names (`assert: …` → the assert step)
    const step = valueAt(read.value, issue.path);
    const kind = step && typeof step === 'object' ? Object.keys(uiStepKinds).find((k) => k in step) : undefined;
    const inner = kind ? uiStepKinds[kind as keyof typeof uiStepKinds].safeParse(step) : undefined;
    if (inner && !inner.success) {
      const first = inner.error.issues[0]!;
      const message = formatZodError(inner.error, step).replace(/^\$/, jsonPath(issue.path));
      const keys = first.code === 'unrecognized_keys' ? first.keys.slice(0, 1) : [];
      throw new ConfigError(`line ${read.line([...issue.path, ...first.path, ...keys])}: ${message}`, {
        file,
        remedy: SCHEMA_REMEDY,
      });
    }
  }
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  throw new ConfigError(`line ${read.line([...issue.path, ...keys])}: ${formatZodError(r.error, read.value)}`, {
    file,
    remedy: SCHEMA_REMEDY,
  });
}

const SCHEMA_REMEDY = 'see `droidheal schema ui-scenarios`';

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur = input;
  for (const k of path) cur = cur && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[k] : undefined;
  return cur;
}

const MAX_DEPTH = 1000;

/**
 * Where brackets nest deeper than `limit` (strings skipped; one pass, an explicit stack), with the
 * path of the last key above it and the first index below that key — where the deep value sits.
 */
function tooDeep(text: string, limit: number): { path: Array<string | number>; offset: number } | undefined {
  const stack: Array<{ key?: string; index: number; object: boolean }> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push({ object: c === '{', index: 0 });
      if (stack.length > limit) {
        const path: Array<string | number> = [];
        for (const s of stack.slice(0, -1)) {
          if (s.object && s.key !== undefined) path.push(s.key);
          else if (!s.object) path.push(s.index);
        }
        // keep the path down to the last key and one index after it: the deep value itself
        let end = path.length;
        for (let k = path.length - 1; k >= 0; k--)
          if (typeof path[k] === 'string') {
            end = Math.min(path.length, k + 2);
            break;
          }
        return { path: path.slice(0, end), offset: i };
      }
    } else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top && !top.object) top.index++;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' && c === '"' ? 2 : 1;
      const top = stack[stack.length - 1];
      if (top?.object && /^\s*:/.test(text.slice(j + 1, j + 20))) {
        top.key = text.slice(i + 1, j);
      }
      i = j;
    }
  }
  return undefined;
}

/** The first key written twice in one YAML mapping, with its path (walked with a stack: depth is bounded above). */
function yamlDuplicateKey(
  root: Node | null,
): { path: Array<string | number>; key: string; offset: number } | undefined {
  const todo: Array<{ node: unknown; path: Array<string | number> }> = [{ node: root, path: [] }];
  while (todo.length > 0) {
    const { node, path } = todo.pop()!;
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const k = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (seen.has(k)) return { path: [...path, k], key: k, offset: (pair.key as Node).range?.[0] ?? 0 };
        seen.add(k);
        todo.push({ node: pair.value, path: [...path, k] });
      }
    } else if (isSeq(node)) for (const [i, item] of node.items.entries()) todo.push({ node: item, path: [...path, i] });
  }
  return undefined;
}

function firstLine(s: string): string {
  return s.split('\n', 1)[0]!.replace(/\s+/g, ' ').trim();
}
