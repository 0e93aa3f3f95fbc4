import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardResultSchema } from '../../src/guard/result.js';
import { runCli } from '../support/cli.js';
import { saveTest, type TempRepo, weakenedSaveTest } from './git-repo.js';

const testFile = saveTest.file;

let repo: TempRepo & { base: string };
let weakened = '';
let harmless = '';
let notRepo = '';

beforeAll(async () => {
  ({ repo, weakened } = await weakenedSaveTest());
  await repo.git(['reset', '-q', '--hard', repo.base]);
  harmless = await repo.commit({ 'README.md': 'changed\n' });
  await repo.git(['reset', '-q', '--hard', repo.base]);
  notRepo = await mkdtemp(path.join(os.tmpdir(), 'droidheal-guard-norepo-'));
});

afterAll(async () => {
  await repo?.remove();
  if (notRepo) await rm(notRepo, { recursive: true, force: true });
});

describe('droidheal guard', () => {
  it('exits 1 and prints the refusal with rule, detail, place and test', async () => {
    const r = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, '--head', weakened]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(
      'REFUSED assertion-removed — removed the assertion: rule.onNodeWithTag("save").assertExists()',
    );
    expect(r.stdout).toContain(`${testFile}:5, test SaveTest.saves`);
  });

  it('says the lost assertion was the one asked for when given the finding', async () => {
    const finding = path.join(notRepo, 'finding.json');
    await writeFile(
      finding,
      JSON.stringify({
        tests: [{ class: 'x.SaveTest', method: 'saves' }],
        assertion: 'onNodeWithTag("save").assertExists()',
      }),
    );
    const r = await runCli([
      'guard',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--head',
      weakened,
      '--finding',
      finding,
    ]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(
      'REFUSED assertion-removed — removed the assertion it was asked to satisfy: rule.onNodeWithTag("save").assertExists()',
    );
    await writeFile(finding, JSON.stringify({ tests: [{ klass: 'x.SaveTest' }] }));
    const bad = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, '--finding', finding]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('finding.json');
  });

  it('exits 0 and says ALLOWED with the number of files checked', async () => {
    const r = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, '--head', harmless]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout.trim()).toBe('ALLOWED — 1 file checked');
  });

  it('prints JSON in the published shape with --json', async () => {
    const r = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, '--head', weakened, '--json']);
    expect(r.exitCode).toBe(1);
    const parsed = GuardResultSchema.parse(JSON.parse(r.stdout));
    expect(parsed).toMatchObject({ allowed: false, checkedFiles: 1 });
    expect(parsed.refusals.map((x) => [x.rule, x.file, x.line, x.test])).toEqual([
      ['assertion-removed', testFile, 5, 'SaveTest.saves'],
    ]);
    expect(r.stderr).toBe('');
  });

  it('refuses test edits under --policy heal by write scope', async () => {
    const r = await runCli([
      'guard',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--head',
      weakened,
      '--policy',
      'heal',
      '--json',
    ]);
    expect(
      JSON.parse(r.stdout)
        .refusals.map((x: { rule: string }) => x.rule)
        .sort(),
    ).toEqual(['assertion-removed', 'scope']);
  });

  it('exits 2 with one line when the directory is not a git repository', async () => {
    const r = await runCli(['guard', '--repo', notRepo, '--base', 'HEAD']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`not a git repository: ${notRepo}`);
  });

  it('reads a bare clone (a CI mirror) when both revisions are commits, and needs --head there', async () => {
    const bare = path.join(notRepo, 'mirror.git');
    await repo.git(['clone', '-q', '--bare', repo.dir, bare]);
    const r = await runCli(['guard', '--repo', bare, '--base', repo.base, '--head', weakened, '--json']);
    expect(r.exitCode).toBe(1);
    expect(JSON.parse(r.stdout).refusals.map((x: { rule: string }) => x.rule)).toEqual(['assertion-removed']);
    const noHead = await runCli(['guard', '--repo', bare, '--base', repo.base]);
    expect(noHead.exitCode).toBe(2);
    expect(noHead.stderr).toContain('a bare repository needs --head');
  });

  it('exits 2 with one line for an unknown revision', async () => {
    const r = await runCli(['guard', '--repo', repo.dir, '--base', 'no-such-branch']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown revision "no-such-branch" \(--base\)/);
    const head = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, '--head', 'deadbeef']);
    expect(head.exitCode).toBe(2);
    expect(head.stderr).toMatch(/unknown revision "deadbeef" \(--head\)/);
  });

  it('exits 2 for a bad policy, a bad confidence and a missing --base', async () => {
    for (const args of [
      ['--policy', 'lenient'],
      ['--confidence', '1.5'],
      ['--confidence', 'high'],
    ]) {
      const r = await runCli(['guard', '--repo', repo.dir, '--base', repo.base, ...args]);
      expect(r.exitCode, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    const missing = await runCli(['guard', '--repo', repo.dir]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/--base/);
  });
});
