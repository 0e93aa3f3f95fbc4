/** droidheal's library surface: only what is exported here is supported. */

export {
  AdbError,
  type AdbServer,
  adbServer,
  type CallOptions,
  getprop,
  getprops,
  getState,
  listDevices,
  shell,
  shellCommandLine,
  shellQuote,
  shellSequence,
} from './adb/index.js';
export {
  type InstrumentationTarget,
  instrumentationCheck,
  resolveInstrumentation,
} from './checks/instrumentation/check.js';
export type {
  BuiltCheck,
  CheckContext,
  CheckDevice,
  CheckFactory,
  CheckKind,
  DeviceCheck,
  HostCheck,
  HostCheckResult,
  HostExecution,
  PrepareFailure,
} from './checks/kind.js';
export { checkKindNames, checkKinds } from './checks/kinds.js';
export { type RunChecksOptions, type RunChecksResult, type RunEvent, runChecks, wholeCheckTest } from './checks/run.js';
export { type RunSuiteOptions, runSuite, type SuiteResult } from './checks/run-suite.js';
export {
  DeviceFacts,
  DeviceState,
  EmulatorStatus,
  GroupStatus,
  PoolSnapshot,
  ServerStatus,
} from './config/device-facts.js';
export { HealJson } from './config/heal.js';
export { FlakyReport, HistorySummary } from './config/history.js';
// running checks: config, scheduling, verdicts, findings
export {
  CheckConfig,
  checksOf,
  InstrumentationCheckConfig,
  InstrumentationCheckEntry,
  ProjectConfig,
} from './config/project.js';
export { Quarantine, QuarantineFile } from './config/quarantine.js';
// the device pool: devices.json, discovery, groups, leases, emulators; the adb layer under it
export {
  type EmulatorSpec,
  type Group,
  loadRack,
  loadRackOrDefault,
  type Rack,
  RackFile,
  resolveRack,
} from './config/rack.js';
// reports and the release gate
export { HOST, REPORT_SCHEMA_VERSION, Report, ReportCheck } from './config/report.js';
export { Waiver, WaiversFile } from './config/waivers.js';
export { ConfigError, DroidhealError, EnvironmentError, ExitCode, UsageError } from './errors.js';
// the guard: refuse changes that weaken a check (docs/architecture.md, "Guard")
export {
  type GuardChangeOptions,
  GuardConfig,
  type GuardFinding,
  type GuardPolicy,
  type GuardRefusal,
  type GuardResult,
  type GuardRuleId,
  guardChange,
  guardRuleIds,
  guardRules,
} from './guard/index.js';
export { GuardRefusalSchema, GuardResultSchema } from './guard/result.js';
// healing: the fixer engines the heal loop dispatches, and their prompts
export {
  type Engine,
  type EngineName,
  type EngineOptions,
  type EngineRequest,
  type EngineResult,
  type EngineUsage,
  engineFor,
  engineNames,
} from './heal/engines/index.js';
export {
  buildPrompt,
  type ImplicatedFile,
  type PreviousAttempt,
  type PromptDevice,
  type PromptInput,
  type SourceExcerpt,
  writeScopeOf,
} from './heal/prompt.js';
export { type ImplicatedSources, implicatedSources } from './heal/prompts/sources.js';
// a whole heal of a repository, as `droidheal heal` runs it (src/heal/repository.ts)
export { type HealRepositoryOptions, type HealRepositoryResult, healRepository } from './heal/repository.js';
export type { HealSettings } from './heal/setup.js';
export { flakyReport } from './history/flaky.js';
export { recordHistory } from './history/record.js';
export { historySummary } from './history/summary.js';
export {
  deviceStateTable,
  type Lease,
  type LeaseLoss,
  type LeaseTarget,
  NoDeviceError,
  openPool,
  type Pool,
  type PoolEvents,
} from './pool/index.js';
export { formatGate, type GateOptions, type GateResult, gate } from './report/gate.js';
export { annotationsFor, publishToGithub } from './report/github.js';
export { renderHtml } from './report/html.js';
export { parseReport, readReport, renderJson } from './report/json.js';
export { type JunitOptions, renderJunit } from './report/junit.js';
export { type MarkdownOptions, renderMarkdown } from './report/markdown.js';
export { mergeReports, readShardReports } from './report/merge.js';
export { addQuarantine, readQuarantine, removeQuarantine } from './report/quarantine-file.js';
export { type ReportFormat, reportFormats, writeReports } from './report/write.js';
export {
  DurationHistory,
  durationEstimator,
  readDurations,
  readHistory,
  recordDurations,
  writeHistory,
} from './schedule/history.js';
export { type BatchOutcome, type RunBatch, runSchedule, type ScheduleEvent } from './schedule/scheduler.js';
export { parseShard, type Shard, selectShard, shardOf } from './schedule/shard.js';
export { classifyBatch, type ObservedRun } from './verdict/classify.js';
export { clusterFindings } from './verdict/findings.js';
export { decideOutcome, OUTCOME_TABLE, REASON_TEXT } from './verdict/outcome.js';
export { runVerdict } from './verdict/run-verdict.js';
export { testVerdict, testVerdicts } from './verdict/test-verdict.js';
