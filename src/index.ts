/** droidheal's library surface: only what is exported here is supported. */
export { ExitCode } from './cli/exit-codes.js';
export { DroidhealError, UsageError, ConfigError, EnvironmentError } from './errors.js';
// reports and the release gate
export { Report, REPORT_SCHEMA_VERSION } from './config/report.js';
export { readReport, parseReport, renderJson } from './report/json.js';
export { renderJunit, type JunitOptions } from './report/junit.js';
export { renderMarkdown, type MarkdownOptions } from './report/markdown.js';
export { renderHtml } from './report/html.js';
export { publishToGithub, annotationsFor } from './report/github.js';
export { writeReports, reportFormats, type ReportFormat } from './report/write.js';
export { gate, formatGate, type GateResult, type GateOptions } from './report/gate.js';
export { Waiver, WaiversFile } from './report/waivers.js';
export { mergeReports, readShardReports } from './report/merge.js';
// running checks: config, scheduling, verdicts, findings
export { ProjectConfig, InstrumentationCheckConfig } from './config/project.js';
export { runSuite, type RunSuiteOptions, type SuiteResult } from './checks/run-suite.js';
export type { CheckKind, CheckDevice } from './checks/kind.js';
export { instrumentationCheck, resolveInstrumentation, type InstrumentationTarget } from './checks/instrumentation/check.js';
export { runSchedule, type RunBatch, type BatchOutcome, type ScheduleEvent } from './schedule/scheduler.js';
export { parseShard, selectShard, shardOf, type Shard } from './schedule/shard.js';
export { DurationHistory, readHistory, writeHistory, recordDurations, durationEstimator } from './schedule/history.js';
export { OUTCOME_TABLE, decideOutcome, REASON_TEXT } from './verdict/outcome.js';
export { classifyBatch, type ObservedRun } from './verdict/classify.js';
export { testVerdict, testVerdicts } from './verdict/test-verdict.js';
export { runVerdict } from './verdict/run-verdict.js';
export { clusterFindings } from './verdict/findings.js';
// the device pool: devices.json, discovery, groups, leases, emulators; the adb layer under it
export { RackFile, loadRack, loadRackOrDefault, resolveRack, type Rack, type Group, type EmulatorSpec } from './config/rack.js';
export { DeviceFacts, DeviceState, GroupStatus, ServerStatus, EmulatorStatus, PoolSnapshot } from './config/device-facts.js';
export { openPool, NoDeviceError, deviceStateTable, type Pool, type PoolEvents, type Lease, type LeaseLoss, type LeaseTarget } from './pool/index.js';
export { adbServer, shell, shellSequence, shellQuote, shellCommandLine, getprop, getprops, getState, listDevices, AdbError, type AdbServer, type CallOptions } from './adb/index.js';
// the guard: refuse changes that weaken a check (DESIGN.md §6)
export { guardChange, guardRules, guardRuleIds, GuardConfig, type GuardPolicy, type GuardRefusal, type GuardResult, type GuardRuleId, type GuardFinding, type GuardChangeOptions } from './guard/index.js';
export { GuardResultSchema, GuardRefusalSchema } from './guard/result.js';
