/**
 * guardChange and its types. Nothing this module imports loads zod (~50 ms at start-up) unless
 * the base revision has a droidheal.json; index.ts adds the schemas for library users.
 */
import path from 'node:path';
import type { z } from 'zod';
import { UsageError } from '../errors.js';
import { type Acknowledgement, acknowledgeable, acknowledgements, applyAcknowledgements } from './acknowledge.js';
import { removedFromApiDumps } from './api-dumps.js';
import {
  changedReach,
  changedWords,
  droppableItems,
  resourceTextChanges,
  retypedClasses,
  stringReferenceLines,
  textFacts,
} from './app-facts.js';
import { appendedParameters, declaredOnBoth, truncatedOf } from './appended-parameters.js';
import { callbackTakers } from './callback-takers.js';
import { collectionCounts } from './collection-counts.js';
import {
  asComposeResource,
  composeResourceMoves,
  composeResourceNames,
  composeStringsTree,
  readAsComposeResources,
} from './compose-resources.js';
import {
  constructorsGainingNames,
  filledConstructors,
  gainedNamedArgumentReads,
  grownConstructors,
} from './constructor-fills.js';
import { convertedAccessors, readThroughProperties } from './converted-accessors.js';
import { declaredSupertypes } from './declared-supertypes.js';
import { readThroughFieldGetters, removedDelegatingGetters } from './delegating-getters.js';
import { derivedMembers } from './derived-getters.js';
import { removedEnumEntries } from './enum-entries.js';
import {
  BlobReader,
  type ChangedFile,
  changedFiles,
  commitMessages,
  grepFixed,
  grepOccurrences,
  parentOf,
  readFiles,
  resolveRepo,
  type Side,
  stringResourcesShown,
  stringResourceTexts,
  tagConstants,
} from './git.js';
import { grownCallReads, grownFunctions } from './grown-calls.js';
import { idRenames } from './id-renames.js';
import { importedTypeRenames } from './imported-renames.js';
import type { AppInventory } from './inventory/app.js';
import type { BuildSetting } from './inventory/build.js';
import type { TestUnit } from './inventory/tests.js';
import { invokeMemberReads, invokesMadeMembers } from './invokes-made-members.js';
import { readThroughRecordAccessors, recordAccessors } from './java-records.js';
import { removedJavaMembers } from './java-removed.js';
import { ChangeParses, warmUpKotlinParser } from './kotlin/syntax.js';
import { calledTypes, madeObjects } from './made-objects.js';
import { movedStatics, readThroughNewOwners } from './moved-statics.js';
import { neverRunClasses } from './never-run-classes.js';
import { parameterisedRuns } from './parameterised-tests.js';
import { appPathspecs, isAppResourceXml, isCiFile, pathKind, testPathspecs } from './paths.js';
import {
  functionsMadeProperties,
  propertiesMadeFunctions,
  readAsProperties,
  readThroughFunctions,
} from './properties-made-functions.js';
import { simpleQualifiedNames } from './qualified-names.js';
import { accessorsBefore, receiverAccessorClasses } from './receiver-classes.js';
import { reportedRefusals } from './refusals.js';
import { removedStrings } from './removed-strings.js';
import { type RenameOwners, renameOwners } from './rename-receivers.js';
import {
  apiMigration,
  applyRenames,
  inFileRenames,
  keptAppNames,
  lineEvidence,
  literalsToResources,
  oneWordApart,
  removedAppMembers,
  stringRenames,
  stringResourceNames,
  symbolRenames,
  testIdentityNames,
  testNames,
} from './renames.js';
import { requiredConstructorNames } from './required-arguments.js';
import type { GuardFindingSchema, GuardRefusalSchema, GuardResultSchema } from './result.js';
import { compareApp, compareBuild, compareConstants } from './rules/app.js';
import { applicationRunners } from './rules/app-runner.js';
import { fileDeclaredClasses, membersRemovedByClass } from './rules/class-removed-members.js';
import { deletedSubjectCandidates } from './rules/deleted-subject.js';
import { flagEnumFacts } from './rules/flag-entries.js';
import { heldProperties } from './rules/held-properties.js';
import { checkedType } from './rules/narrowed-types.js';
import { parametersMadeNonNull } from './rules/non-null-parameters.js';
import { booleansMadeUnit } from './rules/notified-flags.js';
import type { RuleRefusal } from './rules/refusal.js';
import { declaredClasses, removedActionCandidates, wiredInApp } from './rules/removed-action.js';
import { removedParameterStandIns } from './rules/removed-branch.js';
import { propertiesOfRemovedTypes } from './rules/removed-collaborators.js';
import { booleansMadeResults } from './rules/result-values.js';
import { splitProperties } from './rules/split-properties.js';
import { appResourceUse, resourceName, stringResourceSwaps, swappedResources } from './rules/string-resources.js';
import { type ApiMigration, compareTestUnits, sizeChanged } from './rules/tests.js';
import {
  caughtUpWithApp,
  checkedResources,
  checkedTexts,
  type DropItem,
  namedItemsOf,
  type ResourcesShown,
} from './rules/with-app-change.js';
import { confidenceRefusal, readGuardConfig, scopeRefusals, testModuleScopeRefusals } from './scope.js';
import { appSdkLevels, testGateLevels } from './sdk-gates.js';
import { localsMadeSetUpProperties } from './setup-properties.js';
import { shrunkCallReads, shrunkFunctions } from './shrunk-calls.js';
import {
  type Extras,
  loadSide,
  type ParseFile,
  projectExtras,
  reparsedSide,
  type SideFiles,
  sideInventory,
} from './sides.js';
import { sharedSourceSets } from './source-sets-shared.js';
import { starImportReadings } from './star-imports.js';
import { readAsExtensions, staticsMadeExtensions } from './statics-made-extensions.js';
import {
  foldedStreams,
  functionsMadeStreams,
  membersMadeStreams,
  readAsStreams,
  readCallsAsStreams,
} from './stream-reads.js';
import {
  deletedAppFileNames,
  deletedFileFunctions,
  testsDeletedWithAction,
  testsDeletedWithSubject,
  testsOfRemovedModules,
  withoutTagsGoneWithTests,
} from './subject-facts.js';
import { classSupertypes } from './supertypes.js';
import { swappedCalls } from './swapped-members.js';
import { syntheticViewReads } from './synthetic-views.js';
import { type KindOf, kindsWith, testModuleRoots } from './test-modules.js';
import { selectsTestsBySize } from './test-sizes.js';
import { timing } from './timing.js';
import { uiScenarioRefusals } from './ui-scenarios.js';
import { deletedUncompiledTests } from './uncompiled-tests.js';
import { unchangedDeclarations } from './uncompiled-verifies.js';
import { unreadRefusals } from './unread.js';
import { namedBeyondDeclaration, unreferencedClasses } from './unreferenced-names.js';
import { removedViewIds } from './view-ids.js';

export type GuardPolicy = 'review' | 'heal';

/** A refusal: its one shape is `GuardRefusalSchema` (src/config/guard.ts), shared with the report and heal. */
export type GuardRefusal = z.infer<typeof GuardRefusalSchema>;

/** `{ allowed, refusals, checkedFiles, acknowledged? }`: `GuardResultSchema`. */
export type GuardResult = z.infer<typeof GuardResultSchema>;

/** What the fixer was asked to satisfy: `{ tests?: [{ class, method }], file?, line?, assertion? }`. */
export type GuardFinding = z.infer<typeof GuardFindingSchema>;

export interface GuardChangeOptions {
  repo: string;
  base: string;
  /** default: the working tree */
  head?: string;
  /** default 'review' (semantic rules); 'heal' adds the write scope and the confidence floor */
  policy?: GuardPolicy;
  finding?: GuardFinding;
  /** fixer-reported confidence (heal policy); null: a fixer that reported none, refused as below the floor */
  confidence?: number | null;
  /** overrides the base config's confidence floor (`droidheal heal --confidence-floor`) */
  confidenceFloor?: number;
}

/**
 * Compare a change (base → head, or base → working tree) semantically and refuse every edit that
 * weakens a check (docs/architecture.md, "Guard"). The guard's config is read from the base revision.
 *
 * @example
 * const r = await guardChange({ repo: '.', base: 'main', head: 'fix/save', policy: 'heal', confidence: 0.9 });
 * if (!r.allowed) for (const x of r.refusals) console.log(x.rule, `${x.file}:${x.line}`, x.detail);
 */
export async function guardChange(opts: GuardChangeOptions): Promise<GuardResult> {
  const policy = opts.policy ?? 'review';
  if (policy !== 'review' && policy !== 'heal')
    throw new UsageError(`unknown guard policy "${String(policy)}"`, 'use review or heal');
  const judged = await judgedChange(opts, policy);
  const { repo, base, head, checkedFiles } = judged;
  // people may acknowledge an intentional reduction in the commit that made it; fixers may not (acknowledge.ts)
  const review = policy === 'review' && head !== undefined;
  const ackable = review && judged.refusals.some((r) => acknowledgeable(r.rule));
  const acks = ackable ? acknowledgements(await commitMessages(repo, base, head)) : [];
  const own = await ownRefusals(repo, base, head, acks, judged.refusals);
  const { refusals, acknowledged } = review
    ? applyAcknowledgements(judged.refusals, acks, own)
    : { refusals: judged.refusals, acknowledged: [] };
  const result: GuardResult = { allowed: refusals.length === 0, refusals, checkedFiles };
  if (acknowledged.length) result.acknowledged = acknowledged;
  return result;
}

/**
 * The refusals each acknowledging commit makes on its own, judged against its first parent: an
 * acknowledgement covers only what its commit did. A change of one commit is its own judgement.
 */
async function ownRefusals(
  repo: string,
  base: string,
  head: string | undefined,
  acks: Acknowledgement[],
  all: GuardRefusal[],
): Promise<Map<string, GuardRefusal[]>> {
  const own = new Map<string, GuardRefusal[]>();
  const rules = new Set(all.map((r) => r.rule));
  const commits = [...new Set(acks.filter((a) => rules.has(a.rule)).map((a) => a.commit))];
  for (const c of commits) {
    if (c === head && (await parentOf(repo, c)) === base) own.set(c, all);
    else {
      const parent = await parentOf(repo, c);
      const r = parent ? await judgedChange({ repo, base: parent, head: c }, 'review') : undefined;
      own.set(c, r?.refusals ?? []);
    }
  }
  return own;
}

/** The change judged by every rule, before acknowledgements. */
async function judgedChange(opts: GuardChangeOptions, policy: GuardPolicy) {
  // between two commits the diff starts with the revision check, not after it (a failed one is not used)
  const early =
    opts.head !== undefined && ![opts.base, opts.head].some((r) => r.startsWith('-'))
      ? changedFiles(opts.repo, `${opts.base}^{commit}`, `${opts.head}^{commit}`).catch(() => undefined)
      : undefined;
  // one git cat-file for the whole run, from the start: it names the commits too (resolveRepo)
  const blobs = new BlobReader(opts.repo);
  try {
    const resolving = resolveRepo(opts.repo, opts.base, opts.head, blobs);
    // after git has started (a fork of a smaller process): the parser loads while git works
    warmUpKotlinParser();
    const { repo, base, head } = await resolving;
    return { repo, base, head, ...(await judge(opts, policy, repo, base, head, blobs, early)) };
  } finally {
    blobs.close();
  }
}

async function judge(
  opts: GuardChangeOptions,
  policy: GuardPolicy,
  repo: string,
  base: string,
  head: string | undefined,
  blobs: BlobReader,
  early: Promise<ChangedFile[] | undefined> | undefined,
): Promise<{ refusals: GuardRefusal[]; checkedFiles: number }> {
  const baseSide: Side = { repo, rev: base, blobs };
  const headSide: Side = { repo, rev: head, blobs };
  // run elsewhere than the top, the diff could list paths relative to there (diff.relative): ask again
  const fromTop = path.resolve(opts.repo) === repo;
  const [changes, config] = await Promise.all([
    early?.then((c) => (c && fromTop ? c : changedFiles(repo, base, head))) ?? changedFiles(repo, base, head),
    readGuardConfig(baseSide),
  ]);

  for (const c of changes) {
    if (c.basePath && c.baseBlob) blobs.know(base, c.basePath, c.baseBlob);
    if (head !== undefined && c.headPath && c.headBlob) blobs.know(head, c.headPath, c.headBlob);
  }
  timing.mark('change known');
  const raw: RuleRefusal[] = [];
  if (policy === 'heal') {
    const floor = opts.confidenceFloor ?? config.confidenceFloor;
    raw.push(
      ...scopeRefusals(changes, config),
      ...confidenceRefusal(opts.confidence, { ...config, confidenceFloor: floor }),
    );
  }

  // the tests a finding names keep their identity by name: the heal proof re-runs them by it
  const named = new Set(
    (opts.finding?.tests ?? []).map((t) => `${t.class.split(/[.$]/).pop()}.${t.method.replace(/\[.*$/, '')}`),
  );
  const { loadedBase, headFiles, baseFiles, kindOf } = await loadSides(changes, baseSide, headSide, policy, named);
  timing.mark('sides parsed');
  // known only now: a com.android.test module's sources are tests (test-modules.ts)
  if (policy === 'heal') raw.push(...testModuleScopeRefusals(changes, config, (p) => kindOf(p) !== pathKind(p), raw));
  const { b, h } = await inventories(baseFiles, headFiles, kindOf);
  timing.mark('inventories built');

  // code the grammar cannot read hides from every rule: changed unread code is refused (unread.ts)
  for (const c of changes) {
    const tree = c.headPath ? headFiles.trees.get(c.headPath) : undefined;
    if (tree)
      raw.push(...unreadRefusals(c.headPath!, tree, c.basePath ? baseFiles.trees.get(c.basePath) : undefined, kindOf));
  }

  const change = subjectsInput(changes, baseFiles.sources, headFiles.sources, kindOf);
  raw.push(...(await testUnitRefusals(policy, named, b, h, [baseSide, headSide], [loadedBase, headFiles], change)));
  const appRefused = await appRefusals(b.app, h.app, changes, loadedBase.sources, baseSide);
  raw.push(...(await withoutTagsGoneWithTests(appRefused, change.goneTexts, headSide)));
  const newFiles = new Set(changes.filter((c) => !c.basePath).map((c) => c.headPath!));
  raw.push(
    ...compareBuild(b.build, h.build.filter(notInAddedJob(changes)), newFiles, applicationRunners(headFiles.sources)),
  );
  // a tag is the contract with UI automation too (droidheal's ui checks find by tag value): never read as the app's text
  const mentionsInApp = async (names: string[]) => {
    const [counts, tags] = await Promise.all([
      grepOccurrences(headSide, names, ['*.java', ...appPathspecs]),
      tagConstants(headSide, names),
    ]);
    for (const t of tags) counts.delete(t);
    return counts;
  };
  raw.push(
    ...(await compareConstants(
      b.appConstants,
      h.appConstants,
      (needles: string[]) => grepFixed(baseSide, needles, testPathspecs),
      policy === 'review' ? mentionsInApp : undefined,
    )),
  );
  raw.push(...(await uiScenarioRefusals(changes, baseSide, headSide, policy)));
  raw.push(...(await resourceSwaps(changes, baseFiles, headFiles, raw, policy, kindOf)));

  return { refusals: reportedRefusals(raw, opts.finding), checkedFiles: changes.length };
}

/** The changed app code compared (rules/app.ts), with the base's tests, app code and string resources to ask. */
function appRefusals(
  base: AppInventory,
  head: AppInventory,
  changes: ChangedFile[],
  baseSources: Map<string, string>,
  baseSide: Side,
): Promise<RuleRefusal[]> {
  const grepTests = (needles: string[]) => grepFixed(baseSide, needles, testPathspecs);
  const grepApp = (needles: string[]) => grepFixed(baseSide, needles, appPathspecs);
  const baseOf = new Map(changes.flatMap((c) => (c.headPath && c.basePath ? [[c.headPath, c.basePath]] : [])));
  const namedElsewhere = async (name: string, file: string) => {
    const at = baseOf.get(file);
    return !at || namedBeyondDeclaration(name, at, baseSources.get(at), baseSide);
  };
  const resources = (n: string[]) => stringResourceTexts(baseSide, n);
  return compareApp(base, head, grepTests, grepApp, resources, namedElsewhere);
}

/**
 * The tests' checks compared (rules/tests.ts), with what the change did to the app (API migrations,
 * members removed, and — only when something is refused — the app facts that may excuse it).
 */
async function testUnitRefusals(
  policy: GuardPolicy,
  named: Set<string>,
  b: { tests: TestUnit[] },
  h: { tests: TestUnit[] },
  [baseSide, headSide]: [Side, Side],
  [loadedBase, headFiles]: [SideFiles, SideFiles],
  change: DeletedSubjectsInput,
): Promise<RuleRefusal[]> {
  const kotlinOf = (m: Map<string, string>) => new Map([...m].filter(([p]) => p.endsWith('.kt')));
  const { kindOf } = change;
  const isApp = (p: string) => kindOf(p) === 'app';
  const migration: ApiMigration = apiMigration(kotlinOf(loadedBase.sources), kotlinOf(headFiles.sources), isApp);
  migration.flagEnums = flagEnumFacts(loadedBase.sources, headFiles.sources, isApp);
  // streams folded into one state stream are read through it (review only: stream-reads.ts)
  if (policy === 'review') {
    migration.folded = foldedStreams(kotlinOf(loadedBase.sources), kotlinOf(headFiles.sources));
    // an old member kept as a getter of the new one is pinned through it (derived-getters.ts)
    migration.derived = derivedMembers(
      kotlinOf(loadedBase.sources),
      kotlinOf(headFiles.sources),
      isApp,
      migration.added,
    );
  }
  // review pairs renamed and moved tests by body and lets a test go with the member it tested; heal keeps names
  const deletedWith =
    policy === 'review'
      ? await membersGone(migration.removed, [loadedBase.sources, headFiles.sources], headSide, kindOf)
      : undefined;
  // a removed class's mock takes its verifications with it (review: rules/removed-collaborators.ts)
  if (deletedWith) migration.removedCollaborators = propertiesOfRemovedTypes(b.tests, h.tests, deletedWith);
  // a check passing null where the change made the parameter non-null cannot compile (review: rules/non-null-parameters.ts),
  // nor one reading a member removed from its receiver's class (rules/class-removed-members.ts)
  if (policy === 'review') {
    migration.madeNonNull = parametersMadeNonNull(...appKotlin(loadedBase.sources, headFiles.sources, isApp));
    // Kotlin and Java: a class converted or edited in either loses members the same way
    const codeOf = (m: Map<string, string>) =>
      new Map([...m].filter(([p]) => p.endsWith('.kt') || p.endsWith('.java')));
    migration.removedFromClasses = membersRemovedByClass(codeOf(loadedBase.sources), codeOf(headFiles.sources), isApp);
    migration.fileClasses = fileDeclaredClasses(loadedBase.sources, (p) => kindOf(p) === 'test');
  }
  const unitOptions = { byBody: policy === 'review', named, deletedWith };
  let unitRefusals = compareTestUnits(b.tests, h.tests, migration, unitOptions);
  // The app facts only excuse checks the plain comparison refuses (a dropped item pairs a check that found no
  // match; an intended change skips a refusal), so with nothing refused they cannot change the answer — and
  // their `git grep`s cost ~100 ms a run (npm run bench -- guard).
  if (unitRefusals.length > 0) {
    const [dropItem, appChange, viewIds, strings] = await Promise.all([
      expectationDrops(b.tests, h.tests, [baseSide, headSide], policy),
      policy === 'review'
        ? appChangeFacts(b.tests, h.tests, [baseSide, headSide], [loadedBase, headFiles], change)
        : undefined,
      policy === 'review' ? removedViewIds(change.changes, baseSide, headSide) : undefined,
      policy === 'review' ? removedStrings(change.changes, baseSide, headSide) : undefined,
    ]);
    const { sdkLevels, sharedSets, excused } = await excusedTests(policy, unitRefusals, {
      units: { b, h, deletedWith },
      sides: [baseSide, headSide],
      files: [loadedBase, headFiles],
      change,
    });
    const sets = [viewIds, strings, sdkLevels, sharedSets, ...Object.values(excused)];
    if (dropItem || appChange || sets.some((x) => x?.size))
      unitRefusals = compareTestUnits(
        b.tests,
        h.tests,
        { ...migration, dropItem, appChange, removedViewIds: viewIds, removedStrings: strings, sdkLevels, sharedSets },
        { ...unitOptions, ...excused },
      );
  }
  return withoutUnselectedSizes(unitRefusals, headSide);
}

/**
 * The facts that excuse a refused test's deletion or skip (review unless said): deleted with its class or the action
 * it drove, a class that never ran, names that stood for a removed parameter, a new class nothing else names (both);
 * and the SDK levels the app gates on and the source sets that share tests, which excuse a test's gate or move.
 */
async function excusedTests(
  policy: GuardPolicy,
  unitRefusals: RuleRefusal[],
  facts: {
    units: { b: { tests: TestUnit[] }; h: { tests: TestUnit[] }; deletedWith?: Set<string> };
    sides: [Side, Side];
    files: [SideFiles, SideFiles];
    change: DeletedSubjectsInput;
  },
) {
  const {
    units: { b, h, deletedWith },
    sides: [baseSide, headSide],
    files: [loadedBase, headFiles],
    change,
  } = facts;
  const sdkLevels = await sdkGatesOfApp(policy, unitRefusals, h.tests, headSide);
  const sharedSets =
    policy === 'review'
      ? await sharedSourceSets(headSide, sourceSetMoves(unitRefusals, [b, h]), change.changes)
      : undefined;
  const { deletedWithClass, deletedWithAction } =
    policy === 'review' && unitRefusals.some((r) => r.rule === 'test-suppressed')
      ? await excusedDeletions(b.tests, h.tests, deletedWith, [baseSide, headSide, headFiles.sources], change)
      : {};
  const neverRun = await neverRunClasses(b.tests, loadedBase.sources, baseSide);
  const standIns = parameterStandIns(policy, unitRefusals, [loadedBase.sources, headFiles.sources], change.kindOf);
  const unreferenced = await unreferencedClasses(skippingHelpers(unitRefusals, h.tests), headFiles.sources, headSide);
  return { sdkLevels, sharedSets, excused: { deletedWithClass, deletedWithAction, neverRun, standIns, unreferenced } };
}

/** The head helpers (not tests) a refusal for an added skip or swallow points into: their classes are asked about. */
function skippingHelpers(refusals: RuleRefusal[], headTests: TestUnit[]): TestUnit[] {
  const at = new Set(
    refusals
      .filter((r) => r.test === undefined && (r.rule === 'error-swallowed' || r.rule === 'test-suppressed'))
      .map((r) => r.file),
  );
  return at.size ? headTests.filter((u) => !u.isTest && at.has(u.file)) : [];
}

/**
 * Review, with a test refused as deleted: the names each changed base test file passed for a parameter the change
 * removed from an app function or constructor (shrunk-calls.ts): they stood for what went (rules/removed-branch.ts).
 */
function parameterStandIns(
  policy: GuardPolicy,
  refusals: RuleRefusal[],
  [base, head]: [Map<string, string>, Map<string, string>],
  kindOf: KindOf,
): Map<string, Set<string>> | undefined {
  if (policy !== 'review' || !refusals.some((r) => r.rule === 'test-suppressed')) return undefined;
  const of = (m: Map<string, string>, kind: string) =>
    new Map([...m].filter(([p]) => p.endsWith('.kt') && kindOf(p) === kind));
  const shrunk = shrunkFunctions(of(base, 'app'), of(head, 'app'));
  return shrunk.size ? removedParameterStandIns(of(base, 'test'), shrunk) : undefined;
}

/**
 * The moves across source sets the test rules refused, as `[head file, from, to]`: a refused test's head unit and
 * the base unit of its name (the set it left).
 */
function sourceSetMoves(refusals: RuleRefusal[], sides: { tests: TestUnit[] }[]): Array<[string, string, string]> {
  const [base, head] = sides.map((s) => s.tests) as [TestUnit[], TestUnit[]];
  const out: Array<[string, string, string]> = [];
  for (const r of refusals) {
    if (r.rule !== 'test-suppressed' || !r.verb.startsWith('moved the test from ') || !r.test) continue;
    const h = head.find((u) => u.file === r.file && u.line === r.line);
    const from = r.verb.slice('moved the test from '.length).split(' to ')[0];
    if (h && from && base.some((u) => u.sourceSet === from)) out.push([h.file, from, h.sourceSet]);
  }
  return out;
}

/** The Kotlin app sources of the change's two sides. */
function appKotlin(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): [string[], string[]] {
  const app = (m: Map<string, string>) => [...m].filter(([p]) => p.endsWith('.kt') && isApp(p)).map(([, s]) => s);
  return [app(base), app(head)];
}

/**
 * App members the change removed that a deleted test may have gone with (review only): Kotlin declarations
 * (`apiMigration`), Java members (java-removed.ts) and enum entries no head app source names (enum-entries.ts),
 * but names the test files declare themselves.
 */
async function membersGone(
  removedKotlin: ReadonlySet<string>,
  [base, head]: [Map<string, string>, Map<string, string>],
  headSide: Side,
  kindOf: KindOf,
): Promise<Set<string>> {
  const kotlinOf = (m: Map<string, string>) => new Map([...m].filter(([p]) => p.endsWith('.kt')));
  const isApp = (p: string) => kindOf(p) === 'app';
  const removed = new Set([
    ...removedKotlin,
    ...removedJavaMembers(base, head, isApp),
    ...(await removedEnumEntries(base, head, isApp, headSide)),
  ]);
  return removedAppMembers(kotlinOf(base), kotlinOf(head), (p) => kindOf(p) === 'test', removed);
}

/** A size annotation changed where nothing selects tests by size leaves every test running: no suppression (test-sizes.ts). */
async function withoutUnselectedSizes(refusals: RuleRefusal[], head: Side): Promise<RuleRefusal[]> {
  const sized = (r: RuleRefusal) => r.rule === 'test-suppressed' && r.verb === sizeChanged;
  if (!refusals.some(sized) || (await selectsTestsBySize(head))) return refusals;
  return refusals.filter((r) => !sized(r));
}

/** Review only: the levels the head tests gate on (SDK assumptions, `@SdkSuppress`) that the head app branches on too. */
async function sdkGatesOfApp(
  policy: GuardPolicy,
  refusals: RuleRefusal[],
  tests: TestUnit[],
  head: Side,
): Promise<Set<number> | undefined> {
  if (policy !== 'review' || !refusals.some((r) => r.rule === 'test-suppressed')) return undefined;
  const levels = testGateLevels(tests);
  return levels.size ? await appSdkLevels(head, levels) : undefined;
}

/**
 * Review only: tests of a deleted test class whose subject (the class or composable it is named after) the
 * change removed from the whole app (rules/deleted-subject.ts, subject-facts.ts). Sources are the base with
 * the change's renames applied: a subject renamed is no longer named by its test, so it is not gone.
 */
async function classesDeletedWithSubject(
  base: TestUnit[],
  head: TestUnit[],
  removed: ReadonlySet<string> | undefined,
  headSide: Side,
  change: DeletedSubjectsInput,
): Promise<Set<string> | undefined> {
  if (!removed) return undefined;
  const gone = new Set([...removed, ...deletedAppFileNames(change.changes)]);
  // a base test class the deleted classes extend, read from the change's test files
  const testSources = [...change.renamedBase].filter(([p]) => change.kindOf(p) === 'test').map(([, src]) => src);
  const classSource = (name: string) => testSources.find((src) => new RegExp(`\\bclass\\s+${name}\\b`).test(src));
  const source = (f: string) => change.renamedBase.get(f);
  const files = deletedFileFunctions(change.changes, source, (f) => change.headSources.get(f));
  const candidates = deletedSubjectCandidates(base, head, gone, source, classSource, files);
  const { keys, texts } = await testsDeletedWithSubject(headSide, candidates, change.changes);
  for (const t of texts) change.goneTexts.add(t);
  return keys;
}

/**
 * Review only: deleted tests whose subject went with them (`deletedWithTheirSubject`; those that could not compile at
 * the base join the class set: uncompiled-tests.ts).
 */
async function excusedDeletions(
  base: TestUnit[],
  head: TestUnit[],
  removed: ReadonlySet<string> | undefined,
  sides: [Side, Side, Map<string, string>],
  change: DeletedSubjectsInput,
): Promise<{ deletedWithClass?: Set<string>; deletedWithAction?: Set<string> }> {
  const [withSubject, uncompiled] = await Promise.all([
    deletedWithTheirSubject(base, head, removed, sides, change),
    deletedUncompiledTests(base, head, change.renamedBase, sides[0]),
  ]);
  if (!uncompiled.size) return withSubject;
  return { ...withSubject, deletedWithClass: new Set([...(withSubject.deletedWithClass ?? []), ...uncompiled]) };
}

/**
 * Review only: deleted tests whose subject went with them — the class they are named after
 * (`classesDeletedWithSubject`), the module they lay in, removed whole (rules/removed-modules.ts), or the app
 * function they drove (rules/removed-action.ts: a test calling only removed app functions, none named by the head
 * app any more, each called by the app or taken out of the library's API dump: api-dumps.ts).
 */
async function deletedWithTheirSubject(
  base: TestUnit[],
  head: TestUnit[],
  removed: ReadonlySet<string> | undefined,
  [baseSide, headSide, headSources]: [Side, Side, Map<string, string>],
  change: DeletedSubjectsInput,
): Promise<{ deletedWithClass?: Set<string>; deletedWithAction?: Set<string> }> {
  if (!removed) return {};
  // read on the base with the change's renames applied, as the tests are: a renamed function the test calls stays
  const kotlinOf = (m: Map<string, string>) => new Map([...m].filter(([p]) => p.endsWith('.kt')));
  const isApp = (p: string) => change.kindOf(p) === 'app';
  const kept = keptAppNames(kotlinOf(change.renamedBase), kotlinOf(headSources), isApp);
  const baseApp = [...change.renamedBase].filter(([p]) => isApp(p)).map(([, src]) => src);
  const wired = wiredInApp(baseApp, removed);
  // a library's public function nothing inside it calls is wired to its users when the change takes it out of the API dump
  const unwired = new Set([...removed].filter((n) => !wired.has(n)));
  for (const n of await removedFromApiDumps(change.changes, unwired, [baseSide, headSide])) wired.add(n);
  const classes = declaredClasses(baseApp, removed);
  const [withClass, withModule, deletedWithAction] = await Promise.all([
    classesDeletedWithSubject(base, head, removed, headSide, change),
    testsOfRemovedModules(headSide, base, change.changes, (f) => change.renamedBase.get(f), change.kindOf),
    testsDeletedWithAction(headSide, removedActionCandidates(base, head, removed, kept, wired, classes)),
  ]);
  const deletedWithClass = new Set([...(withClass ?? []), ...withModule]);
  return { deletedWithClass, deletedWithAction };
}

/** The change as the deleted-subject rule needs it; `goneTexts` is filled with the finder texts of the classes it excused. */
const subjectsInput = (
  changes: ChangedFile[],
  renamedBase: Map<string, string>,
  headSources: Map<string, string>,
  kindOf: KindOf,
): DeletedSubjectsInput => ({ changes, renamedBase, headSources, goneTexts: new Set(), kindOf });

interface DeletedSubjectsInput {
  changes: ChangedFile[];
  renamedBase: Map<string, string>;
  /** the head's changed sources */
  headSources: Map<string, string>;
  goneTexts: Set<string>;
  /** what each path is, the change's test modules' sources read as tests (test-modules.ts) */
  kindOf: KindOf;
}

/**
 * Named arguments and builder assignments the changed base checks may lose with the app change
 * (`app-facts.ts`): looked up only for checks the head does not make as they are.
 */
async function expectationDrops(
  base: TestUnit[],
  head: TestUnit[],
  [baseSide, headSide]: [Side, Side],
  policy: GuardPolicy,
) {
  const headSigs = new Set(head.flatMap((u) => u.checks.map((c) => c.sig)));
  const baseSigs = new Set(base.flatMap((u) => u.checks.map((c) => c.sig)));
  const changed = base.flatMap((u) => u.checks.filter((c) => c.asserting && !headSigs.has(c.sig)));
  if (changed.length === 0) return undefined;
  // the head's new checks too: an argument only the head writes out names its callee there alone
  // a positional argument is judged only by its parameter's type (review): heal looks up named ones alone
  const items = namedItemsOf([
    ...changed,
    ...head.flatMap((u) => u.checks.filter((c) => c.asserting && !baseSigs.has(c.sig))),
  ]).filter((i) => i.position === undefined || policy === 'review');
  const [drop, objects] = await Promise.all([
    items.length ? droppableItems(headSide, items, policy === 'review', baseSide) : undefined,
    policy === 'review' ? madeObjects(baseSide, headSide, calledTypes(changed)) : new Set<string>(),
  ]);
  if (objects.size === 0) return drop;
  const out: DropItem = drop ?? (() => undefined);
  out.madeObjects = objects;
  return out;
}

/** What the change did to the app, for changed checks that follow it (review only): `app-facts.ts`. */
async function appChangeFacts(
  base: TestUnit[],
  head: TestUnit[],
  sides: [Side, Side],
  files: [SideFiles, SideFiles],
  { changes, kindOf }: DeletedSubjectsInput,
) {
  const appTrees = (f: SideFiles) => [...f.trees].filter(([p]) => kindOf(p) === 'app').map(([, t]) => t);
  const [baseSigs, headSigs] = [base, head].map((us) => new Set(us.flatMap((u) => u.checks.map((c) => c.sig))));
  const changed = [
    ...base.flatMap((u) => u.checks.filter((c) => !headSigs!.has(c.sig))),
    ...head.flatMap((u) => u.checks.filter((c) => !baseSigs!.has(c.sig))),
  ];
  if (changed.length === 0) return undefined;
  const finderResources = checkedResources(changed);
  const verified = [
    ...new Set(changed.flatMap((c) => (c.op.startsWith('verify.') ? [c.op.slice('verify.'.length)] : []))),
  ];
  const { takers, members, written } = callbackTakers(base, head, files[0].sources);
  const [texts, resourceTexts, [baseXml, headXml], resourcesShown, declared] = await Promise.all([
    textFacts(sides[0], sides[1], checkedTexts(changed)),
    resourceTextChanges(sides[0], sides[1], changes),
    stringReferenceLines(sides[0], sides[1], changes),
    shownResources(finderResources, finderResources, sides[0], sides[1]),
    declaredOnBoth(sides, [...new Set([...verified, ...takers, ...members])]),
  ]);
  const [appended, unchanged] = [appendedParameters(declared, verified), unchangedDeclarations(declared, verified)];
  const truncated = appendedParameters(declared, verified, truncatedOf);
  const callbacks = { takers: appendedParameters(declared, takers, truncatedOf), members: declared[0], written };
  const appSources = (f: SideFiles, xml: Map<string, string>) =>
    new Map([...[...f.sources].filter(([p]) => kindOf(p) === 'app'), ...xml]);
  const [baseSources, headSources] = [appSources(files[0], baseXml), appSources(files[1], headXml)];
  const swapped = swappedCalls(declared, [baseSources, headSources], verified);
  const words = changedWords(baseSources, headSources);
  const madeResults = booleansMadeResults(baseSources, headSources);
  const flagsMadeUnit = booleansMadeUnit(baseSources, headSources);
  const [held, split] = [heldProperties(baseSources, headSources), splitProperties(baseSources, headSources)];
  const counts = collectionCounts(baseSources, headSources);
  const [baseApp, headApp] = [appTrees(files[0]), appTrees(files[1])];
  const [reach, retyped] = [changedReach(baseApp, headApp), retypedClasses(baseApp, headApp)];
  const supertypes = classSupertypes(headApp);
  // a type a changed check names, declared outside the change (an error class added earlier)
  const checkedTypes = changed.flatMap((c) => checkedType(c) ?? []).filter((t) => !supertypes.has(t));
  for (const [name, types] of await declaredSupertypes(sides[1], checkedTypes, (p) => kindOf(p) === 'app'))
    supertypes.set(name, types);
  return {
    reach,
    retyped,
    supertypes,
    ...texts,
    ...words,
    resourceTexts,
    resourcesShown,
    madeResults,
    flagsMadeUnit,
    counts,
    appended,
    truncated,
    callbacks,
    held,
    split,
    unchanged,
    swapped,
  };
}

/**
 * Both sides' changed files read and parsed (the base first, each head file then parsed from its
 * base file's tree), and the base again with the change's renames applied (`baseFiles`).
 */
async function loadSides(
  changes: ChangedFile[],
  baseSide: Side,
  headSide: Side,
  policy: GuardPolicy,
  named: Set<string>,
) {
  const relevant = (p: string | undefined): p is string => !!p && pathKind(p) !== 'other';
  const basePaths = changes.map((c) => c.basePath).filter(relevant);
  const headPaths = changes.map((c) => c.headPath).filter(relevant);
  // both sides read at once; the base parsed first, each head file then parsed from its base file's tree
  const baseOf = new Map(changes.filter((c) => c.basePath && c.headPath).map((c) => [c.headPath!, c.basePath!]));
  const baseContents = readFiles(baseSide, basePaths);
  const headContents = readFiles(headSide, headPaths);
  const parses = new ChangeParses();
  try {
    const loadedBase = await loadSide(baseSide, basePaths, (p, src) => parses.keep(p, src), baseContents);
    const headFiles = await loadSide(headSide, headPaths, (p, src) => parses.from(baseOf.get(p), src), headContents);
    // a com.android.test module's own sources are tests: known before renames, which keep tests' names
    const kindOf = kindsWith(await testModuleRoots([headSide, baseSide], [loadedBase.sources, headFiles.sources]));
    // renames across the change are applied to the base before anything is compared (renames.ts)
    const reparse: ParseFile = (p, src) => parses.from(p, src);
    const baseFiles = await renamedBase(loadedBase, headFiles, changes, { policy, named, kindOf }, reparse);
    return { loadedBase, headFiles, baseFiles, kindOf };
  } finally {
    parses.close();
  }
}

/**
 * A workflow the change adds runs its tests beside the CI definitions that were there, which still run what they
 * ran: what it selects filters nothing — unless the change deletes a CI definition, which the new one may replace.
 */
function notInAddedJob(changes: ChangedFile[]): (s: BuildSetting) => boolean {
  if (changes.some((c) => !c.headPath && c.basePath && isCiFile(c.basePath))) return () => true;
  const added = new Set(
    changes.filter((c) => !c.basePath && c.headPath && isCiFile(c.headPath)).map((c) => c.headPath),
  );
  return (s) => !added.has(s.file);
}

/** Both sides' inventories; names the changed files use but do not define are looked up elsewhere first. */
async function inventories(baseFiles: SideFiles, headFiles: SideFiles, kindOf: KindOf) {
  const unresolved = new Set<string>();
  const missing = new Set<string>();
  const none: Extras = { constants: [], helpers: new Map() };
  let b = sideInventory(baseFiles, none, unresolved, missing, kindOf);
  let h = sideInventory(headFiles, none, unresolved, missing, kindOf);
  if (unresolved.size > 0 || missing.size > 0) {
    // names the changed files use but do not define: read their definitions elsewhere and look again
    const [be, he] = await Promise.all([
      projectExtras(baseFiles, unresolved, missing, kindOf),
      projectExtras(headFiles, unresolved, missing, kindOf),
    ]);
    if (be.constants.length || he.constants.length || be.helpers.size || he.helpers.size) {
      b = sideInventory(baseFiles, be, new Set(), new Set(), kindOf);
      h = sideInventory(headFiles, he, new Set(), new Set(), kindOf);
    }
  }
  return { b, h };
}

/**
 * The base side with the change's renames applied: symbols (declared in the change, renamed with
 * evidence), string resources renamed with the same text. Under the heal policy tests keep their
 * names: a fixer renaming a test loses its identity (findings, history, the proof re-run).
 */
async function renamedBase(
  base: SideFiles,
  head: SideFiles,
  changes: ChangedFile[],
  { policy, named, kindOf }: { policy: GuardPolicy; named: Set<string>; kindOf: KindOf },
  parse: ParseFile,
): Promise<SideFiles> {
  // Kotlin and Java sources: a name renamed in one is renamed in the other's uses too
  const code = (m: Map<string, string>) => new Map([...m].filter(([p]) => p.endsWith('.kt') || p.endsWith('.java')));
  const isTest = (p: string) => kindOf(p) === 'test';
  const accessorReads =
    policy === 'review' ? accessorReadsOf(base.sources, head.sources, kindOf) : new Map<string, string>();
  const h = code(head.sources);
  // a type the base tests wrote qualified is read by the simple name the head resolves to it (qualified-names.ts)
  const written = code(new Map([...base.sources, ...accessorReads]));
  const qualified = simpleQualifiedNames(written, h, changes, isTest);
  // a class's members imported by a star on one side and by name on the other (star-imports.ts)
  const stars = starImportReadings(new Map([...written, ...qualified]), h, changes, isTest);
  const simple = new Map([...qualified, ...stars]);
  const b = new Map([...written, ...simple]);
  // review: tests are paired by body, not renamed by line evidence; a test the finding names keeps its name
  const keep =
    policy === 'heal'
      ? testNames(b, isTest)
      : new Set([...testIdentityNames(b, isTest), ...[...named].flatMap((k) => k.split('.'))]);
  const symbols = symbolRenames(b, h, changes, keep);
  // a type renamed in a library the app imports, followed by the app and its tests (imported-renames.ts)
  if (policy === 'review')
    for (const [a, n] of await importedTypeRenames(b, h, changes, (p) => kindOf(p) === 'app', {
      base: base.side,
      head: head.side,
    }))
      if (!symbols.has(a) && !keep.has(a)) symbols.set(a, n);
  const inFile = inFileRenames(b, h, changes, keep);
  const { strings, literals, moves } = await stringResourceEdits(b, h, base.side, head.side, changes);
  const reads = await migratedTestReads(b, h, base.side, changes, policy, kindOf);
  const ids = await idRenames(b, h, changes, { base: base.side, head: head.side });
  const edits = symbols.size + strings.size + literals.size + moves.size + inFile.size + reads.size + ids.size;
  if (edits + accessorReads.size + simple.size === 0) return base;
  const read = new Map([...b, ...reads, ...literals]);
  const rewritten = new Map([...read, ...readAsComposeResources(read, moves)]);
  const owners = renameOwners(b, h, symbols);
  const accessors = await ownerAccessors(head.side, rewritten, h, owners, isTest);
  const renamed = applyRenames(rewritten, h, changes, { symbols, strings, ids, inFile, owners, accessors });
  return reparsedSide(base, new Map([...base.sources, ...accessorReads, ...simple, ...renamed]), parse);
}

/**
 * The base's string resource reads as the head writes them: resources renamed with the same text, a literal
 * replaced by the resource holding it, and Android resources moved to Compose resources (compose-resources.ts).
 */
async function stringResourceEdits(
  b: Map<string, string>,
  h: Map<string, string>,
  baseSide: Side,
  headSide: Side,
  changes: ChangedFile[],
) {
  const bNames = stringResourceNames(b),
    hNames = stringResourceNames(h),
    cNames = composeResourceNames(h);
  const gone = [...bNames].filter((n) => !hNames.has(n));
  let strings = new Map<string, string>();
  let literals = new Map<string, string>();
  let moves = new Map<string, string>();
  if (hNames.size === 0 && (cNames.size === 0 || gone.length === 0)) return { strings, literals, moves };
  // the new name may be one the base's app code already used: every head name is a candidate
  const none = Promise.resolve(new Map<string, Set<string>>());
  const [bv, hv, cv] = await Promise.all([
    gone.length ? stringResourceTexts(baseSide, gone.slice(0, 200)) : none,
    hNames.size ? stringResourceTexts(headSide, [...hNames].slice(0, 200)) : none,
    cNames.size && gone.length ? stringResourceTexts(headSide, [...cNames].slice(0, 200), composeStringsTree) : none,
  ]);
  const resource = (l: string, from: string, to: string) =>
    l.replace(new RegExp(`\\bR\\.string\\.${from}\\b`, 'g'), `R.string.${to}`);
  if (gone.length && hNames.size)
    strings = stringRenames(new Set(gone), hNames, bv, hv, lineEvidence(b, h, changes, resource));
  if (hNames.size) literals = literalsToResources(b, h, changes, hv);
  const moved = gone.filter((g) => !strings.has(g));
  if (moved.length && cv.size)
    moves = composeResourceMoves(moved, cNames, bv, cv, lineEvidence(b, h, changes, asComposeResource));
  return { strings, literals, moves };
}

/** The classes of the accessors base tests call members renamed per class through (`db.serviceDao().get(1)`). */
async function ownerAccessors(
  headSide: Side,
  base: Map<string, string>,
  head: Map<string, string>,
  owners: Map<string, RenameOwners>,
  isTest: (p: string) => boolean,
): Promise<Map<string, string | undefined> | undefined> {
  if (owners.size === 0) return undefined;
  const names = accessorsBefore(
    [...base].filter(([p]) => isTest(p)).map(([, s]) => s),
    owners.keys(),
  );
  return names.size ? await receiverAccessorClasses(headSide, [...base.values(), ...head.values()], names) : undefined;
}

/**
 * Review: the base tests' reads of app accessors the change reshaped, written the head's way: a Java accessor
 * made a Kotlin property (converted-accessors.ts), a property moved behind a function of its name and type, or a
 * function made a property of its name and type (properties-made-functions.ts), a getter of a class made a Java
 * record read through the record's accessor (java-records.ts), a static member read through the class it moved to
 * (moved-statics.ts), an object's one-parameter function made an extension of that parameter
 * (statics-made-extensions.ts), a removed getter that handed on a field's member read through the field's getter
 * (delegating-getters.ts).
 */
function accessorReadsOf(base: Map<string, string>, head: Map<string, string>, kindOf: KindOf): Map<string, string> {
  const isApp = (p: string) => kindOf(p) === 'app';
  const tests = new Map([...base].filter(([p]) => kindOf(p) === 'test'));
  const properties = readThroughProperties(tests, convertedAccessors(base, head, isApp), head);
  const functions = readThroughFunctions(
    new Map([...tests, ...properties]),
    propertiesMadeFunctions(base, head, isApp),
    head,
  );
  const madeProperties = readAsProperties(
    new Map([...tests, ...properties, ...functions]),
    functionsMadeProperties(base, head, isApp),
    head,
  );
  const read = new Map([...properties, ...functions, ...madeProperties]);
  const records = readThroughRecordAccessors(new Map([...tests, ...read]), recordAccessors(base, head, isApp), head);
  const owners = readThroughNewOwners(new Map([...tests, ...read, ...records]), movedStatics(base, head, isApp), head);
  const extended = new Map([...tests, ...read, ...records, ...owners]);
  const extensions = readAsExtensions(extended, staticsMadeExtensions(base, head, isApp), head);
  const moved = new Map([...read, ...records, ...owners, ...extensions]);
  const getters = removedDelegatingGetters(base, head, isApp);
  return new Map([...moved, ...readThroughFieldGetters(new Map([...tests, ...moved]), getters, head)]);
}

/**
 * The base test files read through the app API the change migrated, each step on the previous one's output: a
 * member or a function's result made a stream (stream-reads.ts), and in review synthetic views read through View
 * Binding (synthetic-views.ts), constructors filled in or grown, a wrapped
 * call given a line for a parameter its constructor gained (constructor-fills.ts),
 * calls of functions that lost parameters (shrunk-calls.ts) or gained a collaborator (grown-calls.ts), a use case's invoke made a named member
 * (invokes-made-members.ts), tests that are one run of a parameterised head test
 * (parameterised-tests.ts).
 */
async function migratedTestReads(
  b: Map<string, string>,
  h: Map<string, string>,
  side: Side,
  changes: ChangedFile[],
  policy: GuardPolicy,
  kindOf: KindOf,
): Promise<Map<string, string>> {
  const isTest = (p: string) => kindOf(p) === 'test';
  // a function whose result became (or stopped being) a stream is read as its current value too
  const memberReads = readAsStreams(b, membersMadeStreams(b, h), isTest);
  const callReads = readCallsAsStreams(new Map([...b, ...memberReads]), functionsMadeStreams(b, h), isTest);
  const streamReads = new Map([...memberReads, ...callReads]);
  if (policy !== 'review') return streamReads;
  const views = new Map([...streamReads, ...syntheticViewReads(new Map([...b, ...streamReads]), h, isTest)]);
  const fills = await filledConstructors(side, new Map([...b, ...views]), h, changes, isTest);
  const isApp = (p: string) => kindOf(p) === 'app';
  const appOf = (m: Map<string, string>) => new Map([...m].filter(([p]) => isApp(p)));
  const grownNames = constructorsGainingNames(appOf(b), appOf(h));
  const beforeNamed = new Map([...b, ...views, ...fills]);
  const required = await requiredConstructorNames(side, beforeNamed, h, changes, isTest, grownNames);
  const gaining = new Map([...required, ...grownNames]);
  const namedArgs = gainedNamedArgumentReads(beforeNamed, h, changes, isTest, gaining);
  const filled = new Map([...views, ...fills, ...namedArgs]);
  const shrunkOnly = shrunkCallReads(new Map([...b, ...filled]), h, changes, isTest, shrunkFunctions(b, h));
  const grown = grownCallReads(
    new Map([...b, ...filled, ...shrunkOnly]),
    h,
    changes,
    isTest,
    grownFunctions(appOf(b), appOf(h)),
  );
  const shrunk = new Map([...shrunkOnly, ...grown]);
  const members = invokesMadeMembers(appOf(b), appOf(h));
  const invokes = invokeMemberReads(new Map([...b, ...filled, ...shrunk]), h, changes, isTest, members);
  const unshrunk = new Map([...filled, ...shrunk, ...invokes]);
  const runs = parameterisedRuns(new Map([...b, ...unshrunk]), h, changes, isTest, grownConstructors(b, h));
  const read = new Map([...unshrunk, ...runs]);
  return new Map([...read, ...localsMadeSetUpProperties(new Map([...b, ...read]), h, changes, isTest)]);
}

/**
 * Tests pointed at another string resource while the app's use of both stayed (rules/string-resources.ts);
 * the changed `res/values*` XML is read only when a test file swapped one, and a swap another rule
 * already refused (the id read in the finder itself) is not reported twice.
 */
async function resourceSwaps(
  changes: ChangedFile[],
  base: SideFiles,
  head: SideFiles,
  raw: RuleRefusal[],
  policy: GuardPolicy,
  kindOf: KindOf,
) {
  const isTest = (p: string) => kindOf(p) === 'test';
  const isApp = (p: string) => kindOf(p) === 'app' || isAppResourceXml(p);
  const kotlinOnly = appResourceUse(base.sources, head.sources, isApp);
  const first = stringResourceSwaps(base.sources, head.sources, isTest, kotlinOnly);
  if (first.length === 0) return [];
  const swaps = swappedResources(base.sources, head.sources, isTest);
  const names = (k: 'from' | 'to') => (policy === 'review' ? swaps.map((s) => resourceName(s[k].id)) : []);
  const [renamed, shown] = await Promise.all([
    renamedEarlier(swaps, base.side, head.side),
    shownResources(names('from'), names('to'), base.side, head.side),
  ]);
  // in review a test may also catch up with a text the app stopped showing earlier (heal: a fixer may not)
  const caughtUp = (from: string, to: string) =>
    renamed(from, to) || caughtUpWithApp(shown, resourceName(from), resourceName(to));
  const xml = (k: 'basePath' | 'headPath') =>
    changes.map((c) => c[k]).filter((p): p is string => !!p && isAppResourceXml(p));
  const defined = (m: Map<string, string | undefined>) =>
    new Map([...m].filter((e): e is [string, string] => e[1] !== undefined));
  const [bx, hx] = await Promise.all([readFiles(base.side, xml('basePath')), readFiles(head.side, xml('headPath'))]);
  const app = appResourceUse(
    new Map([...base.sources, ...defined(bx)]),
    new Map([...head.sources, ...defined(hx)]),
    isApp,
  );
  return stringResourceSwaps(base.sources, head.sources, isTest, app, caughtUp).filter(
    (r) => !raw.some((x) => x.file === r.file && x.what.includes(r.about!.text.replace(/^\w*R\./, 'R.'))),
  );
}

/** Where string resources are defined and shown: `from` names in the base, `to` names in the head (rare: git greps). */
async function shownResources(from: string[], to: string[], base: Side, head: Side): Promise<ResourcesShown> {
  if (from.length === 0) return { definedBefore: new Set(), shownBefore: new Set(), shownAfter: new Set() };
  const [defined, shownBefore, shownAfter] = await Promise.all([
    stringResourceTexts(base, from),
    stringResourcesShown(base, from, testPathspecs),
    stringResourcesShown(head, to, testPathspecs),
  ]);
  return { definedBefore: new Set(defined.keys()), shownBefore, shownAfter };
}

/**
 * A test that swapped an id the base defines nowhere (it did not compile: the resource was renamed
 * in an earlier commit) for one the head defines, one word apart (`feature_x_brand` →
 * `feature_x_impl_brand`), is catching up with that rename, not pointing at another text.
 */
async function renamedEarlier(swaps: ReturnType<typeof swappedResources>, base: Side, head: Side) {
  const [bt, ht] = await Promise.all([
    stringResourceTexts(
      base,
      swaps.map((s) => resourceName(s.from.id)),
    ),
    stringResourceTexts(
      head,
      swaps.map((s) => resourceName(s.to.id)),
    ),
  ]);
  return (from: string, to: string) => {
    const f = resourceName(from),
      t = resourceName(to);
    return !bt.has(f) && ht.has(t) && oneWordApart(t, f);
  };
}
