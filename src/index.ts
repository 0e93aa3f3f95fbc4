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
