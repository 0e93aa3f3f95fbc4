import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../src/config/report.js';
import { writeFilesAtomically, writeReports } from '../../src/report/write.js';
import { runCli } from '../support/cli.js';
import { fixturePath, loadFixture } from './fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-write-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writing reports', () => {
  it('writes all four formats into a directory and leaves no temporary files', async () => {
    const out = join(dir, 'all');
    const paths = await writeReports(loadFixture('four-outcomes'), out);
    expect((await readdir(out)).sort()).toEqual(['junit.xml', 'report.html', 'report.json', 'summary.md']);
    expect(Report.parse(JSON.parse(await readFile(paths.json, 'utf8'))).runVerdict).toBe('fail');
    expect(await readFile(paths.junit, 'utf8')).toMatch(/^<\?xml/);
  });

  it('writes nothing when one of the files cannot be written', async () => {
    const blocker = join(dir, 'not-a-dir');
    await writeFile(blocker, 'x');
    const good = join(dir, 'partial', 'report.json');
    await expect(
      writeFilesAtomically([
        { path: good, content: '{}' },
        { path: join(blocker, 'junit.xml'), content: '<x/>' },
      ]),
    ).rejects.toThrow();
    expect(await readdir(join(dir, 'partial'))).toEqual([]);
  });

  it('renders nothing from an invalid report value', async () => {
    const out = join(dir, 'invalid');
    const broken = { ...loadFixture('four-outcomes'), runVerdict: 'maybe' } as unknown as Report;
    await expect(writeReports(broken, out)).rejects.toThrow();
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });
});

describe('droidheal report render', () => {
  it('renders each format to a file or stdout', async () => {
    const out = join(dir, 'render.xml');
    const r = await runCli(['report', 'render', fixturePath('four-outcomes'), '--format', 'junit', '-o', out]);
    expect(r.exitCode).toBe(0);
    expect(await readFile(out, 'utf8')).toContain('type="undetermined:device-lost"');
    const md = await runCli(['report', 'render', fixturePath('four-outcomes'), '--format', 'markdown']);
    expect(md.stdout.split('\n')[0]).toBe('## ❌ droidheal: FAIL');
    const skipped = await runCli([
      'report',
      'render',
      fixturePath('four-outcomes'),
      '--format',
      'junit',
      '--undetermined-as',
      'skipped',
    ]);
    expect(skipped.stdout).toContain('<skipped message="undetermined:device-lost');
  });

  it('rejects an unknown format or option value with one line, exit 2', async () => {
    const r = await runCli(['report', 'render', fixturePath('four-outcomes'), '--format', 'pdf']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim()).toBe(
      'droidheal: --format "pdf": unknown report format — choose one of: json, junit, markdown, html',
    );
    const u = await runCli([
      'report',
      'render',
      fixturePath('four-outcomes'),
      '--format',
      'junit',
      '--undetermined-as',
      'failure',
    ]);
    expect(u.exitCode).toBe(2);
    expect(u.stderr).toMatch(/--undetermined-as must be error or skipped/);
  });
});
