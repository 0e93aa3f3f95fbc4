/**
 * UI scenario files (`*.ui.json`, `*.ui.yaml`, inline `scenarios` of a `ui` check in droidheal.json)
 * are tests too: every step is an assertion site. This module compares their scenarios base → head
 * step by step and refuses what the Kotlin rules refuse in a test — a step removed, an assertion
 * weakened, a finder widened or pointed elsewhere, a timeout raised to sit out a hang, a scenario
 * deleted — naming file, scenario and step. A new step, a stricter assertion, and a tag or text
 * renamed in the app and the scenario in the same change are allowed. The schemas and the YAML
 * reader load only when a change touches such a file (the guard runs in hooks).
 */
import path from 'node:path';
import type { UiFinder, UiScenario, UiStep } from '../config/ui-check.js';
import type { ScenarioText } from '../config/ui-scenario-file.js';
import { lookupTable } from './compose-api.js';
import { type ChangedFile, readFiles, type Side } from './git.js';
import { matchesAny, pathKind } from './paths.js';
import type { RuleRefusal } from './rules/refusal.js';

const NAMED = /\.ui\.(json|ya?ml)$/;
const CONFIG = /(^|\/)droidheal\.json$/;
/** what the heal policy's default write scope already covers (`defaultDeny` in src/config/guard-defaults.ts) */
const DENIED_BY_DEFAULT = ['**/*.ui.json', '**/*.ui.yaml', '**/*.ui.yml', '**/droidheal.json'];
const DEFAULT_STEP_MS = 5000;

type Schemas = typeof import('../config/ui-check.js') & typeof import('../config/ui-scenario-file.js');

interface Scenario {
  file: string;
  scenario: UiScenario;
  /** 1-based line of each step */
  lines: number[];
}

interface UiCheckSide {
  scenarioFiles: string[];
  stepMs: number;
  line: number;
}

interface SideScenarios {
  /** `file#name` → scenario; `file` is the head path for both sides (renames applied) */
  scenarios: Map<string, Scenario>;
  /** `configFile#check` → the ui check's file list and default step timeout */
  checks: Map<string, UiCheckSide>;
  /** scenario files that are not read as scenarios on this side (head: refused as unreadable) */
  unreadable: Map<string, string>;
}

/**
 * Refusals for the change's UI scenarios. Under the heal policy a scenario file named only by a
 * ui check's `scenarioFiles` (not `*.ui.*`) is also outside the write scope.
 */
export async function uiScenarioRefusals(
  changes: ChangedFile[],
  base: Side,
  head: Side,
  policy: 'review' | 'heal',
): Promise<RuleRefusal[]> {
  const read = await readScenarioSides(changes, base, head);
  if (!read) return [];
  const { schemas, files, b, h, stepMs, headStepMs } = read;
  const out: RuleRefusal[] = [];
  if (policy === 'heal')
    for (const c of files)
      for (const p of [c.basePath, c.headPath])
        if (p && !matchesAny(p, DENIED_BY_DEFAULT)) {
          out.push({ rule: 'scope', file: p, line: 1, verb: `${c.status} a ui scenario file`, what: p });
          break;
        }
  for (const [file, why] of h.unreadable)
    out.push({ rule: 'unreadable', file, line: 1, verb: 'the ui scenario file does not read', what: why });

  const app = await appEvidence(changes, base, head);
  const renamed = (from: string, to: string) => app.gone.has(from) && app.added.has(to);
  out.push(...scenarioChanges(b, h, stepMs, headStepMs, renamed, schemas.describeStep));
  out.push(...uiCheckChanges(b, h));
  return out;
}

/**
 * Both sides' scenarios and ui checks, when the change touches a scenario file (`*.ui.*`, or one a
 * base ui check names) or a droidheal.json; undefined when it touches none. The schemas load only then.
 */
async function readScenarioSides(changes: ChangedFile[], base: Side, head: Side) {
  const touched = changes.filter((c) =>
    [c.basePath, c.headPath].some((p) => p && (NAMED.test(p) || CONFIG.test(p) || /\.(json|ya?ml)$/.test(p))),
  );
  if (touched.length === 0) return undefined;
  // scenario files named by a ui check, whatever their names: from the base's droidheal.json files
  const configs = new Set(['droidheal.json', ...touched.flatMap((c) => [c.basePath, c.headPath]).filter(isConfig)]);
  const baseConfigs = await readFiles(base, [...configs]);
  if (!touched.some((c) => [c.basePath, c.headPath].some((p) => p && (NAMED.test(p) || CONFIG.test(p))))) {
    const listed = listedScenarioFiles(baseConfigs);
    if (!touched.some((c) => [c.basePath, c.headPath].some((p) => p && listed.has(p)))) return undefined;
  }
  const schemas: Schemas = {
    ...(await import('../config/ui-check.js')),
    ...(await import('../config/ui-scenario-file.js')),
  };
  const listed = listedScenarioFiles(baseConfigs);
  const isScenarioFile = (p: string | undefined): p is string => !!p && (NAMED.test(p) || listed.has(p));
  const files = changes.filter((c) => isScenarioFile(c.basePath) || isScenarioFile(c.headPath));
  const configChanges = changes.filter((c) => isConfig(c.basePath) || isConfig(c.headPath));
  const toHead = new Map(changes.filter((c) => c.basePath && c.headPath).map((c) => [c.basePath!, c.headPath!]));

  const basePaths = [...files, ...configChanges].map((c) => c.basePath).filter((p): p is string => !!p);
  const headPaths = [...files, ...configChanges].map((c) => c.headPath).filter((p): p is string => !!p);
  const [baseText, headText] = await Promise.all([readFiles(base, basePaths), readFiles(head, headPaths)]);
  const b = readSide(schemas, baseText, (p) => toHead.get(p) ?? p);
  const h = readSide(schemas, headText, (p) => p);
  // a step without timeoutMs waits the ui check's default (the base's, also when droidheal.json is unchanged)
  const unchanged = new Map([...baseConfigs].filter(([p]) => !baseText.has(p)));
  const stepMs =
    [...b.checks.values(), ...readSide(schemas, unchanged, (p) => p).checks.values()][0]?.stepMs ?? DEFAULT_STEP_MS;
  const headStepMs = [...h.checks.values()][0]?.stepMs ?? stepMs;
  return { schemas, files, b, h, stepMs, headStepMs };
}

/** Each base scenario against the head's (found by name, or moved or renamed with its steps): deleted, or step by step. */
function scenarioChanges(
  b: SideScenarios,
  h: SideScenarios,
  stepMs: number,
  headStepMs: number,
  renamed: (from: string, to: string) => boolean,
  describeStep: (s: UiStep) => string,
): RuleRefusal[] {
  const out: RuleRefusal[] = [];
  for (const [key, bs] of b.scenarios) {
    let hs = h.scenarios.get(key);
    if (!hs) {
      // moved to another file with its name, or renamed with the same steps: the same scenario
      hs = [...h.scenarios.values()].find(
        (s) =>
          (s.scenario.name === bs.scenario.name && !b.scenarios.has(`${s.file}#${s.scenario.name}`)) ||
          (!b.scenarios.has(`${s.file}#${s.scenario.name}`) && sameSteps(s.scenario.steps, bs.scenario.steps)),
      );
    }
    if (!hs) {
      if (h.unreadable.has(bs.file)) continue;
      out.push({
        rule: 'test-suppressed',
        file: bs.file,
        line: bs.lines[0] ?? 1,
        test: testName(bs),
        verb: `deleted ui scenario ${bs.scenario.name}`,
        what: `${bs.scenario.steps.length} steps`,
      });
      continue;
    }
    out.push(...compareScenario(bs, hs, stepMs, headStepMs, renamed, describeStep));
  }
  return out;
}

/** A ui check removed, a scenario file dropped from its list, its default step timeout raised. */
function uiCheckChanges(b: SideScenarios, h: SideScenarios): RuleRefusal[] {
  const out: RuleRefusal[] = [];
  for (const [key, bc] of b.checks) {
    const hc = h.checks.get(key);
    const [file, name] = key.split('#') as [string, string];
    if (!hc) {
      if (!h.unreadable.has(file))
        out.push({
          rule: 'test-suppressed',
          file,
          line: bc.line,
          verb: `removed the ui check ${name}`,
          what: '',
        });
      continue;
    }
    for (const f of bc.scenarioFiles)
      if (!hc.scenarioFiles.includes(f))
        out.push({
          rule: 'test-suppressed',
          file,
          line: hc.line,
          verb: `dropped ${f} from the scenario files of the ui check ${name}`,
          what: '',
        });
    if (hc.stepMs > bc.stepMs)
      out.push({
        rule: 'assertion-weakened',
        file,
        line: hc.line,
        verb: `raised the default step timeout of the ui check ${name}`,
        what: `${bc.stepMs} ms → ${hc.stepMs} ms`,
      });
  }
  return out;
}

function isConfig(p: string | undefined): p is string {
  return !!p && CONFIG.test(p);
}

/** Files the ui checks of these droidheal.json files name explicitly (folders are covered by `*.ui.*`). */
function listedScenarioFiles(configs: Map<string, string | undefined>): Set<string> {
  const out = new Set<string>();
  for (const [file, text] of configs) {
    if (text === undefined) continue;
    for (const check of uiChecks(parseLoose(text)))
      for (const entry of check.scenarioFiles ?? [])
        if (typeof entry === 'string') out.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), entry)));
  }
  return out;
}

interface LooseUiCheck {
  name?: unknown;
  scenarios?: unknown;
  scenarioFiles?: unknown[];
  timeouts?: { stepMs?: unknown };
}

function uiChecks(config: unknown): LooseUiCheck[] {
  const checks = (config as { checks?: unknown } | undefined)?.checks;
  if (!Array.isArray(checks)) return [];
  return checks.filter(
    (c): c is LooseUiCheck => !!c && typeof c === 'object' && (c as { kind?: unknown }).kind === 'ui',
  );
}

function parseLoose(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''));
  } catch {
    return undefined;
  }
}

/** Every scenario on one side, keyed by head path and name; inline scenarios of droidheal.json included. */
function readSide(
  schemas: Schemas,
  texts: Map<string, string | undefined>,
  rename: (p: string) => string,
): SideScenarios {
  const side: SideScenarios = { scenarios: new Map(), checks: new Map(), unreadable: new Map() };
  for (const [p, text] of texts) {
    if (text === undefined) continue;
    const file = rename(p);
    let read: ScenarioText;
    try {
      read = schemas.readScenarioText(text, p);
    } catch (err) {
      side.unreadable.set(file, (err as Error).message);
      continue;
    }
    if (isConfig(p)) {
      const checks = (read.value as { checks?: unknown[] } | undefined)?.checks;
      if (!Array.isArray(checks)) continue;
      checks.forEach((c, i) => {
        if (!c || typeof c !== 'object' || (c as { kind?: unknown }).kind !== 'ui') return;
        const check = c as LooseUiCheck;
        const name = typeof check.name === 'string' ? check.name : `#${i}`;
        const stepMs = typeof check.timeouts?.stepMs === 'number' ? check.timeouts.stepMs : DEFAULT_STEP_MS;
        const files = Array.isArray(check.scenarioFiles)
          ? check.scenarioFiles.filter((f) => typeof f === 'string')
          : [];
        side.checks.set(`${file}#${name}`, {
          scenarioFiles: files as string[],
          stepMs,
          line: read.line(['checks', i]),
        });
        const inline = Array.isArray(check.scenarios) ? check.scenarios : [];
        inline.forEach((s, j) => {
          const r = schemas.UiScenario.safeParse(s);
          if (!r.success) return;
          const lines = r.data.steps.map((_, k) => read.line(['checks', i, 'scenarios', j, 'steps', k]));
          side.scenarios.set(`${file}#${r.data.name}`, { file, scenario: r.data, lines });
        });
      });
      continue;
    }
    let parsed: UiScenario[];
    try {
      parsed = schemas.parseScenarioFile(read, p).scenarios;
    } catch (err) {
      side.unreadable.set(file, (err as Error).message.replace(`${p}: `, ''));
      continue;
    }
    parsed.forEach((scenario, i) => {
      const lines = scenario.steps.map((_, k) => read.line(['scenarios', i, 'steps', k]));
      side.scenarios.set(`${file}#${scenario.name}`, { file, scenario, lines });
    });
  }
  return side;
}

/** `notes.ui.json` + `addsANote` → `notes.addsANote`: the class the scenario's test id carries, and its method. */
function testName(s: Scenario): string {
  const cls =
    path.posix
      .basename(s.file)
      .replace(/\.ui\.(json|ya?ml)$/, '')
      .replace(/\.(json|ya?ml)$/, '')
      .replace(/[^\w]/g, '_') || 'scenarios';
  return `${cls}.${s.scenario.name}`;
}

// ---------------------------------------------------------------------------------------------
// steps

type Verb = 'find' | 'assert' | 'click' | 'type' | 'swipe' | 'back' | 'wait';

function verbOf(s: UiStep): Verb {
  for (const v of ['find', 'assert', 'click', 'type', 'swipe', 'back', 'wait'] as const) if (v in s) return v;
  return 'back';
}

function finderOf(s: UiStep): UiFinder | undefined {
  if ('find' in s) return s.find;
  if ('assert' in s) return s.assert;
  if ('click' in s) return s.click;
  if ('type' in s) return s.into;
  if ('swipe' in s) return s.on;
  if ('wait' in s) return s.wait;
  return undefined;
}

/** A step with its defaults spelled out, as one comparable string. */
function canon(s: UiStep): string {
  const c: Record<string, unknown> = { ...s };
  if ('assert' in s && s.is === 'exists') delete c.is;
  return stable(c);
}

/** JSON with keys sorted at every level. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

function sameSteps(a: UiStep[], b: UiStep[]): boolean {
  return a.length === b.length && a.every((s, i) => canon(s) === canon(b[i]!));
}

/**
 * What a step checks about its node, as facts: `exists`, `displayed`, `enabled`, `absent`,
 * `text=…`, `count=…`. A weakening loses a fact; a stricter step only adds them.
 */
function facts(s: UiStep): Set<string> {
  if ('assert' in s) {
    if (s.text !== undefined) return new Set(['exists', `text=${s.text}`]);
    if (s.count !== undefined) return new Set(s.count > 0 ? ['exists', `count=${s.count}`] : ['absent', 'count=0']);
    const is = s.is ?? 'exists';
    return new Set(is === 'absent' ? ['absent'] : is === 'exists' ? ['exists'] : ['exists', is]);
  }
  if ('wait' in s) return new Set([s.until]);
  if ('back' in s || ('swipe' in s && !s.on)) return new Set();
  return new Set(['exists']);
}

function timeoutOf(s: UiStep, stepMs: number): number | undefined {
  if ('back' in s) return undefined;
  return s.timeoutMs ?? stepMs;
}

/** Longest common subsequence of identical steps: the anchors between which changes are paired. */
function anchors(a: string[], b: string[]): Array<[number, number]> {
  const n = a.length,
    m = b.length;
  const dp = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const out: Array<[number, number]> = [];
  let i = 0,
    j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push([i, j]);
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

function compareScenario(
  b: Scenario,
  h: Scenario,
  stepMs: number,
  headStepMs: number,
  renamed: (from: string, to: string) => boolean,
  describeStep: (s: UiStep) => string,
): RuleRefusal[] {
  const bs = b.scenario.steps,
    hs = h.scenario.steps;
  const bc = bs.map(canon),
    hc = hs.map(canon);
  const out: RuleRefusal[] = [];
  const test = testName(b);
  const name = b.scenario.name;
  const about = (i: number) => ({ file: b.file, line: b.lines[i] ?? 1, text: describeStep(bs[i]!), test });
  const refuse = (rule: RuleRefusal['rule'], i: number, j: number | undefined, verb: string, what: string) =>
    out.push({
      rule,
      file: j === undefined ? b.file : h.file,
      line: j === undefined ? (b.lines[i] ?? 1) : (h.lines[j] ?? 1),
      test,
      verb: `${verb} step ${i + 1} of ui scenario ${name}`,
      what,
      about: about(i),
    });

  // identical steps (same place in the order) stand; timeouts compared on them too
  const matched = anchors(bc, hc);
  for (const [i, j] of matched) {
    const tb = timeoutOf(bs[i]!, stepMs),
      th = timeoutOf(hs[j]!, headStepMs);
    if (tb !== undefined && th !== undefined && th > tb)
      refuse('assertion-weakened', i, j, 'raised the timeout of', `${describeStep(bs[i]!)}: ${tb} ms → ${th} ms`);
  }
  const { pairs, leftHead } = pairSteps(bs, hs, matched);
  /** A base step and the head step it became. */
  const compareStep = (i: number, j: number) => {
    const step = bs[i]!;
    const now = hs[j]!;
    const change = `${describeStep(step)} → ${describeStep(now)}`;
    const fb = finderOf(step),
      fh = finderOf(now);
    if (fb && fh) {
      const f = compareFinders(fb, fh, renamed);
      if (f === 'widened') refuse('finder-widened', i, j, 'widened the finder of', change);
      else if (f === 'retargeted') refuse('finder-retargeted', i, j, 'retargeted', change);
    } else if (fb && !fh && verbOf(now) !== 'back' && verbOf(now) !== 'swipe')
      refuse('finder-widened', i, j, 'widened the finder of', change);
    const lost = [...facts(step)].filter((x) => !facts(now).has(x));
    if (lost.length && facts(now).size === 0) refuse('assertion-removed', i, j, 'turned into a no-op', change);
    else if (lost.length) refuse('assertion-weakened', i, j, 'weakened', change);
    else if (verbOf(step) !== verbOf(now) && !isCheck(step) && !isCheck(now))
      refuse('assertion-weakened', i, j, 'changed the action of', change);
    const tb = timeoutOf(step, stepMs),
      th = timeoutOf(now, headStepMs);
    if (tb !== undefined && th !== undefined && th > tb)
      refuse('assertion-weakened', i, j, 'raised the timeout of', `${describeStep(step)}: ${tb} ms → ${th} ms`);
  };
  for (const [i, j] of pairs) {
    if (j !== undefined) {
      compareStep(i, j);
      continue;
    }
    // the same step elsewhere in the scenario: it now checks another moment
    const step = bs[i]!;
    const moved = [...leftHead].find((k) => hc[k] === bc[i]);
    if (moved !== undefined) {
      leftHead.delete(moved);
      refuse('assertion-weakened', i, moved, 'moved', `${describeStep(step)} now runs as step ${moved + 1}`);
    } else refuse('assertion-removed', i, undefined, 'removed', describeStep(step));
  }
  return out;
}

/**
 * Between two identical steps (`matched`), each changed base step is paired with the most similar
 * head step of the same gap, if any; head steps left unpaired may be base steps moved elsewhere.
 */
function pairSteps(bs: UiStep[], hs: UiStep[], matched: Array<[number, number]>) {
  const bounds: Array<[number, number]> = [[-1, -1], ...matched, [bs.length, hs.length]];
  const leftHead = new Set<number>();
  const pairs: Array<[number, number | undefined]> = [];
  for (let g = 0; g + 1 < bounds.length; g++) {
    const [bi0, hj0] = bounds[g]!;
    const [bi1, hj1] = bounds[g + 1]!;
    const free = new Set<number>();
    for (let j = hj0 + 1; j < hj1; j++) free.add(j);
    // a gap as long on both sides is read as step-for-step replacements when nothing pairs better
    const replaced = bi1 - bi0 === hj1 - hj0;
    for (let i = bi0 + 1; i < bi1; i++) {
      let best: number | undefined;
      let bestScore = 1;
      for (const j of free) {
        const score = similarity(bs[i]!, hs[j]!);
        if (score > bestScore) {
          best = j;
          bestScore = score;
        }
      }
      const same = hj0 + (i - bi0);
      if (best === undefined && replaced && free.has(same)) best = same;
      if (best !== undefined) free.delete(best);
      pairs.push([i, best]);
    }
    for (const j of free) leftHead.add(j);
  }
  return { pairs, leftHead };
}

function isCheck(s: UiStep): boolean {
  return 'find' in s || 'assert' in s || 'wait' in s;
}

/** How alike two steps are, to pair a changed step with what became of it (0: unrelated). */
function similarity(a: UiStep, b: UiStep): number {
  const fa = finderOf(a),
    fb = finderOf(b);
  let score = 0;
  if (verbOf(a) === verbOf(b)) score += 3;
  else if (isCheck(a) && isCheck(b)) score += 2;
  if (fa && fb && stable(fa) === stable(fb)) score += 2;
  else if (fa && fb && Object.keys(fa)[0] === Object.keys(fb)[0]) score += 1;
  return score;
}

// ---------------------------------------------------------------------------------------------
// finders as terms: tag "save" ≡ new UiSelector().resourceId("save") ≡ //*[@resource-id="save"]

interface Terms {
  /** `attr=value` exact conditions */
  exact: Map<string, string>;
  /** attributes matched by contains / starts-with / a pattern */
  loose: Set<string>;
  /** picks one of several matches (`instance(0)`, `[1]`), or alternatives (`or`) */
  picks: number;
  /** what could not be read as terms (compared as text) */
  rest: string;
}

const UI_SELECTOR_ATTR: Record<string, string> = lookupTable({
  resourceId: 'resource-id',
  text: 'text',
  description: 'content-desc',
  className: 'class',
  packageName: 'package',
});

function terms(f: UiFinder): Terms {
  const t: Terms = { exact: new Map(), loose: new Set(), picks: 0, rest: '' };
  if (f.tag !== undefined) t.exact.set('resource-id', f.tag);
  else if (f.text !== undefined) t.exact.set('text', f.text);
  else if (f.contentDescription !== undefined) t.exact.set('content-desc', f.contentDescription);
  else if (f.uiautomator !== undefined) {
    let rest = f.uiautomator;
    for (const m of f.uiautomator.matchAll(/\.(\w+)\(\s*(?:"((?:[^"\\]|\\.)*)"|([^)]*?))\s*\)/g)) {
      const [all, method, quoted, bare] = m as unknown as [string, string, string | undefined, string | undefined];
      rest = rest.replace(all, '');
      const value = quoted ?? bare ?? '';
      const loose = /^(\w+?)(Contains|StartsWith|Matches)$/.exec(method);
      if (loose) t.loose.add(UI_SELECTOR_ATTR[loose[1]!] ?? loose[1]!);
      else if (method === 'instance' || method === 'index') t.picks++;
      else t.exact.set(UI_SELECTOR_ATTR[method] ?? method, value);
    }
    t.rest = rest.replace(/\s+/g, '');
  } else if (f.xpath !== undefined) {
    let rest = f.xpath;
    for (const m of f.xpath.matchAll(/(contains|starts-with|matches)\(\s*@([\w-]+)\s*,\s*(["'])(.*?)\3\s*\)/g)) {
      t.loose.add(m[2]!);
      rest = rest.replace(m[0], '');
    }
    for (const m of rest.matchAll(/@([\w-]+)\s*=\s*(["'])(.*?)\2/g)) t.exact.set(m[1]!, m[3]!);
    rest = rest.replace(/@([\w-]+)\s*=\s*(["'])(.*?)\2/g, '');
    const node = /\/\/([\w.]+)/.exec(rest);
    if (node) t.exact.set('class', node[1]!);
    t.picks += (rest.match(/\[\s*(\d+|last\(\))\s*\]/g) ?? []).length + (rest.match(/\bor\b|\|/g) ?? []).length;
    t.rest = rest
      .replace(/\/\/[\w.]+/g, '//*')
      .replace(/\[\s*(\d+|last\(\))\s*\]/g, '')
      .replace(/\s+/g, '');
  }
  return t;
}

/**
 * same | widened | retargeted. Widened: an exact condition loosened or dropped, a pick or an
 * alternative added. Retargeted: a condition now names another value (unless the app renamed it
 * in the same change) or another attribute.
 */
function compareFinders(
  a: UiFinder,
  b: UiFinder,
  renamed: (from: string, to: string) => boolean,
): 'same' | 'widened' | 'retargeted' {
  const ta = terms(a),
    tb = terms(b);
  let widened = tb.picks > ta.picks;
  let retargeted = false;
  for (const [attr, value] of ta.exact) {
    const now = tb.exact.get(attr);
    if (now === value) continue;
    if (now !== undefined) {
      if (!renamed(value, now)) retargeted = true;
    } else if (tb.loose.has(attr)) widened = true;
    else if ([...tb.exact.keys()].some((k) => !ta.exact.has(k))) retargeted = true;
    else widened = true;
  }
  for (const attr of ta.loose) if (!tb.loose.has(attr) && !tb.exact.has(attr)) widened = true;
  if (!widened && !retargeted && ta.rest !== tb.rest && (a.xpath !== undefined) === (b.xpath !== undefined))
    retargeted = true;
  return widened ? 'widened' : retargeted ? 'retargeted' : 'same';
}

// ---------------------------------------------------------------------------------------------
// the app's side of a rename

/**
 * Literals the change took out of app code and literals it put in (Kotlin `"…"` and resource XML
 * text): a finder may follow `"save"` → `"save_note"` when the app made that very rename.
 */
async function appEvidence(
  changes: ChangedFile[],
  base: Side,
  head: Side,
): Promise<{ gone: Set<string>; added: Set<string> }> {
  const isApp = (p: string | undefined): p is string =>
    !!p &&
    (pathKind(p) === 'app' || (/\/res\/values[^/]*\/[^/]+\.xml$/.test(p) && !/\/src\/(test|androidTest)/.test(p)));
  const bp = changes.map((c) => c.basePath).filter(isApp);
  const hp = changes.map((c) => c.headPath).filter(isApp);
  if (bp.length === 0 && hp.length === 0) return { gone: new Set(), added: new Set() };
  const [bt, ht] = await Promise.all([readFiles(base, bp), readFiles(head, hp)]);
  const literals = (texts: Map<string, string | undefined>) => {
    const out = new Set<string>();
    for (const t of texts.values()) {
      if (t === undefined) continue;
      for (const m of t.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) out.add(m[1]!);
      for (const m of t.matchAll(/>([^<>\n]+)</g)) out.add(m[1]!.trim());
    }
    return out;
  };
  const before = literals(bt),
    after = literals(ht);
  return {
    gone: new Set([...before].filter((x) => !after.has(x))),
    added: new Set([...after].filter((x) => !before.has(x))),
  };
}
