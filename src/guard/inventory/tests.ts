import { swallowingTypes, testAnnotations } from '../compose-api.js';
import { type Arg, bodyStatements, isChainTop } from '../kotlin/calls.js';
import { codeText, descendants, modifiersOf, named, type Syn, text } from '../kotlin/syntax.js';
import { type ConstantTable, collectLocals, declarationText, normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, inAssertkDialect } from './assertion.js';
import { asEspresso, importsBarista } from './barista.js';
import { withCastChecks } from './cast-checks.js';
import { type HelperLookup, readChain } from './chains.js';
import { collectsFailure } from './collected-failures.js';
import { conditionPolled } from './condition-polls.js';
import { countedPicks } from './counted-picks.js';
import { dataTableRuns } from './data-table-runs.js';
import { ruleExpectation } from './expected-exception-rule.js';
import {
  declaredExpectation,
  type FailingTry,
  failingTry,
  onlyFails,
  runCatchingExpectations,
} from './expected-exceptions.js';
import { isExtension, receiverStatements } from './extension-helpers.js';
import { constantReads, fieldSources, type MemberConstants, setsHolder } from './fakes.js';
import { type FnDecl, functionDecl } from './function-decls.js';
import { isJunit3Test } from './junit3.js';
import { kotestCheck } from './kotest.js';
import { kotestSpecTests } from './kotest-specs.js';
import { withKotlinAsserts } from './kotlin-asserts.js';
import { platformLookup } from './library-lookups.js';
import { bindRedeclaredParams, localFunctions } from './local-functions.js';
import { localSources } from './local-sources.js';
import { type LoopTable, loopTables } from './loop-tables.js';
import { bodyAlwaysRuns, insideLoop, nonEmptyLiteral, pollsUntilHeldOrFails, pollsUntilPasses } from './loops.js';
import { matcherHelperHook } from './matcher-helpers.js';
import { withOptionalsUnwrapped } from './optional-values.js';
import { expectedExceptionCheck, readGenericCall } from './plain-assertions.js';
import { polledProbes } from './polled-probes.js';
import { swallowedFailures } from './rethrows.js';
import { scopeFunctionCall } from './scope-functions.js';
import { turbineReceiverVals } from './turbine-receiver-vals.js';
import { valueHelperHook } from './value-helpers.js';

export interface Annotation {
  name: string;
  /** canonical arguments, `name=value` for named ones */
  args: string[];
  text: string;
  line: number;
}

export interface SwallowRegion {
  /** `catch(T)` or `runCatching` */
  kind: string;
  sig: string;
  line: number;
  text: string;
  /** the checks (own or via helpers) whose failures it would swallow */
  checks: Assertion[];
  /** catches Throwable/Error/AssertionError: swallows failures whatever the block does */
  strong?: boolean;
  body?: string;
  /** inside a loop or `repeat(n) { }`: a retry (rules/optional-gestures.ts) */
  retried?: boolean;
  /** polled in `while (true)` until its block completes: its checks held when the loop ends (loops.ts) */
  untilPasses?: boolean;
  /** per swallowing catch clause that cannot leave early, the checks it makes: a retry (rules/retried-checks.ts) */
  catchChecks?: Assertion[][];
  /** the matchers of the nodes its block acts on, caught or not (rules/edited-swallows.ts) */
  actedOn?: string[];
  /** in a probe whose every call is a poll's condition, the poll's result thrown away (polled-probes.ts) */
  polledProbe?: boolean;
}

const strongSwallowingTypes = new Set([
  'Throwable',
  'Error',
  'AssertionError',
  'AssertionFailedError',
  'ComposeTimeoutException',
]);

/** One function of a test source file: a test, or a helper, rule or setup function. */
export interface TestUnit {
  className: string;
  name: string;
  /** `Class.method` */
  key: string;
  file: string;
  line: number;
  isTest: boolean;
  isPrivate: boolean;
  annotations: Annotation[];
  classAnnotations: Annotation[];
  checks: Assertion[];
  assumes: Array<{ sig: string; text: string; line: number }>;
  swallows: SwallowRegion[];
  /** names of same-file functions it calls */
  helperCalls: string[];
  /** the source set the file is in (androidTest, test, …) */
  sourceSet: string;
  /** for a property (a `@Rule` …): its canonical declaration */
  initializer?: string;
  /** its file's tests run on JUnit 5 (Jupiter's `@Test`): an extension registered there runs around them */
  jupiter?: boolean;
  /** the body as code tokens (comments and layout left out): a test's identity across renames (rules/test-identity.ts) */
  tokens: string[];
  /** a test's locals and the name whose result each holds (local-sources.ts): what a check naming a local is about */
  localSources?: Map<string, string>;
  /** for a `@Rule` property: how often its name occurs in its file's code, its declaration included */
  uses?: number;
  /** the written-out tables its own checks loop over (loop-tables.ts) */
  tables?: LoopTable[];
  /** a Kotest data test's runs: its body's tokens per row, parameters bound (data-table-runs.ts) */
  runs?: string[][];
  /** declared at the file's top level, not in a class: other files call it by its own name */
  topLevel?: true;
}

const setUpAnnotations = new Set(['Before', 'BeforeEach', 'BeforeTest']);

const token = /"(?:\\.|[^"\\\n])*"|[A-Za-z_$][\w$]*|`[^`\n]*`|\d[\w.]*|\S/g;

const nameCounts = new WeakMap<Syn, Map<string, number>>();

/**
 * For a `@Rule` property: how often its name occurs in its file's code (comments and strings left out). Only an
 * `ExpectedException` rule's count is read (rules/tests.ts); every other rule (a Compose rule in most UI tests) would
 * tokenise its whole file for nothing.
 */
function ruleNameUses(root: Syn, f: FnDecl, annotations: Annotation[]): number | undefined {
  if (!annotations.some((a) => a.name === 'Rule') || !text(f.node).includes('ExpectedException')) return undefined;
  let counts = nameCounts.get(root);
  if (!counts) {
    counts = codeTokens(root).reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
    nameCounts.set(root, counts);
  }
  return counts.get(f.name.replace(/^<property (.*)>$/, '$1')) ?? 0;
}

/** The tokens of a code text (a property's canonical declaration, `TestUnit.initializer`). */
export const textTokens = (code: string): string[] => code.match(token) ?? [];

/** The code tokens of a node, comments left out. */
export function codeTokens(n: Syn | undefined): string[] {
  return n ? (codeText(n).match(token) ?? []) : [];
}

function annotationsOf(modifiers: Syn | undefined, scope: Scope): Annotation[] {
  if (!modifiers) return [];
  const out: Annotation[] = [];
  for (const a of named(modifiers)) {
    if (a.type !== 'annotation') continue;
    const ci = a.children.find((c) => c.type === 'constructor_invocation');
    const ut = ci ? ci.children.find((c) => c.type === 'user_type') : a.children.find((c) => c.type === 'user_type');
    if (!ut) continue;
    const ids = named(ut).filter((c) => c.type === 'identifier');
    const name = ids.length ? text(ids[ids.length - 1]!) : text(ut);
    const va = ci?.children.find((c) => c.type === 'value_arguments');
    const args = va ? named(va).map((v) => normalize(v, scope)) : [];
    out.push({ name, args, text: compact(a), line: a.line });
  }
  return out;
}

export type { FnDecl };

export function functionsOf(root: Syn, fileClass: string, scope: Scope): FnDecl[] {
  const out: FnDecl[] = [];
  const visit = (n: Syn, className: string, classAnnotations: Annotation[], topLevel = false): void => {
    for (const c of named(n)) {
      if (c.type === 'class_declaration' || c.type === 'object_declaration') {
        const nm = c.children.find((k) => k.field === 'name');
        const body = c.children.find((k) => k.type === 'class_body');
        const ann = annotationsOf(modifiersOf(c), scope);
        if (body) visit(body, nm ? text(nm) : className, ann);
        if (c.type === 'class_declaration') out.push(...kotestSpecTests(c, nm ? text(nm) : className, ann));
      } else if (c.type === 'companion_object') {
        const body = c.children.find((k) => k.type === 'class_body');
        if (body) visit(body, className, classAnnotations);
      } else if (c.type === 'property_declaration') {
        // rules and other initialisers run around every test: a swallowing @Rule is analysed like a function
        const decl = c.children.find((k) => k.type === 'variable_declaration');
        const nm = decl && named(decl)[0];
        if (
          c.children.some(
            (k) => k.type === 'lambda_literal' || k.type === 'call_expression' || k.type === 'object_literal',
          )
        ) {
          out.push({
            node: c,
            className,
            classAnnotations,
            name: `<property ${nm ? text(nm) : '?'}>`,
            params: [],
            body: c,
            isPrivate: true,
            ...(topLevel ? { topLevel: true as const } : {}),
          });
        }
      } else if (c.type === 'function_declaration') {
        const f = functionDecl(c, className, classAnnotations);
        if (f) out.push(topLevel ? { ...f, topLevel: true as const } : f);
      }
    }
  };
  visit(root, fileClass, [], true);
  return out;
}

/** `val x = …` in the body and its lambdas, first declaration wins: renaming a local changes nothing. */
function localsOf(body: Syn | undefined, into: Map<string, Syn | string>, shadowed?: Map<string, Syn[]>): void {
  if (!body) return;
  const stmts: Syn[] = [];
  for (const d of descendants(body)) if (d.type === 'property_declaration') stmts.push(d);
  collectLocals(stmts, into, shadowed);
}

function catchType(cb: Syn): string | undefined {
  const ut = cb.children.find((c) => c.type === 'user_type');
  if (!ut) return undefined;
  const ids = named(ut).filter((c) => c.type === 'identifier');
  return ids.length ? text(ids[ids.length - 1]!) : text(ut);
}

/** The class a file's name stands for: `a/b/FooTest.kt` → `FooTest`. */
const fileClassOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.(?:kts?|java)$/, '');

/**
 * The semantic inventory of one test source file: every function with its checks, assumptions,
 * swallow regions and annotations; tests have the checks of the same-file helpers they call inlined
 * (a few levels), so a widened helper widens every caller.
 */
export function testInventory(
  root: Syn,
  file: string,
  sourceSet: string,
  constants: ConstantTable,
  unresolved?: Set<string>,
  external?: { decls: Map<string, FnDecl>; missing: Set<string> },
  members: MemberConstants = new Map(),
): TestUnit[] {
  const baseScope: Scope = { locals: new Map(), constants, unresolved };
  const fns = functionsOf(root, fileClassOf(file), baseScope);
  const byName = new Map<string, FnDecl>();
  for (const f of fns) if (!byName.has(f.name)) byName.set(f.name, f);
  // helpers from other test files (robots, shared finders) are followed like local ones
  for (const [name, f] of external?.decls ?? []) if (!byName.has(name)) byName.set(name, f);

  const helpers = helperLookup(byName, baseScope, external?.missing);
  baseScope.matcherHelper = matcherHelperHook(byName, helpers);
  baseScope.valueHelper = valueHelperHook(helpers);

  const assertk = /^import assertk\./m.test(root.src);
  const barista = importsBarista(root.src);
  const jupiter = /^import\s+org\.junit\.jupiter\.api\.(?:Test|\*)\b|@org\.junit\.jupiter\.api\.Test\b/m.test(root.src);
  const fields = members.size ? fieldSources(root) : undefined;
  /** a checked value read from a fake's constant, unless the test sets it first */
  const withConstantReads = (c: Assertion, f: FnDecl): Assertion => {
    const reads = constantReads([c.subject, ...c.args], fields?.get(f.className), members);
    if (!reads.length) return c;
    const code = codeText(f.node);
    const kept = reads.filter((r) => {
      const read = r.slice(0, r.indexOf(' = ')).replace(/\.first\(\)$/, '');
      return !setsHolder(code, read) && !new RegExp(`${read.replace(/[.$]/g, '\\$&')}\\s*=[^=]`).test(code);
    });
    return kept.length ? { ...c, constantReads: kept } : c;
  };
  const units: TestUnit[] = [];
  const fileHelpers: FunctionHelpers = { byName, baseScope, helpers, missing: external?.missing };
  const readings = new Map<string, { raw: Raw; own: FunctionHelpers }>();
  for (const f of fns) {
    if (f.className === '\u0000external') continue;
    // the file's constants and helper hooks, with the function's own locals
    const scope: Scope = { ...baseScope, locals: new Map(), shadowed: new Map() };
    localsOf(f.body, scope.locals, scope.shadowed);
    const own = withLocalFunctions(f, scope, fileHelpers);
    scope.matcherHelper = own.baseScope.matcherHelper;
    readings.set(`${f.className}.${f.name}`, { raw: ownReading(f, scope, own.helpers), own });
  }
  const probes = polledProbes(root, fns);
  for (const f of fns) {
    const { raw, own } = readings.get(`${f.className}.${f.name}`)!;
    const annotations = annotationsOf(modifiersOf(f.node), baseScope);
    const isTest = f.specTest === true || annotations.some((a) => testAnnotations.has(a.name)) || isJunit3Test(f);
    const { checks, swallows, assumes } = withHelpers(f, raw, own, probes);
    for (const s of swallows) signSwallow(barista ? withBaristaRead(s) : s);
    units.push({
      className: f.className,
      name: f.name,
      key: `${f.className}.${f.name}`,
      file,
      line: f.node.line,
      isTest,
      isPrivate: f.isPrivate,
      annotations,
      classAnnotations: f.classAnnotations,
      checks: canonicalChecks(checks, { assertk, barista, sourceSet }).map((c) => withConstantReads(c, f)),
      assumes,
      swallows: swallows.filter((s) => s.strong || s.checks.some((c) => c.asserting)),
      helperCalls: raw.helperCalls.map((h) => h.name),
      sourceSet,
      initializer: f.node.type === 'property_declaration' ? declarationText(f.node, baseScope) : undefined,
      jupiter,
      // a set-up's tokens too: what it stubs for an app member (rules/removed-branch.ts)
      tokens: isTest || annotations.some((a) => setUpAnnotations.has(a.name)) ? codeTokens(f.body) : [],
      localSources: isTest ? localSources(f.body) : undefined,
      uses: ruleNameUses(root, f, annotations),
      tables: raw.tables?.length ? raw.tables : undefined,
      runs: f.table ? dataTableRuns(f.table.call, f.table.lambda, codeTokens) : undefined,
      ...(f.topLevel ? { topLevel: true as const } : {}),
    });
  }
  return units;
}

/** A swallow region's checks with Barista's assertions read as Espresso's (barista.ts), as the test's own are. */
function withBaristaRead(s: SwallowRegion): SwallowRegion {
  s.checks = s.checks.map(asEspresso);
  return s;
}

/** What a function's own body does, with the exception its `@Test(expected = …)` declares (expected-exceptions.ts). */
function ownReading(f: FnDecl, scope: Scope, helpers: HelperLookup): Raw {
  const raw = analyse(f.body, scope, helpers);
  const testArgs = annotationsOf(modifiersOf(f.node), scope)
    .filter((a) => a.name === 'Test')
    .flatMap((a) => a.args);
  const declared = declaredExpectation(testArgs, f.body, (v) => normalize(v, scope), f.node.line);
  if (declared) raw.checks.push(declared);
  const ruled = ruleExpectation(f.node, f.body, (v) => normalize(v, scope));
  if (ruled) raw.checks = [...raw.checks.filter((c) => !ruled.replaced.has(c.line)), ...ruled.checks];
  const checked = (t: LoopTable) => raw.checks.some((c) => c.asserting && c.line >= t.from && c.line <= t.to);
  raw.tables = loopTables(f.body, scope).filter(checked);
  return raw;
}

/**
 * A test's checks in their canonical reading: Barista's as Espresso's, assertk's dialect, Kotlin's `assert` where it
 * checks (kotlin-asserts.ts), picks counted, casts as type checks.
 */
function canonicalChecks(
  raw: Assertion[],
  file: { assertk: boolean; barista: boolean; sourceSet: string },
): Assertion[] {
  const checks = file.barista ? raw.map(asEspresso) : raw;
  const dialect = file.assertk ? checks.map(inAssertkDialect) : checks;
  const read = withKotlinAsserts(dialect, file.sourceSet).map(withOptionalsUnwrapped);
  return withCastChecks(runCatchingExpectations(countedPicks(read)));
}

/** The helpers one function's body may call: the file's (and other test files'), and those it declares itself. */
interface FunctionHelpers {
  byName: Map<string, FnDecl>;
  baseScope: Scope;
  helpers: HelperLookup;
  missing?: Set<string>;
}

/** `file` with the functions `f` declares in its body (local-functions.ts) added over the file's of their names. */
function withLocalFunctions(f: FnDecl, scope: Scope, file: FunctionHelpers): FunctionHelpers {
  const locals = localFunctions(f, scope);
  if (locals.length === 0) return file;
  const byName = new Map(file.byName);
  for (const l of locals) byName.set(l.name, l);
  const baseScope: Scope = { ...file.baseScope };
  const helpers = helperLookup(byName, baseScope, file.missing, new Set(locals.map((l) => l.node)));
  baseScope.matcherHelper = matcherHelperHook(byName, helpers);
  return { byName, baseScope, helpers, missing: file.missing };
}

/** The helper lookup of one test file: its own functions and those found in other test files. */
function helperLookup(
  byName: Map<string, FnDecl>,
  baseScope: Scope,
  missing: Set<string> | undefined,
  declaredHere?: ReadonlySet<Syn>,
): HelperLookup {
  const helperCache = new Map<string, boolean>();
  return {
    missing,
    declaredHere,
    isHelper: (name) => {
      let known = helperCache.get(name);
      if (known === undefined) {
        const f = byName.get(name);
        known = !!f && !annotationsOf(modifiersOf(f.node), baseScope).some((a) => testAnnotations.has(a.name));
        helperCache.set(name, known);
      }
      return known;
    },
    expressionOf(name, args, callerScope) {
      const f = byName.get(name);
      if (!f?.body) return undefined;
      // `= expr` or `{ return expr }`: a block that only runs an assertion returns nothing to chain on
      const block = f.body.children.some((c) => c.type === 'block');
      const stmts = bodyStatements(f.body);
      let expr = stmts.length === 1 ? stmts[0] : undefined;
      if (expr?.type === 'return_expression' || expr?.type === 'jump_expression') expr = named(expr)[0];
      else if (block) expr = undefined;
      return expr ? { expr, scope: helperScope(f, args, callerScope, baseScope) } : undefined;
    },
    receiverCalls(name, args, callerScope) {
      const f = byName.get(name);
      if (!f?.body || !isExtension(f)) return undefined;
      return { stmts: receiverStatements(f), scope: helperScope(f, args, callerScope, baseScope) };
    },
  };
}

/** A helper's scope for one call: its parameters bound to the caller's arguments (or their defaults), its locals. */
function helperScope(
  f: FnDecl,
  args: Arg[],
  callerScope: Scope,
  { constants, unresolved, matcherHelper, valueHelper }: Scope,
): Scope {
  // a local function reads the `val`s of the function declaring it
  const locals = new Map<string, Syn | string>(f.closure?.locals);
  const shadowed = new Map<string, Syn[]>(f.closure?.shadowed);
  args.forEach((a, i) => {
    const p = a.name ?? f.params[i];
    if (p) locals.set(p, normalize(a.value, callerScope));
  });
  // a parameter left out takes its default: changing the default changes every such call
  for (const [p, v] of f.defaults ?? [])
    if (!locals.has(p)) locals.set(p, normalize(v, { locals: new Map(), constants, unresolved }));
  const scope = { locals, shadowed, constants, unresolved, matcherHelper, valueHelper };
  bindRedeclaredParams(f, scope);
  localsOf(f.body, locals, shadowed);
  return scope;
}

/**
 * The caller's `val`s a helper call's arguments may be read with: those declared once with a value written out
 * (`val title = "Hi"`, a string template, a number, a character, a boolean), which mean the same wherever the
 * call stands. A `val` holding state (an awaited item, a mock, a presenter) is left as its name: the locals map
 * is the whole body's, not what the name holds at that call.
 */
function writtenOutVals({ locals, shadowed }: Scope): Map<string, Syn | string> {
  const out = new Map<string, Syn | string>();
  for (const [name, init] of locals)
    if (typeof init !== 'string' && !shadowed?.has(name) && writtenOut(init)) out.set(name, init);
  return out;
}

function writtenOut(init: Syn): boolean {
  if (['string_literal', 'number_literal', 'float_literal', 'character_literal'].includes(init.type)) return true;
  return init.type === 'identifier' && (text(init) === 'true' || text(init) === 'false');
}

/** How deep helpers calling helpers are followed: a test body moved into a helper that calls the checking one. */
const helperDepth = 3;

/** A function's own checks, assumptions and swallows, with those of the helpers it calls (a few levels, no cycles). */
function withHelpers(f: FnDecl, raw: Raw, own: FunctionHelpers, probes: ReadonlySet<string>) {
  const { byName, baseScope, helpers } = own;
  const { constants, unresolved, matcherHelper, valueHelper } = baseScope;
  const inline = (r: Raw, path: FnDecl[]) => {
    const checks = [...r.checks];
    const swallows = [...r.swallows];
    const assumes = [...r.assumes];
    for (const call of path.length <= helperDepth ? r.helperCalls : []) {
      const h = byName.get(call.name);
      if (!h || path.includes(h)) continue;
      // the arguments read in the caller's scope, with only the vals it wrote out (writtenOutVals) and those a
      // Turbine item argument is read through (turbine-receiver-vals.ts)
      const turbineVals = call.args.flatMap((a) => [...turbineReceiverVals(call.scope, a.value)]);
      const locals = new Map([...turbineVals, ...writtenOutVals(call.scope)]);
      const callerScope = { locals, constants, unresolved, matcherHelper, valueHelper };
      const scope = helperScope(h, call.args, callerScope, baseScope);
      const inner = inline(analyse(h.body, scope, helpers), [...path, h]);
      if (probes.has(h.name)) for (const r of inner.swallows) r.polledProbe = true;
      // a helper polling the call's lambda until it holds waits for the lambda's condition (condition-polls.ts)
      const waited = conditionPolled(h, call.lambda, call.scope);
      if (waited) inner.checks.push(waited);
      // the call's own conditions wrap whatever the helper checks
      const inlined = inner.checks.map((c) => ({
        ...guarded(c, call.guards),
        guards: [...call.guards, ...(c.guards ?? [])],
        via: c.via ?? h.name,
      }));
      checks.push(...inlined);
      call.region?.checks.push(...inlined.filter((c) => c.asserting));
      swallows.push(...inner.swallows);
      assumes.push(...inner.assumes);
    }
    return { checks, swallows, assumes };
  };
  if (probes.has(f.name)) for (const r of raw.swallows) r.polledProbe = true;
  return inline(raw, [f]);
}

/** Exceptions only a wait throws (Compose's `waitUntil…` on timeout): a failed check or action throws AssertionError. */
const waitTimeouts = new Set(['ComposeTimeoutException']);

/** A swallow region's signature: its kind and the checks it holds (or its body when it holds none). */
function signSwallow(s: SwallowRegion): void {
  // a catch of wait timeouts alone swallows the waits in its block, never a check's or an action's failure
  s.actedOn = s.checks.flatMap((c) => (c.action && c.finder ? [c.finder.matcher.key] : []));
  const caught = /^catch\((.*)\)$/.exec(s.kind)?.[1]?.split('|');
  if (caught?.every((t) => waitTimeouts.has(t))) s.checks = s.checks.filter((c) => c.family === 'wait');
  const inside = s.checks
    .filter((c) => c.asserting)
    .map((c) => c.sig)
    .sort();
  s.sig = `${s.kind}:${inside.join('\u0002')}${inside.length ? '' : `:${s.body ?? ''}`}`;
}

/** What one function body does, before its helpers are followed. */
interface Raw {
  checks: Assertion[];
  assumes: TestUnit['assumes'];
  swallows: SwallowRegion[];
  tables?: LoopTable[];
  helperCalls: Array<{
    name: string;
    args: Arg[];
    lambda?: Syn;
    scope: Scope;
    region?: SwallowRegion;
    guards: string[];
  }>;
}

/** A check under a condition or loop carries it in its signature: `if (false) assertX()` is not `assertX()`. */
const guarded = (c: Assertion, guards: string[]): Assertion =>
  guards.length ? { ...c, guards, sig: `${c.sig}|when:${guards.join('&&')}` } : c;

/** The walk over one function body: its scope, the helpers it may call, and what it found so far. */
interface BodyWalk {
  raw: Raw;
  scope: Scope;
  helpers: HelperLookup;
}

type Region = SwallowRegion | undefined;
type Walker = (w: BodyWalk, n: Syn, region: Region, guards: string[]) => void;

/** The checks, assumptions, swallow regions and helper calls of one function body. */
function analyse(body: Syn | undefined, scope: Scope, helpers: HelperLookup): Raw {
  const raw: Raw = { checks: [], assumes: [], swallows: [], helperCalls: [] };
  if (!body) return raw;
  walk({ raw, scope, helpers }, body, undefined, []);
  return raw;
}

function walk(w: BodyWalk, n: Syn, region: Region, guards: string[]): void {
  // a local function checks where it is called (local-functions.ts)
  if (w.helpers.declaredHere?.has(n)) return;
  const special = walkers.get(n.type);
  if (special) special(w, n, region, guards);
  else if (!readCalls(w, n, region, guards)) for (const c of n.children) walk(w, c, region, guards);
}

/** `if`/`while`: each branch is guarded by the condition, `else` as such. */
const conditional: Walker = (w, n, region, guards) => {
  const cond = n.children.find((c) => c.field === 'condition');
  const c = cond ? normalize(cond, w.scope) : '?';
  const kw = n.type === 'if_expression' ? 'if' : 'while';
  // a loop polled until its checks hold, or the test fails, is a wait: no condition on them (loops.ts)
  const always = kw === 'while' && (bodyAlwaysRuns(n, c) || pollsUntilHeldOrFails(n));
  let inElse = false;
  for (const k of n.children) {
    if (k.type === 'else') inElse = true;
    if (k === cond || !k.named || always) walk(w, k, region, guards);
    else walk(w, k, region, [...guards, `${inElse ? 'else' : kw}(${c})`]);
  }
};

/** `for (x in xs)`: the body is guarded by its header. */
const forLoop: Walker = (w, n, region, guards) => {
  const kids = named(n);
  const body = kids[kids.length - 1];
  const header = kids
    .slice(0, -1)
    .map((k) => normalize(k, w.scope))
    .join(' in ');
  const always = nonEmptyLiteral(kids[kids.length - 2]) || pollsUntilHeldOrFails(n);
  for (const k of n.children) {
    if (k === body && !always) walk(w, k, region, [...guards, `for(${header})`]);
    else walk(w, k, region, guards);
  }
};

/** A `when` branch: guarded by the subject and the branch's condition. */
const whenEntry: Walker = (w, n, region, guards) => {
  const { scope } = w;
  const kids = named(n);
  const body = kids[kids.length - 1];
  const cond = n.children.some((k) => k.type === 'else')
    ? 'else'
    : kids
        .slice(0, -1)
        .map((k) => normalize(k, scope))
        .join(',');
  const subject = n.parent ? n.parent.children.find((k) => k.type === 'when_subject') : undefined;
  for (const k of n.children) {
    if (k === body) walk(w, k, region, [...guards, `when(${subject ? normalize(subject, scope) : ''}:${cond})`]);
    else walk(w, k, region, guards);
  }
};

/** `try { … } catch (e: T) { … }`: a catch that swallows failures makes the block a swallow region. */
const tryCatch: Walker = (w, n, region, guards) => {
  const expected = failingTry(n, (v) => normalize(v, w.scope));
  if (expected) return readFailingTry(w, n, expected, region, guards);
  const catches = n.children.filter((c) => c.type === 'catch_block');
  const block = n.children.find((c) => c.type === 'block');
  const swallowed = new Map<Syn, string[]>();
  for (const cb of catches) {
    const type = catchType(cb) ?? '';
    if (swallowingTypes.has(type) && !collectsFailure(cb, n)) swallowed.set(cb, swallowedFailures(cb, type));
  }
  const swallowing = catches.filter((cb) => swallowed.get(cb)?.length);
  let r = region;
  if (swallowing.length) {
    // a platform lookup with a constant fallback swallows no failure of the test's (library-lookups.ts)
    const strong =
      swallowing.some((cb) => swallowed.get(cb)!.some((t) => strongSwallowingTypes.has(t))) &&
      !platformLookup(block, catches);
    r = {
      kind: `catch(${swallowing.flatMap((cb) => swallowed.get(cb)!).join('|')})`,
      sig: '',
      line: n.line,
      text: compact(n),
      checks: [],
      strong,
      body: block ? normalize(block, w.scope) : '',
      retried: insideLoop(n),
    };
    w.raw.swallows.push(r);
  }
  if (block) walk(w, block, r, guards);
  if (r && r !== region) {
    const lastCheck = Math.max(...r.checks.map((c) => c.line));
    r.untilPasses = r.checks.length > 0 && pollsUntilPasses(n, block, lastCheck);
  }
  for (const c of n.children) {
    if (c === block || (c.type === 'catch_block' && onlyFails(c))) continue;
    const before = w.raw.checks.length;
    walk(w, c, region, guards);
    if (r && r !== region && swallowing.includes(c)) {
      r.catchChecks = [...(r.catchChecks ?? []), leavesEarly(c) ? [] : w.raw.checks.slice(before)];
    }
  }
};

/** A catch clause that can return or break before its end: a retry in it may never run. */
const leavesEarly = (cb: Syn) =>
  [...descendants(cb)].some(
    (d) => d.type === 'return_expression' || (d.type === 'jump_expression' && !text(d).startsWith('throw')),
  );

/**
 * `try { block; fail() } catch (e: T) { … }`: the expected-exception check (expected-exceptions.ts), its
 * block the subject as an `assertThrows` lambda is; each catch clause read with its parameter bound to the
 * caught exception, so its checks on `e.message` are those made on what `assertThrows` gives back.
 */
function readFailingTry(w: BodyWalk, n: Syn, expected: FailingTry, region: Region, guards: string[]): void {
  const check = guarded(expectedExceptionCheck(expected.thrown, compact(n), n.line), guards);
  w.raw.checks.push(check);
  region?.checks.push(check);
  for (const c of expected.catches) {
    if (!c.block) continue;
    const locals = new Map(w.scope.locals);
    if (c.param) locals.set(c.param, c.value);
    walk({ ...w, scope: { ...w.scope, locals } }, c.block, region, guards);
  }
  const rest = n.children.filter((c) => c.type !== 'block' && c.type !== 'catch_block');
  for (const c of rest) walk(w, c, region, guards);
}

const walkers = new Map<string, Walker>([
  ['if_expression', conditional],
  ['while_statement', conditional],
  ['do_while_statement', conditional],
  ['for_statement', forLoop],
  ['when_entry', whenEntry],
  ['try_expression', tryCatch],
]);

/**
 * A generic call (`assertFailsWith<T> { }`) or a call chain, read into checks; true when the walk
 * stops here (the arguments of an assertion are what it checks, not checks of their own).
 */
function readCalls(w: BodyWalk, n: Syn, region: Region, guards: string[]): boolean {
  const { raw } = w;
  const scoped = scopeFunctionCall(n, w.scope);
  if (scoped) {
    // the block is read as calls on the finder; the finder alone is no check of its own
    const receiverChecks = readChain(scoped.receiver, w.scope, w.helpers).checks;
    if (scoped.checks)
      for (const c0 of receiverChecks) {
        const c = guarded(c0, guards);
        raw.checks.push(c);
        region?.checks.push(c);
      }
    else if (receiverChecks.some((c) => c.asserting)) walk(w, scoped.receiver, region, guards);
    walk({ ...w, scope: scoped.scope }, scoped.block, region, guards);
    return true;
  }
  const generic0 = readGenericCall(n, w.scope) ?? kotestCheck(n, w.scope);
  if (generic0) {
    const generic = guarded(generic0, guards);
    raw.checks.push(generic);
    region?.checks.push(generic);
    return true;
  }
  const chainType = n.type === 'call_expression' || n.type === 'navigation_expression' || n.type === 'index_expression';
  if (!chainType || !isChainTop(n)) return false;
  const reading = readChain(n, w.scope, w.helpers);
  for (const c0 of reading.checks) {
    const c = guarded(c0, guards);
    raw.checks.push(c);
    region?.checks.push(c);
  }
  if (reading.assume) raw.assumes.push(reading.assume);
  // an Espresso ViewAssertion written as a lambda (`check { view, e -> assertThat(…) }`) checks what its body checks
  if (reading.checks.some((c) => c.family === 'espresso' && c.op === 'check'))
    for (const lambda of descendants(n, (d) => d.type === 'lambda_literal'))
      if (lambda.type === 'lambda_literal') walk(w, lambda, region, guards);
  if (reading.helperCall) raw.helperCalls.push({ ...reading.helperCall, scope: w.scope, region, guards });
  if (reading.runCatching) {
    const r: SwallowRegion = {
      kind: 'runCatching',
      sig: '',
      line: n.line,
      text: compact(n),
      checks: [],
      retried: insideLoop(n),
    };
    raw.swallows.push(r);
    walk(w, reading.runCatching, r, guards);
    return true;
  }
  return reading.checks.some((c) => c.asserting);
}
