import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/checks/run.js';
import { testKey } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import { RackFile, resolveRack } from '../../src/config/rack.js';
import { HOST, Report } from '../../src/config/report.js';
import { ConfigError } from '../../src/errors.js';

const node = process.execPath;
let dir: string;
const noDevices = resolveRack(RackFile.parse({}), { ANDROID_ADB_SERVER_PORT: '1' });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-command-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function runCommandCheck(check: Record<string, unknown>, opts: { signal?: AbortSignal } = {}) {
  const run = await runChecks({
    config: ProjectConfig.parse({ checks: [{ name: 'cmd', kind: 'command', ...check }], historyFile: 'h.json' }),
    configDir: dir,
    rack: noDevices,
    version: '0',
    ...opts,
  });
  expect(() => Report.parse(run.report)).not.toThrow();
  return run.report;
}

const rows = (r: Report) => r.verdicts.map((v) => [v.group, testKey(v.test), v.verdict, v.reason ?? null]);

const junit = (cases: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="com.example.notes.NoteRepositoryTest" tests="3" skipped="1" failures="1" errors="0" time="0.12">\n${cases}\n</testsuite>\n`;
const CASES = `<testcase name="savesANote" classname="com.example.notes.NoteRepositoryTest" time="0.01"/>
<testcase name="trimsTitles" classname="com.example.notes.NoteRepositoryTest" time="0.02"><failure message="expected:&lt;[Buy milk]&gt; but was:&lt;[ Buy milk]&gt;" type="org.junit.ComparisonFailure">org.junit.ComparisonFailure: expected:&lt;[Buy milk]&gt; but was:&lt;[ Buy milk]&gt;
	at org.junit.Assert.assertEquals(Assert.java:117)
	at com.example.notes.NoteRepositoryTest.trimsTitles(NoteRepositoryTest.kt:31)
</failure></testcase>
<testcase name="syncs" classname="com.example.notes.NoteRepositoryTest" time="0"><skipped/></testcase>`;

describe('command checks on the host', () => {
  it('runs an argv program as one test named after the check: exit 0 passes, in the host group', async () => {
    const r = await runCommandCheck({ run: [node, '-e', 'console.log("all good")'] });
    expect(r.runVerdict).toBe('pass');
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'pass', null]]);
    expect(r.groups).toEqual([{ name: HOST, required: true, devices: [], status: 'ok' }]);
    expect(r.checks).toEqual([
      { name: 'cmd', kind: 'command', placement: 'host', tests: 1, status: 'ran', outputTail: 'all good\n' },
    ]);
    expect(r.executions[0]).toMatchObject({ check: 'cmd', device: HOST, group: HOST, outcome: 'passed' });
  });

  it('fails a plain command that exits non-zero with the status and its last line, and keeps the output', async () => {
    const r = await runCommandCheck({ run: `echo checking; echo "2 problems found" >&2; exit 3` });
    expect(r.runVerdict).toBe('fail');
    expect(r.executions[0]).toMatchObject({ outcome: 'failed', detail: 'exit status 3; last line: 2 problems found' });
    expect(r.checks?.[0]?.outputTail).toBe('checking\n2 problems found\n');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.tests).toEqual([{ class: 'cmd', method: 'cmd' }]);
  });

  it('runs a shell string in its cwd with its env added', async () => {
    await mkdir(path.join(dir, 'sub'), { recursive: true });
    const r = await runCommandCheck({
      run: 'test "$(basename "$PWD")" = sub && test "$GREETING" = hello',
      cwd: 'sub',
      env: { GREETING: 'hello' },
    });
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'pass', null]]);
  });

  it('makes a program that does not exist undetermined setup-failed with the remedy, never a red', async () => {
    const r = await runCommandCheck({ run: ['./no-such-tool', '--check'] });
    expect(r.runVerdict).toBe('undetermined');
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'undetermined', 'setup-failed']]);
    expect(r.checks?.[0]).toMatchObject({
      status: 'undetermined',
      reason: 'setup-failed',
      remedy: 'install it or fix the path in droidheal.json (`run` / `gradlew`); paths resolve against the config file',
    });
    expect(r.checks?.[0]?.detail).toMatch(/^the program was not found: .*ENOENT/);
    const shell = await runCommandCheck({ run: 'no-such-tool-droidheal --check' });
    expect(rows(shell)).toEqual([[HOST, 'cmd#cmd', 'undetermined', 'setup-failed']]);
    expect(shell.checks?.[0]?.detail).toMatch(/^the shell did not find the program: .*not found/);
  });

  it('stops a program silent past its timeout, with everything it started, as undetermined infrastructure', async () => {
    const pidFile = path.join(dir, 'grandchild.pid');
    const r = await runCommandCheck({
      run: [
        node,
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
         require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid));
         setInterval(() => {}, 1000);`,
      ],
      timeoutMs: 1500,
    });
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'undetermined', 'infrastructure']]);
    expect(r.checks?.[0]?.detail).toBe('the program printed nothing before its timeout');
    const { readFile } = await import('node:fs/promises');
    const { readFileSync, existsSync } = await import('node:fs');
    const pid = Number(await readFile(pidFile, 'utf8'));
    // the grandchild went with the group: signal 0 finds no such process
    await expect
      .poll(() => {
        if (!existsSync(`/proc/${pid}`)) return 'gone';
        // gone, or a zombie nobody reaps yet (a container's init may not): either way it runs no more
        const stat = readFileSync(`/proc/${pid}/stat`, { encoding: 'utf8', flag: 'r' }).toString();
        return / [ZX] /.test(stat.slice(stat.lastIndexOf(')'))) ? 'gone' : 'alive';
      })
      .toBe('gone');
  });

  it('turns the JUnit XML the command writes into one result per test, failures clustered by their trace', async () => {
    const r = await runCommandCheck({
      run: [
        node,
        '-e',
        `const fs = require('node:fs'); fs.mkdirSync('out/a', { recursive: true });
         fs.writeFileSync('out/a/TEST-notes.xml', ${JSON.stringify(junit(CASES))}); process.exit(1);`,
      ],
      junit: ['out/**/TEST-*.xml'],
    });
    expect(r.runVerdict).toBe('fail');
    expect(rows(r).sort()).toEqual([
      [HOST, 'com.example.notes.NoteRepositoryTest#savesANote', 'pass', null],
      [HOST, 'com.example.notes.NoteRepositoryTest#syncs', 'skipped', null],
      [HOST, 'com.example.notes.NoteRepositoryTest#trimsTitles', 'fail', null],
    ]);
    const failed = r.executions.find((e) => e.outcome === 'failed')!;
    expect(failed.detail).toBe('expected:<[Buy milk]> but was:<[ Buy milk]>');
    expect(failed.durationMs).toBe(20);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.signature).toBe(
      'org.junit.ComparisonFailure at com.example.notes.NoteRepositoryTest.trimsTitles(NoteRepositoryTest.kt:31)',
    );
  });

  it('ignores JUnit XML an earlier run left behind, and says no report was written', async () => {
    await mkdir(path.join(dir, 'stale'), { recursive: true });
    const old = path.join(dir, 'stale', 'TEST-old.xml');
    await writeFile(old, junit(CASES));
    const then = new Date(Date.now() - 3_600_000);
    await utimes(old, then, then);
    const r = await runCommandCheck({ run: [node, '-e', ''], junit: ['stale/*.xml'] });
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'undetermined', 'setup-failed']]);
    expect(r.checks?.[0]?.detail).toBe(`no JUnit XML written by this run matches stale/*.xml (under ${dir})`);
  });

  it('calls a non-zero exit whose JUnit XML shows no failure undetermined, not failed', async () => {
    const r = await runCommandCheck({
      run: [
        node,
        '-e',
        `require('node:fs').writeFileSync('TEST-ok.xml', '<testsuite name="S"><testcase classname="S" name="ok"/></testsuite>');
         console.error('Error: Cannot find module ./reporter'); process.exit(1);`,
      ],
      junit: ['TEST-ok.xml'],
    });
    expect(r.runVerdict).toBe('undetermined');
    expect(rows(r)).toEqual([
      [HOST, 'S#ok', 'pass', null],
      [HOST, 'cmd#cmd', 'undetermined', 'unexplained-exit'],
    ]);
    expect(r.checks?.[0]?.detail).toBe(
      'exit status 1 with no failure in its reports and no known cause; last line: Error: Cannot find module ./reporter',
    );
  });

  it('bounds hostile JUnit XML: entity definitions are not expanded and a deeply nested file is refused', async () => {
    await mkdir(path.join(dir, 'hostile'), { recursive: true });
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<testsuite name="S"><testcase classname="S" name="bomb"><failure message="&lol3;">x</failure></testcase></testsuite>`;
    await writeFile(path.join(dir, 'hostile', 'TEST-bomb.xml'), lol);
    await writeFile(path.join(dir, 'hostile', 'TEST-deep.xml'), `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
    const r = await runCommandCheck({
      run: [
        node,
        '-e',
        `const fs = require('node:fs'); for (const f of fs.readdirSync('hostile')) fs.utimesSync('hostile/' + f, new Date(), new Date());`,
      ],
      junit: ['hostile/*.xml'],
    });
    const bomb = r.executions.find((e) => e.test.method === 'bomb')!;
    expect(bomb.outcome).toBe('failed');
    // the entity reference stays as written: nothing was expanded
    expect(bomb.detail).toBe('&lol3;');
    expect(r.executions.map((e) => testKey(e.test))).toEqual(['S#bomb']);
  });

  it('refuses a cwd that does not exist before anything runs', async () => {
    const err = await runCommandCheck({ run: ['true'], cwd: 'nowhere' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).message).toBe(`check "cmd": cwd ${path.join(dir, 'nowhere')} is not a directory`);
  });

  it('reports a run interrupted mid-command as not-run, and stops the program', async () => {
    const ac = new AbortController();
    const started = runCommandCheck(
      { run: [node, '-e', 'console.log("started"); setInterval(() => {}, 1000)'], timeoutMs: 60_000 },
      { signal: ac.signal },
    );
    setTimeout(() => ac.abort(new Error('interrupted')), 300);
    const r = await started;
    expect(rows(r)).toEqual([[HOST, 'cmd#cmd', 'undetermined', 'not-run']]);
  });
});
