import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { ConfigError, formatZodError, jsonPath } from '../errors.js';
import { blankComments, duplicateKey } from './read-json.js';
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
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  let value: unknown;
  if (yaml) {
    const err = doc.errors[0];
    if (err) {
      const at = counter.linePos(err.pos[0]);
      throw new ConfigError(`not valid YAML at line ${at.line}, column ${at.col} (${firstLine(err.message)})`, {
        file,
        remedy: 'fix the syntax (a YAML linter points at it)',
      });
    }
    value = doc.toJS({ maxAliasCount: 100 });
  } else {
    try {
      value = JSON.parse(source);
    } catch (err) {
      const m = /position (\d+)/.exec((err as Error).message);
      const at = m ? counter.linePos(Number(m[1])) : undefined;
      const why = (err as Error).message
        .replace(/ in JSON at position \d+.*$/s, '')
        .replace(/, ".*" is not valid JSON$/s, '')
        .replace(/\s+/g, ' ');
      throw new ConfigError(`not valid JSON${at ? ` at line ${at.line}, column ${at.col}` : ''} (${why})`, {
        file,
        remedy: 'fix the syntax',
      });
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

function firstLine(s: string): string {
  return s.split('\n', 1)[0]!.replace(/\s+/g, ' ').trim();
}
