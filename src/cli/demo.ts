import { cpSync, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { execa } from 'execa';
import { freePort, isPortOpen } from '../adb/server.js';
import { type HealJson, HealJson as HealJsonSchema } from '../config/heal.js';
import { UsageError } from '../errors.js';
import { prepareOutputDir } from '../fs/output-path.js';
import { readReport } from '../report/json.js';
import {
  flakyMoment,
  groupsDown,
  lostMoment,
  refusals,
  scriptedMoments,
  shortTest,
  undispatched,
} from './demo-story.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';

/**
 * `droidheal demo` (= `npm run demo`): the whole story on the embedded rack, the same every run —
 * a private adb server and a throwaway HOME, the sample app copied into a throwaway git repository,
 * `droidheal devices`, `droidheal heal` with a cheap and with a genuine fixer, `droidheal gate`.
 * Each step runs the real droidheal binary as a user would type it; between steps the narration
 * says what just happened and why it matters, and a check of every designed behaviour decides the
 * exit code (0: every step behaved as designed).
 */

interface DemoOptions {
  out: string;
}

/** The package root (dist/cli/demo.js → ../..), where the fixtures live. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (...p: string[]) => path.join(root, 'android-fixtures', ...p);

/** The scripted fixers each heal of the demo runs (android-fixtures/fixers/). */
const FIXER_SCRIPT = { cheap: 'weaken-each-round.mjs', genuine: 'genuine.mjs' } as const;

export function register(program: Command): void {
  program
    .command('demo')
    .description(
      'the whole story in under a minute on a virtual rack: a heal refused by rule, a heal proven on devices, a gate that still blocks (exit 0 when every step behaved as designed)',
    )
    .option('--out <dir>', 'where the reports go (HTML, Markdown, JUnit, JSON, the patch)', 'droidheal-demo')
    .action(async (opts: DemoOptions) => setExitCode(await demo(opts)));
}

const tty = process.stdout.isTTY === true && !process.env.NO_COLOR;
const bold = (s: string) => (tty ? `\x1b[1m${s}\x1b[22m` : s);
const write = (s: string) => process.stdout.write(s);
/** A narration block: what is about to happen, or what just happened and why it matters. */
const say = (...lines: string[]) => write(`\n${bold('▶')} ${lines.join('\n  ')}\n`);

interface Check {
  what: string;
  ok: boolean;
  saw: string;
}

async function demo(opts: DemoOptions): Promise<ExitCode> {
  const rackFile = fixture('demo', 'devices.json');
  for (const need of [fixture('compose-app'), fixture('fixers'), rackFile])
    if (!existsSync(need))
      throw new UsageError(
        `the demo's fixtures are not part of this installation (${path.relative(root, need)} is missing)`,
        'run it from a clone of droidheal: `npm install && npm run demo`',
      );
  const out = path.resolve(opts.out);
  await prepareOutputDir(out, '--out');
  const moments = scriptedMoments(JSON.parse(readFileSync(rackFile, 'utf8')));
  const rack = JSON.parse(readFileSync(rackFile, 'utf8')) as {
    emulators: Array<{ avd: string; bootTimeoutMs: number; groups: string[] }>;
  };
  const emulator = rack.emulators[0]!;

  const interrupt = listenForInterrupt();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'droidheal-demo-'));
  const checks: Check[] = [];
  const expect = (what: string, ok: boolean, saw: unknown) => {
    checks.push({ what, ok, saw: typeof saw === 'string' ? saw : JSON.stringify(saw) });
    return ok;
  };
  try {
    const home = path.join(scratch, 'home');
    await mkdir(home);
    // always a port of its own: an ANDROID_ADB_SERVER_PORT in your shell names your server
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // your adb server and ~/.android keys are never touched
      HOME: home,
      ANDROID_ADB_SERVER_PORT: String(port),
      // a stand-in SDK whose emulator registers with adb but never finishes booting
      ANDROID_HOME: fixture('sdk'),
      ANDROID_SDK_ROOT: '',
      DROIDHEAL_FAKE_AVDS: fixture('demo', 'avds.json'),
      // the fixture's ./gradlew stand-in, wherever the app was copied
      DROIDHEAL_GRADLE_STANDIN: fixture('gradle-standin', 'gradlew.mjs'),
      // the demo's reports are its own, not the CI job's
      GITHUB_ACTIONS: '',
      GITHUB_STEP_SUMMARY: '',
    };
    const bin = path.join(root, 'bin', 'droidheal.js');
    /** Run droidheal as a user would, live; stdout captured too when `capture` (heal --json, gate). */
    const droidheal = async (args: string[], cwd: string, capture: 'json' | 'tee' | 'none' = 'none') => {
      const shown = args.map((a) => (a.startsWith(root) ? path.relative(process.cwd(), a) || '.' : a));
      write(`\n$ droidheal ${shown.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' ')}\n`);
      const r = await execa(process.execPath, [bin, ...args], {
        cwd,
        env,
        extendEnv: false,
        reject: false,
        stdin: 'ignore',
        stdout: capture === 'json' ? 'pipe' : capture === 'tee' ? ['pipe', 'inherit'] : 'inherit',
        stderr: 'inherit',
        // a Ctrl-C reaches them from the terminal too; SIGTERM covers a demo stopped on its own
        cancelSignal: interrupt.signal,
        forceKillAfterDelay: 10_000,
      });
      return { code: r.exitCode ?? ExitCode.interrupted, stdout: typeof r.stdout === 'string' ? r.stdout : '' };
    };
    const sampleRepo = async (name: string) => {
      const dir = path.join(scratch, name);
      cpSync(fixture('compose-app'), dir, {
        recursive: true,
        filter: (src) => !src.split(path.sep).includes('build') && !src.includes(`${path.sep}.droidheal`),
      });
      const git = (...a: string[]) => execa('git', a, { cwd: dir, stdin: 'ignore' });
      await git('init', '-q', '-b', 'main');
      await git('add', '-A');
      await git(
        '-c',
        'user.name=droidheal demo',
        '-c',
        'user.email=demo@droidheal.invalid',
        'commit',
        '-qm',
        'notes app',
      );
      return dir;
    };
    const heal = async (fixer: keyof typeof FIXER_SCRIPT) => {
      const repo = await sampleRepo(fixer);
      const reportDir = path.join(out, fixer);
      const r = await droidheal(
        [
          'heal',
          '--engine',
          'command',
          '--engine-command',
          `node ${fixture('fixers', FIXER_SCRIPT[fixer])}`,
          '--rack',
          rackFile,
          '--report-dir',
          reportDir,
          '--json',
        ],
        repo,
        'json',
      );
      const parsed = HealJsonSchema.safeParse(safeJson(r.stdout));
      const json: HealJson = parsed.success
        ? parsed.data
        : { status: 'undetermined', outcome: null, rounds: [], remaining: [] };
      const report = existsSync(path.join(reportDir, 'report.json'))
        ? await readReport(path.join(reportDir, 'report.json'))
        : undefined;
      return { code: r.code, json, report, reportDir };
    };
    const stopped = () => interrupt.signal.aborted;

    // ── 1. the rack ─────────────────────────────────────────────────────────────
    const group = emulator.groups[0]!;
    say(
      `droidheal demo — the notes app's instrumented suite (android-fixtures/compose-app) on a virtual rack,`,
      `with a private adb server (port ${port}) and a throwaway HOME. The rack (android-fixtures/demo/devices.json):`,
      '  phones   two phones, droidheal virtual devices the real adb server treats as USB phones',
      `  ${group.padEnd(8)} one emulator, ${emulator.avd}, started by droidheal; it never finishes booting`,
      `           (sys.boot_completed stays 0). The demo waits ${emulator.bootTimeoutMs / 1000} s for it; a real rack waits bootTimeoutMs (default 180 s).`,
      'Scripted by the rack, on whichever phone gets there first (so it happens whatever the schedule):',
      `  ${shortTest(moments.flaky)} fails the first time it runs, and the phone that runs`,
      `  ${shortTest(moments.lost)} drops off adb in the middle of it.`,
    );
    const devices = await droidheal(['devices', '--rack', rackFile], root);
    expect(
      `devices: phones can run, ${group} cannot (its emulator never booted) → exit 3`,
      devices.code === 3,
      devices.code,
    );
    if (stopped()) return ExitCode.interrupted;
    say(
      `→ The phones can run. ${group} cannot: droidheal started ${emulator.avd} and waited for sys.boot_completed=1,`,
      '  which never came, then stopped it. Every test of that group will be undetermined (boot-timeout):',
      '  not "failed", not "passed" — nobody knows yet, and nothing is sent to a fixer for it.',
    );

    // ── 2. the cheap fixer ──────────────────────────────────────────────────────
    say(
      `Heal #1: a fixer that takes the cheap path (android-fixtures/fixers/${FIXER_SCRIPT.cheap}), on a throwaway`,
      'git copy of the app (your checkout is never touched). Asked to make QuickNoteBarTest pass, it deletes the',
      'assertion it was asked to satisfy, then widens its finder to any clickable node, then tags the button and',
      'empties the save handler the button calls. Every change is judged by the guard before anything runs.',
    );
    const cheap = await heal('cheap');
    if (stopped()) return ExitCode.interrupted;
    const cheapRefusals = refusals(cheap.json);
    expect(
      'cheap fixer: outcome rounds-exhausted, status escalated → exit 1',
      cheap.code === 1 && cheap.json.status === 'escalated' && cheap.json.outcome === 'rounds-exhausted',
      `exit ${cheap.code}, ${cheap.json.status}, ${cheap.json.outcome}`,
    );
    const cheapLeft = undispatched(cheap.json);
    expect(
      `cheap fixer: the undetermined ${group} finding and the flaky test never sent to a fixer`,
      cheapLeft.findings.length === 2 && cheapLeft.dispatched.length === 0,
      cheapLeft,
    );
    // the scripted moments, as both heals' reports saw them (each heal's runs meet the same rack)
    const flakyIn = (h: typeof cheap) => (h.report ? flakyMoment(h.report, h.json, moments.flaky) : undefined);
    const lostIn = (h: typeof cheap) => (h.report ? lostMoment(h.report, moments.lost) : undefined);
    const flakyOk = (f: ReturnType<typeof flakyIn>) => f?.verdict === 'flaky' && f.sameDevice && !f.dispatched;
    const lostOk = (l: ReturnType<typeof lostIn>) =>
      l?.reason === 'device-lost' && l.rerun === 'passed' && l.verdict === 'pass';
    const flaky = flakyIn(cheap);
    const lost = lostIn(cheap);
    const refusedOk = expect(
      'cheap fixer: every weakening refused by rule, with file and line (assertion-removed, finder-widened, handler-stubbed)',
      cheapRefusals.map((r) => r.rule).join(' ') === 'assertion-removed finder-widened handler-stubbed' &&
        cheapRefusals.every((r) => r.at !== undefined),
      cheapRefusals.map((r) => r.rule).join(', ') || 'no refusal',
    );
    say(
      ...(refusedOk
        ? [
            `→ ${cheapRefusals.length} fixes refused, each by rule:`,
            ...cheapRefusals.flatMap((r) => [`    round ${r.round}: ${r.rule} — ${r.detail}`, `      at ${r.at}`]),
            '  The fixture build derives outcomes from the source, so each of these WOULD have turned the asked test',
            '  green: the guard is what stopped it. A green bought by a weakened check never reaches you; the finding',
            `  escalates to a person (${cheap.json.status}, ${cheap.json.outcome}).`,
          ]
        : [
            `✗ expected 3 refusals by rule with a place, saw: ${cheapRefusals.map((r) => `${r.rule} at ${r.at ?? '?'}`).join(', ') || 'none'}`,
          ]),
      ...(flakyOk(flaky)
        ? [
            `→ Flaky: ${shortTest(moments.flaky)} failed once and passed when re-checked on the same phone.`,
            '  droidheal reports it as flaky and never hands it to a fixer: a flake is not a bug to "fix" by editing code.',
          ]
        : [`✗ expected ${shortTest(moments.flaky)} to come out flaky, saw: ${JSON.stringify(flaky ?? 'no report')}`]),
      ...(lostOk(lost)
        ? [
            `→ Device lost: a phone dropped off adb in the middle of ${shortTest(moments.lost)}. That attempt is`,
            '  undetermined (device-lost), never a failure; the test and the ones the phone had not started were re-run',
            '  on the other phone, and the passes it had already reported were kept.',
          ]
        : [
            `✗ expected a phone lost in ${shortTest(moments.lost)} and a re-run elsewhere, saw: ${JSON.stringify(lost ?? 'no report')}`,
          ]),
    );

    // ── 3. the genuine fixer ────────────────────────────────────────────────────
    say(
      'Heal #2: a fixer that repairs the app source (android-fixtures/fixers/genuine.mjs), on a fresh copy.',
      'Each fix is judged by the guard, committed on a branch, rebuilt, installed and proven on the phones.',
    );
    const genuine = await heal('genuine');
    if (stopped()) return ExitCode.interrupted;
    const applied = genuine.json.rounds.flatMap((r) => r.attempts).filter((a) => a.applied);
    const genuineSaw = `exit ${genuine.code}, ${genuine.json.status}, ${genuine.json.outcome}, ${applied.length} applied`;
    const healedOk = expect(
      'genuine fixer: outcome converged, status healed, both failures fixed and proven on the phones',
      genuine.json.status === 'healed' &&
        genuine.json.outcome === 'converged' &&
        applied.length === 2 &&
        !genuine.json.remaining.some((r) => r.verdict === 'fail'),
      genuineSaw,
    );
    const tabletsInHeal = genuine.json.undetermined?.find((u) => u.group === group && u.test === undefined);
    expect(
      `genuine fixer: yet heal exits 3 (undetermined), naming ${group} and its cause — a CI job running only heal is not green`,
      genuine.code === 3 && genuine.json.verdict === 'undetermined' && tabletsInHeal?.reason === 'boot-timeout',
      `exit ${genuine.code}, verdict ${genuine.json.verdict}, ${JSON.stringify(tabletsInHeal ?? 'no undetermined group')}`,
    );
    expect(
      'genuine fixer: the fix is a branch and a patch, your checkout untouched',
      genuine.json.branch !== undefined && existsSync(path.join(genuine.reportDir, 'heal.patch')),
      genuine.json.branch ?? 'no branch',
    );
    const flaky2 = flakyIn(genuine);
    const lost2 = lostIn(genuine);
    expect(
      `flaky: ${shortTest(moments.flaky)} failed once, passed on the re-check on the same phone → flaky, never dispatched (both heals)`,
      flakyOk(flaky) && flakyOk(flaky2),
      { cheap: flaky, genuine: flaky2 },
    );
    expect(
      `device lost: the phone running ${shortTest(moments.lost)} dropped off → that attempt undetermined (device-lost), the test re-run on the other phone and passed (both heals)`,
      lostOk(lost) && lostOk(lost2),
      { cheap: lost, genuine: lost2 },
    );
    const down = genuine.report ? groupsDown(genuine.report) : [];
    say(
      healedOk
        ? `→ Healed: ${applied.map((a) => a.touched.map((f) => path.basename(f)).join(', ')).join(' and ')} fixed, each proven on the phones where its test failed.`
        : `✗ expected a healed run, saw: ${genuineSaw}`,
      flakyOk(flaky2) && lostOk(lost2)
        ? '  The flaky test and the lost phone happened again in this run and changed nothing: same verdicts.'
        : '✗ the flaky test or the lost phone did not happen as scripted in this run',
      `  But ${down.map((d) => `${d.group} (${d.tests} tests)`).join(', ') || 'no group'} never ran: nobody knows yet whether the app works there.`,
      `  So heal itself exits ${genuine.code}, not 0: healed is what it did, undetermined is what CI may conclude.`,
      '  A CI job that runs only `droidheal heal` must not go green while a required group never ran: the fixes',
      `  are real, but nobody has seen the app on a ${group.replace(/s$/, '')}. Exit 3 says "could not run" (infrastructure), not`,
      '  "a test failed" (1): fix the emulator and run again; the last line of heal names the group and the remedy.',
    );

    // ── 4. the gate ─────────────────────────────────────────────────────────────
    say('The release gate on the healed run:');
    const reportJson = path.join(genuine.reportDir, 'report.json');
    const gate = await droidheal(['gate', reportJson], root, 'tee');
    const tablets = down.find((d) => d.group === group);
    expect(
      `gate: undetermined (expected), naming ${group}, boot-timeout and its remedy → exit 3`,
      gate.code === 3 &&
        gate.stdout.includes('release verdict: UNDETERMINED') &&
        tablets?.reason === 'boot-timeout' &&
        tablets.remedy !== undefined &&
        gate.stdout.includes(`group ${group}`) &&
        gate.stdout.includes(tablets.remedy),
      `exit ${gate.code}`,
    );
    say(
      `→ Blocked, and that is the point: a group that never ran is not a green. Fix the emulator (or waive the`,
      '  group with a reason and an expiry) and the same report passes the gate; exit 3 tells CI "infrastructure",',
      '  exit 1 would have meant "a test failed".',
    );

    // ── 5. reports and clean end ────────────────────────────────────────────────
    const shown = (p: string) => {
      const r = path.relative(process.cwd(), p);
      return r && !r.startsWith('..') ? r : p;
    };
    say(
      `Reports in ${shown(out)}/:`,
      `  ${shown(path.join(genuine.reportDir, 'report.html'))}   the device × test matrix, heal rounds (open it in a browser)`,
      `  ${shown(path.join(genuine.reportDir, 'summary.md'))}    Markdown (what CI job summaries show)`,
      `  ${shown(path.join(genuine.reportDir, 'junit.xml'))}     JUnit (undetermined is <error>, never <failure>)`,
      `  ${shown(reportJson)}   the source of every other format; droidheal gate reads it`,
      `  ${shown(path.join(genuine.reportDir, 'heal.patch'))}    the fix as a patch`,
      `  ${shown(cheap.reportDir)}/   the refused attempts, by rule`,
    );
    // everything the steps started is stopped: each command stopped the adb server it started
    const serverLeft = await isPortOpen('127.0.0.1', port);
    expect('everything stopped: no adb server left on the demo port', !serverLeft, `a server on port ${port}`);
    write(
      `\n${bold('Summary')}\n` +
        `  healed   ${applied.length} genuine failures fixed on a branch and proven on the phones; ${cheapRefusals.length} weakening fixes refused by rule\n` +
        `  noticed  ${flakyOk(flaky2) ? '1 flaky test (reported, never dispatched)' : 'no flaky test (expected 1)'}; ${lostOk(lost2) ? '1 phone lost mid-test (its test re-run on the other phone)' : 'no lost phone (expected 1)'}\n` +
        `  release  ${gate.code === 3 && genuine.code === 3 ? 'UNDETERMINED, as expected: heal and gate both exit 3' : `heal exit ${genuine.code}, gate exit ${gate.code}; expected UNDETERMINED (3) from both`} — ${tablets ? `${tablets.group} never ran (${tablets.reason}): ${tablets.remedy}` : 'no group down'}\n`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
    interrupt.stop();
  }
  if (interrupt.signal.aborted) return ExitCode.interrupted;
  expect('no temporary repository left', !existsSync(scratch), scratch);
  const failed = checks.filter((c) => !c.ok);
  write(
    `\n${bold(failed.length === 0 ? 'demo: every step behaved as designed (expected verdict: undetermined)' : 'demo: a step did not behave as designed')}\n` +
      checks.map((c) => `  ${c.ok ? '✓' : '✗'} ${c.what}${c.ok ? '' : ` (saw ${c.saw})`}`).join('\n') +
      '\n',
  );
  return failed.length === 0 ? ExitCode.ok : ExitCode.fail;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}
