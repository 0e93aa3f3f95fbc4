import path from 'node:path';
import { ConfigError, UsageError, formatZodError } from '../errors.js';
import { GuardConfigFile, defaultDeny, type GuardConfig } from './config.js';
import { changedFiles, grepFixed, readFiles, resolveRepo, type ChangedFile, type Side } from './git.js';
import { appInventory, type AppInventory } from './inventory/app.js';
import { ciBuildSettings, groovyBuildSettings, kotlinBuildSettings, propertiesBuildSettings, type BuildSetting } from './inventory/build.js';
import { functionsOf, testInventory, type FnDecl, type TestUnit } from './inventory/tests.js';
import { parseKotlin, type Syn } from './kotlin/syntax.js';
import { ConstantTable, emptyScope } from './kotlin/values.js';
import { isCiFile, matchesAny, pathKind, sourceSetOf, testPathspecs, type PathKind } from './paths.js';
import type { RuleRefusal } from './rules/refusal.js';
import { compareTestUnits } from './rules/tests.js';
import { compareApp, compareBuild, compareConstants } from './rules/app.js';
import { guardRules, type GuardRuleId } from './rules.js';

export type { GuardRuleId } from './rules.js';
export { guardRules, guardRuleIds } from './rules.js';
export { GuardConfig } from './config.js';

export type GuardPolicy = 'review' | 'heal';

export interface GuardRefusal {
  rule: GuardRuleId;
  file: string;
  line: number;
  /** `Class.method` */
  test?: string;
  detail: string;
  /** the removed/weakened assertion was the one the finding asked to satisfy */
  asked?: boolean;
}

export interface GuardResult {
  allowed: boolean;
  refusals: GuardRefusal[];
  checkedFiles: number;
}

export interface GuardFinding {
  tests?: Array<{ class: string; method: string }>;
  file?: string;
  line?: number;
  assertion?: string;
}

export interface GuardChangeOptions {
  repo: string;
  base: string;
  /** default: the working tree */
  head?: string;
  /** default 'review' (semantic rules); 'heal' adds the write scope and the confidence floor */
  policy?: GuardPolicy;
  finding?: GuardFinding;
  /** fixer-reported confidence (heal policy) */
  confidence?: number;
}

interface SideFiles {
  side: Side;
  /** path → parsed Kotlin tree */
  trees: Map<string, Syn>;
  sources: Map<string, string>;
}

interface SideInventory {
  tests: TestUnit[];
  app: AppInventory;
  build: BuildSetting[];
  constants: ConstantTable;
  /** constants declared in changed non-test files */
  appConstants: ConstantTable;
}

async function readConfig(side: Side): Promise<GuardConfig> {
  const files = await readFiles(side, ['droidheal.json']);
  const raw = files.get('droidheal.json');
  if (raw === undefined) return GuardConfigFile.parse({}).guard;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`not valid JSON at the base revision (${(err as Error).message})`, { file: 'droidheal.json', remedy: 'fix droidheal.json on the base branch' });
  }
  const r = GuardConfigFile.safeParse(json);
  if (!r.success) throw new ConfigError(formatZodError(r.error, json), { file: 'droidheal.json', remedy: 'see `droidheal schema guard-config`' });
  return r.data.guard;
}

async function loadSide(side: Side, paths: string[]): Promise<SideFiles> {
  const sources = new Map<string, string>();
  const trees = new Map<string, Syn>();
  const contents = await readFiles(side, paths);
  for (const p of paths) {
    const src = contents.get(p);
    if (src === undefined) continue;
    sources.set(p, src);
    if (p.endsWith('.kt') || p.endsWith('.kts')) trees.set(p, await parseKotlin(src));
  }
  return { side, trees, sources };
}

interface Extras {
  constants: Syn[];
  helpers: Map<string, FnDecl>;
}

function inventory(files: SideFiles, extras: Extras, unresolved: Set<string>, missing: Set<string>): SideInventory {
  const constants = new ConstantTable();
  const appConstants = new ConstantTable();
  for (const [p, t] of files.trees) {
    constants.addFile(t, p);
    if (pathKind(p) === 'app') appConstants.addFile(t, p);
  }
  for (const t of extras.constants) constants.addFile(t);
  const external = { decls: extras.helpers, missing };
  const inv: SideInventory = { tests: [], app: { tags: [], bodies: [], detections: [], spoofs: [] }, build: [], constants, appConstants };
  for (const [p, src] of files.sources) {
    const kind = pathKind(p);
    const tree = files.trees.get(p);
    // the file's own constants first (the same private name may mean different things in two files)
    const local = new ConstantTable(constants);
    if (tree) local.addFile(tree, p);
    if (kind === 'test' && tree) inv.tests.push(...testInventory(tree, p, sourceSetOf(p) ?? '', local, unresolved, external));
    else if (kind === 'app' && tree) {
      const a = appInventory(tree, p, local, unresolved);
      inv.app.tags.push(...a.tags);
      inv.app.bodies.push(...a.bodies);
      inv.app.detections.push(...a.detections);
      inv.app.spoofs.push(...a.spoofs);
    } else if (kind === 'build') {
      inv.build.push(...(tree ? kotlinBuildSettings(tree, p) : p.endsWith('.properties') ? propertiesBuildSettings(src, p) : isCiFile(p) ? ciBuildSettings(src, p) : groovyBuildSettings(src, p)));
    }
  }
  return inv;
}

/**
 * Definitions the changed files use but do not contain: constants anywhere in the project, and
 * finder helpers declared in other test files (robots, shared extensions).
 */
async function projectExtras(files: SideFiles, names: Set<string>, helperNames: Set<string>): Promise<Extras> {
  const extras: Extras = { constants: [], helpers: new Map() };
  const wantHelpers = [...helperNames].filter((n) => /^[A-Za-z_]\w*$/.test(n)).slice(0, 50);
  const simple = [...new Set([...names].map((n) => n.split('.').pop()!))].slice(0, 50);
  const [constFiles, helperFiles] = await Promise.all([
    simple.length ? grepFilesContaining(files.side, simple.map((n) => `val ${n}`), ['*.kt', '*.kts'], false) : Promise.resolve([]),
    wantHelpers.length ? grepFilesContaining(files.side, [`fun ([A-Za-z0-9_<>?, ]+\\.)?(${wantHelpers.join('|')})\\(`], testPathspecs, true) : Promise.resolve([]),
  ]);
  const todo = [...new Set([...constFiles, ...helperFiles])].filter((p) => !files.trees.has(p)).slice(0, 60);
  const contents = await readFiles(files.side, todo);
  const trees = new Map(files.trees);
  for (const p of todo) {
    const src = contents.get(p);
    if (src !== undefined) trees.set(p, await parseKotlin(src));
  }
  for (const p of constFiles) {
    const t = trees.get(p);
    if (t && !files.trees.has(p)) extras.constants.push(t);
  }
  const wanted = new Set(wantHelpers);
  for (const [p, t] of trees) {
    if (pathKind(p) !== 'test') continue;
    for (const f of functionsOf(t, '\u0000external', emptyScope())) {
      if (wanted.has(f.name) && !extras.helpers.has(f.name)) extras.helpers.set(f.name, f);
    }
  }
  return extras;
}

async function grepFilesContaining(side: Side, needles: string[], pathspecs: string[], extended: boolean): Promise<string[]> {
  const { execa } = await import('execa');
  const args = ['-C', side.repo, 'grep', '-l', extended ? '-E' : '-F', '-I', '--no-color'];
  if (side.rev === undefined) args.push('--untracked');
  for (const n of needles) args.push('-e', n);
  if (side.rev !== undefined) args.push(side.rev);
  args.push('--', ...pathspecs);
  const r = await execa('git', args, { reject: false, timeout: 60_000 });
  return String(r.stdout).split('\n').filter(Boolean).map((l) => (side.rev !== undefined && l.startsWith(`${side.rev}:`) ? l.slice(side.rev.length + 1) : l));
}

function scopeRefusals(changes: ChangedFile[], config: GuardConfig): RuleRefusal[] {
  const deny = [...(config.writeScope.defaultDeny ? defaultDeny : []), ...config.writeScope.deny];
  const out: RuleRefusal[] = [];
  for (const c of changes) {
    for (const p of new Set([c.basePath, c.headPath].filter((x): x is string => !!x))) {
      const glob = matchesAny(p, deny);
      if (glob && !matchesAny(p, config.writeScope.allow)) {
        out.push({ rule: 'scope', file: p, line: 1, verb: `${c.status} a path outside the write scope (${glob})`, what: p });
        break;
      }
    }
  }
  return out;
}

function sameTest(a: string | undefined, t: { class: string; method: string }): boolean {
  if (!a) return false;
  const dot = a.lastIndexOf('.');
  const cls = a.slice(0, dot), method = a.slice(dot + 1);
  const wantCls = t.class.split(/[.$]/).pop();
  return method === t.method.replace(/\[.*$/, '') && cls === wantCls;
}

const squash = (s: string) => s.replace(/\s+/g, '');

function wasAsked(r: RuleRefusal, f: GuardFinding | undefined): boolean | undefined {
  if (!f) return undefined;
  if (!r.about || !['assertion-removed', 'assertion-weakened', 'finder-widened', 'finder-retargeted', 'error-swallowed'].includes(r.rule)) return false;
  const testOk = !f.tests?.length || f.tests.some((t) => sameTest(r.about!.test ?? r.test, t));
  if (!testOk) return false;
  const loc = f.file && f.line !== undefined ? (path.basename(f.file) === path.basename(r.about.file) && f.line === r.about.line) : undefined;
  const assertion = f.assertion ? squash(r.about.text).includes(squash(f.assertion)) || squash(f.assertion).includes(squash(r.about.text)) : undefined;
  if (loc === undefined && assertion === undefined) return !!f.tests?.length;
  return loc === true || assertion === true;
}

function finish(raw: RuleRefusal[], finding: GuardFinding | undefined): GuardRefusal[] {
  const seen = new Set<string>();
  const out: GuardRefusal[] = [];
  for (const r of raw) {
    const asked = wasAsked(r, finding);
    const verb = asked && /^(removed|weakened) the assertion$/.test(r.verb) ? `${r.verb} it was asked to satisfy` : r.verb;
    const detail = `${verb}: ${r.what}`;
    const key = `${r.rule}|${r.file}|${r.line}|${r.test ?? ''}|${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const g: GuardRefusal = { rule: r.rule, file: r.file, line: r.line, detail };
    if (r.test) g.test = r.test;
    if (asked !== undefined) g.asked = asked;
    out.push(g);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/**
 * Compare a change (base → head, or base → working tree) semantically and refuse every edit that
 * weakens a check (DESIGN.md §6). The guard's config is read from the base revision.
 *
 * @example
 * const r = await guardChange({ repo: '.', base: 'main', head: 'fix/save', policy: 'heal', confidence: 0.9 });
 * if (!r.allowed) for (const x of r.refusals) console.log(x.rule, `${x.file}:${x.line}`, x.detail);
 */
export async function guardChange(opts: GuardChangeOptions): Promise<GuardResult> {
  const policy = opts.policy ?? 'review';
  if (policy !== 'review' && policy !== 'heal') throw new UsageError(`unknown guard policy "${String(policy)}"`, 'use review or heal');
  const { repo, base, head } = await resolveRepo(opts.repo, opts.base, opts.head);
  const baseSide: Side = { repo, rev: base };
  const headSide: Side = { repo, rev: head };
  const [changes, config] = await Promise.all([changedFiles(repo, base, head), readConfig(baseSide)]);

  const raw: RuleRefusal[] = [];
  if (policy === 'heal') {
    raw.push(...scopeRefusals(changes, config));
    if (opts.confidence !== undefined && opts.confidence < config.confidenceFloor) {
      raw.push({ rule: 'confidence', file: '', line: 0, verb: 'fixer-reported confidence below the floor', what: `${opts.confidence} < ${config.confidenceFloor}` });
    }
  }

  const relevant = (p: string | undefined): p is string => !!p && pathKind(p) !== 'other';
  const basePaths = changes.map((c) => c.basePath).filter(relevant);
  const headPaths = changes.map((c) => c.headPath).filter(relevant);
  const [baseFiles, headFiles] = await Promise.all([loadSide(baseSide, basePaths), loadSide(headSide, headPaths)]);

  const unresolved = new Set<string>();
  const missing = new Set<string>();
  const none: Extras = { constants: [], helpers: new Map() };
  let b = inventory(baseFiles, none, unresolved, missing);
  let h = inventory(headFiles, none, unresolved, missing);
  if (unresolved.size > 0 || missing.size > 0) {
    // names the changed files use but do not define: read their definitions elsewhere and look again
    const [be, he] = await Promise.all([projectExtras(baseFiles, unresolved, missing), projectExtras(headFiles, unresolved, missing)]);
    if (be.constants.length || he.constants.length || be.helpers.size || he.helpers.size) {
      b = inventory(baseFiles, be, new Set(), new Set());
      h = inventory(headFiles, he, new Set(), new Set());
    }
  }

  raw.push(...compareTestUnits(b.tests, h.tests));
  const grepTests = (needles: string[]) => grepFixed(baseSide, needles, testPathspecs);
  raw.push(...(await compareApp(b.app, h.app, grepTests)));
  raw.push(...compareBuild(b.build, h.build));
  raw.push(...(await compareConstants(b.appConstants, h.appConstants, grepTests)));

  const refusals = finish(raw, opts.finding);
  return { allowed: refusals.length === 0, refusals, checkedFiles: changes.length };
}

/** One line per rule, from the rule table: for `--help` and docs. */
export function describeRules(policy?: GuardPolicy): string[] {
  return (Object.entries(guardRules) as Array<[GuardRuleId, (typeof guardRules)[GuardRuleId]]>)
    .filter(([, r]) => !policy || (r.policies as readonly string[]).includes(policy))
    .map(([id, r]) => `${id}: ${r.refuses}`);
}

export type { PathKind };
