import type { AppInventory, Body, Site } from '../inventory/app.js';
import type { BuildSetting } from '../inventory/build.js';
import type { ConstantTable } from '../kotlin/values.js';
import { withOverloadsPaired } from './overload-shifts.js';
import type { RuleRefusal } from './refusal.js';

type GrepTests = (needles: string[]) => Promise<Set<string>>;
/** The texts of the named string resources, every definition of each (git.ts `stringResourceTexts`). */
type ResourceTexts = (names: string[]) => Promise<Map<string, Set<string>>>;
/** A stubbed body, with the string resource its base counterpart's whole value read, if it did. */
type Stub = RuleRefusal & { resource?: string; literal?: string; pastUse?: string };
/** Whether code other than a member's own declaration names it, on the base (change.ts). */
type NamedElsewhere = (name: string, file: string) => Promise<boolean>;

function minus<T>(head: T[], base: T[], key: (t: T) => string): T[] {
  const counts = new Map<string, number>();
  for (const b of base) counts.set(key(b), (counts.get(key(b)) ?? 0) + 1);
  return head.filter((h) => {
    const n = counts.get(key(h)) ?? 0;
    if (n > 0) counts.set(key(h), n - 1);
    return n === 0;
  });
}

/**
 * How a tag value appears in test code: the quoted literal, or its prefix up to the first template
 * hole — or up to the `+` of a literal joined with more (`"row_" + id` reads like `"row_${id}"`).
 * Any other expression (`"save".uppercase()`, a parameter) cannot be looked up.
 */
function tagNeedle(value: string): string | undefined {
  const m = /^("(?:[^"\\]|\\.)*")(\+.*)?$/.exec(value);
  if (!m) return undefined;
  const inner = (JSON.parse(m[1]!) as string).split('${}')[0]!;
  if (!inner) return undefined;
  return m[2] || value.includes('${}') ? `"${inner}` : `"${inner}"`;
}

/** Compose's own layouts and widgets: a tag moved onto one of these sits on another node. */
const standardComposables = new Set([
  'Row',
  'Column',
  'Box',
  'BoxWithConstraints',
  'Surface',
  'Card',
  'ElevatedCard',
  'OutlinedCard',
  'Scaffold',
  'LazyColumn',
  'LazyRow',
  'LazyVerticalGrid',
  'FlowRow',
  'FlowColumn',
  'ConstraintLayout',
  'ListItem',
  'TopAppBar',
  'CenterAlignedTopAppBar',
  'NavigationBar',
  'Text',
  'BasicText',
  'Button',
  'TextButton',
  'OutlinedButton',
  'ElevatedButton',
  'FilledTonalButton',
  'IconButton',
  'FloatingActionButton',
  'ExtendedFloatingActionButton',
  'TextField',
  'OutlinedTextField',
  'BasicTextField',
  'Switch',
  'Checkbox',
  'RadioButton',
  'Slider',
  'Icon',
  'Image',
  'AsyncImage',
  'Spacer',
  'Divider',
  'HorizontalDivider',
  'CircularProgressIndicator',
  'LinearProgressIndicator',
  'DropdownMenu',
  'DropdownMenuItem',
  'AlertDialog',
  'Dialog',
  'Tab',
  'TabRow',
  'NavigationBarItem',
  'SnackbarHost',
  'Snackbar',
  '?',
]);

/** tag-removed, handler-stubbed, test-detection over the changed app files. */
export async function compareApp(
  base: AppInventory,
  head: AppInventory,
  grepTests: GrepTests,
  grepApp: GrepTests,
  resourceTexts?: ResourceTexts,
  namedElsewhere?: NamedElsewhere,
): Promise<RuleRefusal[]> {
  const out = await tagRefusals(base, head, grepTests);
  const stubs = await withoutUncallable(stubbedBodies(base, head), namedElsewhere);
  out.push(...(await withoutInlinedResources(stubs, resourceTexts)));
  out.push(...(await specialCasing(base, head, grepTests, grepApp)));
  for (const d of minus<Site>(head.detections, base.detections, (s) => s.sig)) {
    out.push({
      rule: 'test-detection',
      file: d.file,
      line: d.line,
      verb: `app code now detects the test environment (${d.sig})`,
      what: d.text,
    });
  }
  return out;
}

/** Tags that tests use removed or moved to another node, and semantics that claim what a test looks for. */
async function tagRefusals(base: AppInventory, head: AppInventory, grepTests: GrepTests): Promise<RuleRefusal[]> {
  const out: RuleRefusal[] = [];
  // tags that tests use, gone from app code (multisets over all changed files: moving a tag is fine)
  // a tag counts with the node it is on: moving it within the node's modifiers is fine, to another node is not
  const goneTags = minus(base.tags, head.tags, (t) => `${t.value}@${t.owner}`);
  const spoofs = minus(head.spoofs, base.spoofs, (s) => s.sig);
  const needles = new Set<string>();
  for (const t of goneTags) {
    const n = tagNeedle(t.value);
    if (n) needles.add(n);
    if (t.symbol) needles.add(t.symbol.split('.').pop()!);
  }
  for (const s of spoofs) for (const l of s.needles) needles.add(l);
  const used = needles.size ? await grepTests([...needles]) : new Set<string>();
  // `git grep -o` reports a needle only where no longer one matches (`"row_1"`, not the `"row_` of
  // `"row_${}"`): a needle is used when any reported match starts with it
  const usedBy = (n: string | undefined) => n !== undefined && [...used].some((u) => u.startsWith(n));
  for (const t of goneTags) {
    const symbol = t.symbol?.split('.').pop();
    if (usedBy(tagNeedle(t.value)) || (symbol && used.has(symbol))) {
      const moved = head.tags.find((x) => x.value === t.value);
      // handing the tagged modifier to a composable of the app's own may just be an extraction that keeps the node
      if (moved && !standardComposables.has(moved.owner)) continue;
      out.push({
        rule: 'tag-removed',
        file: moved?.file ?? t.file,
        line: moved?.line ?? t.line,
        verb: moved
          ? `moved a test tag that tests use from ${t.owner} to ${moved.owner}`
          : 'removed a test tag that tests use',
        what: `${t.value}${t.symbol ? ` (${t.symbol})` : ''} in ${t.text}`,
      });
    }
  }
  for (const s of spoofs) {
    const hit = s.needles.find((l) => used.has(l));
    if (hit !== undefined)
      out.push({
        rule: 'tag-removed',
        file: s.file,
        line: s.line,
        verb: 'added semantics that claim what a test looks for',
        what: `${s.text} (${hit} appears in the tests)`,
      });
  }
  return out;
}

/**
 * Bodies that did work in base and are trivial in head. Lambdas are keyed by where they are passed
 * (`Screen>Button.onClick#n`); a lambda added before another shifts n, so compare per key without n:
 * refuse when that key lost a working body and gained a trivial one.
 */
function stubbedBodies(base: AppInventory, head: AppInventory): Stub[] {
  const out: Stub[] = [];
  const callSite = (key: string) => key.replace(/#\d+$/, '');
  const group = (bodies: Body[]) => {
    const g = new Map<string, Body[]>();
    for (const b of bodies) {
      const list = g.get(callSite(b.key));
      if (list) list.push(b);
      else g.set(callSite(b.key), [b]);
    }
    return g;
  };
  const baseGroups = group(base.bodies);
  // overloads whose arities the change shifted are compared with the ones they were (overload-shifts.ts)
  for (const [k, hs] of group(withOverloadsPaired(base.bodies, head.bodies))) {
    const bs = baseGroups.get(k);
    if (!bs) continue;
    // a fake, stub or no-op implementation (a fake-data flavour, a test double in main) is meant to be trivial
    // (the owner, the key's first segment, named Fake…/Stub…/Mock…/Dummy…/NoOp… or …Fake/…Stub)
    if (/^(?:(?:Fake|Stub|Mock|Dummy|NoOp|Noop)\w*|\w*(?:Fake|Stub))\./.test(k)) continue;
    const working = (xs: Body[]) => xs.filter((x) => !x.trivial).length;
    const trivial = (xs: Body[]) => xs.filter((x) => x.trivial).length;
    // as many as the key both lost working bodies and gained trivial ones (none if either did not happen)
    const count = Math.min(working(bs) - working(hs), trivial(hs) - trivial(bs));
    // the trivial head bodies whose base counterpart at the same position did work (or is missing)
    // a collection literal of sample data rewritten as another (`listOf(object : Contact() {…})` →
    // `listOf(Contact(…))`) was never behaviour under test
    // a constant of the file returned by name, inlined as its literal (`return MIME;` → `return "text/xml";`), is no stub
    const inlined = (h: Body, b: Body | undefined) => b?.returns !== undefined && h.trivial === `constant ${b.returns}`;
    const stubbed = hs
      .filter((h, i) => h.trivial && !bs[i]?.trivial && !bs[i]?.data && !inlined(h, bs[i]))
      .slice(0, Math.max(count, 0));
    for (const hb of stubbed) {
      const literal = /^constant "([^"\\$]*)"$/.exec(hb.trivial!)?.[1];
      const resource = bs[hs.indexOf(hb)]?.resource;
      out.push({
        ...(resource && literal !== undefined ? { resource, literal } : {}),
        ...(hb.deprecatedPastUse ? { pastUse: hb.key.replace(/\/.*$/, '').split('.').pop()! } : {}),
        rule: 'handler-stubbed',
        file: hb.file,
        line: hb.line,
        verb: `made a body trivial (${hb.trivial})`,
        what: `${callSite(hb.key).replace(/\/\d+/g, '')}: ${hb.text}`,
      });
    }
  }
  return out;
}

/**
 * A function deprecated at level ERROR or HIDDEN that no code but its declaration names (readium/kotlin-toolkit
 * 374c9c35bd: `= metadata.effectiveReadingProgression` → `= throw NotImplementedError()` on the way to its removal):
 * Kotlin code cannot call it without suppressing the error, so no test exercised it, directly or through the app.
 * Named anywhere else — a Java caller, a suppressed call, a test — its body still counts.
 */
async function withoutUncallable(stubs: Stub[], namedElsewhere: NamedElsewhere | undefined): Promise<Stub[]> {
  if (!namedElsewhere || !stubs.some((s) => s.pastUse)) return stubs;
  const called = await Promise.all(stubs.map((s) => (s.pastUse ? namedElsewhere(s.pastUse, s.file) : true)));
  return stubs.filter((_, i) => called[i]);
}

/**
 * A resource read inlined as the text it resolved to is the same value: `app.getString(R.string.task_key)` →
 * `"taskKey"` where every definition of `task_key` on the base is `taskKey` (the resource is often removed by the same
 * change). Another text, a resource with other texts in other locales, a template or escape in the literal: stubbed.
 */
async function withoutInlinedResources(
  stubs: Stub[],
  resourceTexts: ResourceTexts | undefined,
): Promise<RuleRefusal[]> {
  const names = [...new Set(stubs.flatMap((s) => (s.resource ? [s.resource] : [])))];
  const texts = names.length && resourceTexts ? await resourceTexts(names) : new Map<string, Set<string>>();
  const same = (s: Stub) => {
    const t = s.resource ? texts.get(s.resource) : undefined;
    return !!t && t.size === 1 && t.has(s.literal!);
  };
  return stubs.filter((s) => !same(s)).map(({ resource: _r, literal: _l, pastUse: _p, ...r }) => r);
}

/**
 * Special-casing: app code newly comparing a value with a literal that only the tests use (an input
 * or expected value of a test, unknown to the app before).
 */
async function specialCasing(
  base: AppInventory,
  head: AppInventory,
  grepTests: GrepTests,
  grepApp: GrepTests,
): Promise<RuleRefusal[]> {
  const out: RuleRefusal[] = [];
  // (a grep for no needles answers at once, without running git)
  // a Java case label cancels its comparison on the other side, and is never new special-casing itself
  const newComparisons = minus(head.comparisons, base.comparisons, (c) => c.sig).filter((c) => !c.javaCase);
  const quoted = [...new Set(newComparisons.map((c) => JSON.stringify(c.literal)))];
  const [inTests, inApp] = await Promise.all([grepTests(quoted), grepApp(quoted)]);
  for (const c of newComparisons) {
    const q = JSON.stringify(c.literal);
    if (inTests.has(q) && !inApp.has(q)) {
      out.push({
        rule: 'test-detection',
        file: c.file,
        line: c.line,
        verb: `app code now special-cases ${q}, a value only the tests use`,
        what: c.text,
      });
    }
  }
  return out;
}

/** Runner arguments that change how tests run but never which tests run or whether they pass. */
const harmlessArgument =
  /\b(clearPackageData|useTestStorageService|disableAnalytics|coverage|coverageFilePath|listener|timeout_msec)\b/;
const selectingArgument = new RegExp(
  `\\b(${[
    'class|notClass|package|notPackage|annotation|notAnnotation|size|filter',
    'numShards|shardIndex|tests_regex|testFile|notTestFile',
    'exclude\\w*|include\\w*|ignoreFailures|isIgnoreFailures|roborazzi',
  ].join('|')})\\b`,
);

/**
 * A setting that makes every failure count (`ignoreFailures = false`, `failOnNoMatchingTests = true`, Gradle's defaults
 * written out, on a test task or a static-analysis one): set, moved or added, it filters nothing.
 */
const countsEveryFailure = /(?:^|\.)(?:(?:is)?[iI]gnoreFailures=?false|(?:is)?[fF]ailOnNoMatchingTests=?true)$/;

/** The test runner a module uses (`testInstrumentationRunner = …`, Groovy without `=`), not its arguments. */
const runnerChoice = /^(?:[\w.]+\.)?testInstrumentationRunner\s*=?\s*("[^"]*")$/;
/**
 * The stock runners, AndroidX's and the Support Library's before it: choosing one filters nothing (a custom runner may,
 * so switching to one is refused).
 */
const stockRunners = new Set([
  '"androidx.test.runner.AndroidJUnitRunner"',
  '"android.support.test.runner.AndroidJUnitRunner"',
]);

/**
 * Two runner names of one class moved between packages: the simple name and the package's first segment
 * (the library's or the project's root) kept, only the path between changed. A runner of another root or
 * another name is another runner.
 */
function sameRunnerMoved(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after || before === after) return false;
  const parts = (q: string) => q.slice(1, -1).split('.');
  const [b, a] = [parts(before), parts(after)];
  return b.length > 1 && a.length > 1 && b[0] === a[0] && b.at(-1) === a.at(-1);
}

/**
 * runner-filtered: a runner argument or test filter added or changed (removing one runs more tests,
 * which is fine). A setting is matched in its own file first, so an unchanged line is never reported
 * for another file's new one; the runner chosen by a build file the change adds (a new module) and
 * the stock runner change no existing config, nor does a runner that only chooses the Application.
 */
export function compareBuild(
  base: BuildSetting[],
  head: BuildSetting[],
  added: ReadonlySet<string> = new Set(),
  appRunners: ReadonlySet<string> = new Set(),
): RuleRefusal[] {
  const harmless = (s: BuildSetting) =>
    (harmlessArgument.test(s.sig) && !selectingArgument.test(s.sig)) ||
    countsEveryFailure.test(s.sig.replace(/\s+/g, ''));
  const runner = (s: BuildSetting) => runnerChoice.exec(s.sig.replace(/\s+/g, ' '))?.[1];
  const inFile = minus(head, base, (s) => `${s.file}\u0000${s.sig}`);
  const leftInBase = minus(base, head, (s) => `${s.file}\u0000${s.sig}`);
  // the same runner class moved to another package of its library or project (`x.Runner` → `x.junit4.Runner`)
  const relocated = (s: BuildSetting) =>
    leftInBase.some((b) => b.file === s.file && sameRunnerMoved(runner(b), runner(s)));
  // then a setting moved to another file (a module renamed) is no new one
  return (
    minus(inFile, leftInBase, (s) => s.sig)
      .filter((s) => !harmless(s))
      .filter((s) => runner(s) === undefined || (!stockRunners.has(runner(s)!) && !added.has(s.file) && !relocated(s)))
      // a runner the change declares that only chooses the Application (rules/app-runner.ts)
      .filter((s) => !appRunners.has(runner(s)?.slice(1, -1) ?? ''))
      .map((s) => ({
        rule: 'runner-filtered' as const,
        file: s.file,
        line: s.line,
        verb: 'changed which tests run or how they count',
        what: s.text,
      }))
  );
}

/**
 * A constant's value changed in app or shared code while tests use it: the finder reads the same
 * in the diff but now looks for something else. In review, not when the head app reads the constant
 * itself beyond its declaration (`mentionsInApp`: two mentions or more): then what the app shows or
 * returns moves with what the test expects — an intended change of the app's text, not a retarget.
 */
export async function compareConstants(
  base: ConstantTable,
  head: ConstantTable,
  grepTests: GrepTests,
  mentionsInApp?: (names: string[]) => Promise<Map<string, number>>,
): Promise<RuleRefusal[]> {
  const changed: Array<[string, string, string]> = [];
  for (const [name, v] of base.entries()) {
    // identifiers (tags, texts, descriptions) are strings; a changed limit or count is app logic
    if (name.includes('.') || !v.startsWith('"')) continue;
    const w = head.get(name);
    if (w !== undefined && w !== v) changed.push([name, v, w]);
  }
  const used = await grepTests(changed.map(([n]) => n));
  const inTests = changed.filter(([n]) => used.has(n));
  const inApp = mentionsInApp && inTests.length ? await mentionsInApp(inTests.map(([n]) => n)) : new Map();
  return inTests
    .filter(([n]) => (inApp.get(n) ?? 0) < 2)
    .map(([n, v, w]) => ({
      rule: 'finder-retargeted' as const,
      // every name with a value in the head table was declared there (addFile records both)
      ...head.locations.get(n)!,
      verb: 'changed the value of a constant that tests use',
      what: `${n}: ${v} → ${w}`,
    }));
}
