import { readJsonFile } from '../config/read-json.js';
import { REPORT_SCHEMA_VERSION, Report } from '../config/report.js';
import { ConfigError, parseWith } from '../errors.js';

/** The JSON format: the report itself, stable key order as the schema declares it. */
export function renderJson(report: Report): string {
  return `${JSON.stringify(Report.parse(report), null, 2)}\n`;
}

/**
 * Validate a parsed JSON value as a report. The schema version is checked before the shape, so a
 * report from a newer droidheal says so instead of listing every field it does not recognise.
 */
export function parseReport(input: unknown, file: string): Report {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ConfigError('$: not a droidheal report (expected a JSON object)', {
      file,
      remedy: 'pass the report.json droidheal run wrote',
    });
  }
  const version = (input as { schemaVersion?: unknown }).schemaVersion;
  if (version === undefined) {
    throw new ConfigError('$.schemaVersion: missing, not a droidheal report', {
      file,
      remedy: 'pass the report.json droidheal run wrote',
    });
  }
  if (version !== REPORT_SCHEMA_VERSION) {
    throw new ConfigError(
      `$.schemaVersion: unknown report schemaVersion ${JSON.stringify(version)} (this droidheal reads ${REPORT_SCHEMA_VERSION})`,
      {
        file,
        remedy: 'use the droidheal version that wrote the report, or re-run the checks with this one',
      },
    );
  }
  return parseWith(Report, input, file, 'the report is damaged or was not written by droidheal; re-run the checks');
}

/** Read and validate a report file; any problem is a one-line ConfigError (exit 2). */
export async function readReport(file: string): Promise<Report> {
  return parseReport(await readJsonFile(file), file);
}
