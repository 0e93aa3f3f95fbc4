import path from 'node:path';
import type { HealJson } from '../config/heal.js';
import type { Report } from '../config/report.js';
import { makeDir } from '../fs/make-dir.js';
import { writeFailed } from '../fs/output-path.js';
import { writeReports } from '../report/write.js';
import type { HealLoopResult } from './loop.js';
import { healReport, healVerdict } from './report.js';
import { applyToUserBranch, type HealWorktree } from './worktree.js';

/**
 * The last phase of `healRepository` (repository.ts): what a heal leaves — the branch and heal.patch,
 * report.json with its `heal` section and the other reports, the verdict the gate gives of them, the
 * fixes merged into the user's branch on request — and its last log line.
 */
export interface HealOutputs {
  /** the heal's result as `droidheal heal --json` prints it (`droidheal schema heal`) */
  json: HealJson;
  /** the final report.json value, with its `heal` section (absent when the checks never ran) */
  report?: Report;
  reportDir: string;
  /** the run history database the caller records the heal's final run in */
  historyDatabase: string;
}

export interface FinishOptions {
  reportDir: string;
  historyDatabase: string;
  repo: string;
  apply?: boolean;
  signal: AbortSignal;
  log: (line: string) => void;
}

export async function finishHeal(wt: HealWorktree, run: HealLoopResult, opts: FinishOptions): Promise<HealOutputs> {
  const json: HealJson = { ...run.json, ...(opts.signal.aborted ? { interrupted: true } : {}) };
  if ((await wt.commits()).length > 0) {
    json.branch = wt.branch;
    // the report directory was only proven makeable before the heal; it is made when something is written
    await makeDir(opts.reportDir);
    const patch = await wt.writePatch(path.join(opts.reportDir, 'heal.patch'));
    if (patch) json.patch = patch;
  }
  let report: Report | undefined;
  if (run.last) {
    Object.assign(json, healVerdict(healReport(run.last, run.state, json)));
    report = healReport(run.last, run.state, json);
    await writeReports(report, opts.reportDir).catch((err: unknown) => {
      throw writeFailed(opts.reportDir, '--report-dir', err);
    });
  }
  if (opts.apply) await applyHealed(wt, json, opts);
  opts.log(summaryLine(json));
  return { json, ...(report ? { report } : {}), reportDir: opts.reportDir, historyDatabase: opts.historyDatabase };
}

/** `apply`: the heal's branch merged into the user's, only when healed and the user's tree is clean. */
async function applyHealed(wt: HealWorktree, json: HealJson, opts: FinishOptions): Promise<void> {
  if (json.status !== 'healed') {
    opts.log(`--apply: not applied — the status is ${json.status}, not healed`);
    return;
  }
  const a = await applyToUserBranch(opts.repo, wt.branch);
  opts.log(a.applied ? `--apply: merged ${wt.branch} into your branch` : `--apply: not applied — ${a.why}`);
}

/**
 * The heal's last line: what it did, and — when the exit is not what the status alone would give —
 * why, with the remedy: the engine that never started, or each required group or check the final run
 * could not determine (so the line a CI log ends with explains its exit 3).
 */
export function summaryLine(j: HealJson): string {
  const remaining = j.remaining.length
    ? ` — remaining: ${j.remaining.map((r) => `${r.finding} (${r.verdict})`).join(', ')}`
    : '';
  const head = `${j.status.toUpperCase()}${j.outcome ? ` (${j.outcome})` : ''}${remaining}${j.branch ? ` — branch ${j.branch}` : ''}`;
  if (j.outcome === 'engine-unavailable' && j.escalation_reason) return `${head} — ${j.escalation_reason}`;
  if (j.verdict !== 'undetermined' || !j.undetermined?.length) return head;
  const why = j.undetermined
    .map((u) =>
      u.test
        ? `${u.test} on ${u.group} undetermined (${u.reason ?? 'unknown'})${u.remedy ? ` — ${u.remedy}` : ''}`
        : `group ${u.group} could not run (${u.reason ?? 'unknown'}): ${u.tests ?? 0} test${u.tests === 1 ? '' : 's'}${u.remedy ? ` — ${u.remedy}` : ''}`,
    )
    .join('; ');
  if (j.status === 'undetermined') return `${head}: ${why}`;
  return `${head} — but UNDETERMINED (exit 3): ${why}`;
}
