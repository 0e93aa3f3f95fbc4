import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../src/config/report.js';
import { ConfigError } from '../../src/errors.js';
import { computeRunVerdict, summarize, verdictsFor } from '../../src/report/derive.js';
import { parseReport, readReport, renderJson } from '../../src/report/json.js';
import { runCli } from '../support/cli.js';
import { fixturePath, loadFixture } from './fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-report-json-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('JSON report', () => {
  it('validates the example reports with the schema and keeps them round-trip stable', async () => {
    for (const name of ['four-outcomes', 'failure-fixed', 'all-determined'] as const) {
      const report = await readReport(fixturePath(name));
      expect(Report.parse(JSON.parse(renderJson(report)))).toEqual(report);
    }
  });

  it('stores the run verdict and summary consistent with the verdicts', () => {
    const r = loadFixture('four-outcomes');
    expect(r.runVerdict).toBe('fail');
    expect(r.summary.verdicts).toEqual({ pass: 1, fail: 1, flaky: 1, skipped: 0, undetermined: 1 });
    expect(r.verdicts.find((v) => v.verdict === 'undetermined')?.reason).toBe('device-lost');
  });

  it("derives from each example report's executions the verdicts, run verdict and summary written in it by hand", () => {
    for (const name of ['four-outcomes', 'failure-fixed', 'all-determined'] as const) {
      const r = loadFixture(name);
      const verdicts = verdictsFor(r.suite, r.executions, r.findings);
      expect(verdicts, name).toEqual(r.verdicts);
      expect(computeRunVerdict(verdicts, r.groups), name).toBe(r.runVerdict);
      expect(summarize(r), name).toEqual(r.summary);
    }
  });

  it('rejects a report from an unknown schema version by naming both versions', () => {
    const r = { ...loadFixture('four-outcomes'), schemaVersion: 7 };
    expect(() => parseReport(r, 'r.json')).toThrow(
      /r\.json: \$\.schemaVersion: unknown report schemaVersion 7 \(this droidheal reads 1\)/,
    );
  });

  it('rejects a JSON object that is not a report and a report missing a field, naming the JSON path', () => {
    expect(() => parseReport({ hello: 1 }, 'x.json')).toThrow(ConfigError);
    const { verdicts: _dropped, ...rest } = loadFixture('four-outcomes');
    expect(() => parseReport(rest, 'x.json')).toThrow(/\$\.verdicts/);
  });

  it('is published as a JSON Schema by `droidheal schema report`', async () => {
    const r = await runCli(['schema', 'report']);
    expect(r.exitCode).toBe(0);
    const schema = JSON.parse(r.stdout) as { properties: Record<string, { const?: unknown }>; required: string[] };
    expect(schema.properties.schemaVersion?.const).toBe(1);
    expect(schema.required).toEqual(
      expect.arrayContaining(['suite', 'groups', 'devices', 'executions', 'verdicts', 'findings', 'runVerdict']),
    );
  });

  it('makes the gate exit 2 with one line for a truncated report, an unknown version and a missing file', async () => {
    const text = await readFile(fixturePath('four-outcomes'), 'utf8');
    const truncated = join(dir, 'truncated.json');
    await writeFile(truncated, text.slice(0, Math.floor(text.length / 2)));
    const future = join(dir, 'future.json');
    await writeFile(future, JSON.stringify({ ...JSON.parse(text), schemaVersion: 2 }));
    for (const [file, message] of [
      [truncated, /truncated\.json: not valid JSON/],
      [future, /future\.json: \$\.schemaVersion: unknown report schemaVersion 2/],
      [join(dir, 'missing.json'), /missing\.json: file not found/],
    ] as const) {
      const r = await runCli(['gate', file]);
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
