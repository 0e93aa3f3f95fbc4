import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import { openLedger } from '../../src/heal/ledger.js';
import { healLoop } from '../../src/heal/loop.js';
import { openWorktree } from '../../src/heal/worktree.js';
import type { TempRepo } from '../guard/git-repo.js';
import { scriptEngine, testPrompt } from './engine.js';
import { type DeriveOptions, derivedChecks, parseConfig, project } from './project.js';

const fixer = (name: string) => fileURLToPath(new URL(`./fixers/${name}.mjs`, import.meta.url));

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const r of repos.splice(0)) await r.remove();
});

async function heal(
  script: string,
  derive: DeriveOptions = {},
  configText?: string,
  extra: Record<string, string> = {},
) {
  const repo = await project(extra);
  repos.push(repo);
  const wt = await openWorktree(repo.dir);
  const engine = scriptEngine(fixer(script));
  const runChecks = derivedChecks(derive);
  const lines: string[] = [];
  try {
    const r = await healLoop({
      config: parseConfig(configText),
      configRel: '',
      worktree: wt,
      ledger: await openLedger(wt.repo, wt.head),
      runChecks,
      engine,
      buildPrompt: testPrompt,
      guard: guardChange,
      log: (l) => lines.push(l),
      signal: new AbortController().signal,
    });
    return { ...r, lines, engine, runChecks, repo, commits: await wt.commits(), wt };
  } finally {
    await wt.remove();
  }
}

const roundLines = (lines: string[]) => lines.filter((l) => l.startsWith('round '));

describe('healLoop', () => {
  it('drains like seed 000: one fix applied, the cheap fixes refused each round, the device finding never dispatched', async () => {
    const r = await heal('cheap', { groups: ['phones', 'tablets'], noDevice: ['tablets'] });
    const idOf = (method: string) => r.first!.findings.find((f) => f.tests.some((t) => t.method === method))!.id;
    const save = idOf('saveButtonIsShown');
    const del = idOf('deleteButtonIsShown');
    expect(roundLines(r.lines)).toEqual([
      `round 1: REFUSED ${save} — assertion-removed: removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()`,
      `round 1: applied ${del} (touched app/src/main/java/com/example/notes/ui/ListScreen.kt)`,
      `round 2: REFUSED ${save} — assertion-removed: removed 1 assertion(s): composeTestRule.onNodeWithTag("title").assertIsDisplayed()`,
      `round 3: REFUSED ${save} — confidence: confidence 0.55 below the floor`,
    ]);
    expect(r.json.outcome).toBe('rounds-exhausted');
    expect(r.json.status).toBe('escalated');
    expect(r.json.remaining.map((x) => [x.finding.slice(0, 2), x.verdict])).toEqual([
      ['F-', 'fail'],
      ['F-', 'undetermined'],
    ]);
    expect(r.json.remaining[0]!.finding).toBe(save);
    // the device finding is never dispatched: every engine call was about the two failing findings
    expect(new Set(r.engine.calls.map((c) => c.findingId))).toEqual(new Set([save, del]));
    expect(r.engine.calls.map((c) => [c.findingId, c.level])).toEqual([
      [save, 1],
      [del, 1],
      [save, 2],
      [save, 3],
    ]);
    expect(r.commits).toHaveLength(1);
  });

  it('heals with the genuine fixer: both findings applied in round 1, proved by the rescan, outcome converged', async () => {
    const r = await heal('genuine');
    expect(r.json.status).toBe('healed');
    expect(r.json.outcome).toBe('converged');
    expect(r.json.rounds).toHaveLength(1);
    expect(r.json.rounds[0]!.attempts.map((a) => a.applied)).toEqual([true, true]);
    expect(r.json.rounds[0]!.rescan).toMatchObject({ ran: true, failing: [] });
    expect(r.json.remaining).toEqual([]);
    expect(r.commits).toHaveLength(2);
    // first run, re-run of the two failing tests, then the whole suite once
    expect(r.runChecks.calls).toBe(3);
  });
});
