import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import type { Guard } from '../../src/heal/deps.js';
import { openLedger } from '../../src/heal/ledger.js';
import { healLoop } from '../../src/heal/loop.js';
import { openWorktree } from '../../src/heal/worktree.js';
import type { TempRepo } from '../guard/git-repo.js';
import { sandboxFor, scriptEngine, testPrompt } from './engine.js';
import { type DeriveOptions, derivedChecks, files, parseConfig, project } from './project.js';

const fixer = (name: string) => fileURLToPath(new URL(`./fixers/${name}.mjs`, import.meta.url));

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const r of repos.splice(0)) await r.remove();
});

interface HealCase {
  derive?: DeriveOptions;
  /** merged into droidheal.json */
  config?: Record<string, unknown>;
  /** files added to the project before its first commit */
  files?: Record<string, string>;
  /** heal this repository again (same head) instead of a new one */
  repo?: TempRepo;
  env?: Record<string, string>;
  guard?: Guard;
}

async function heal(script: string, c: HealCase = {}) {
  const repo = c.repo ?? (await project(c.files));
  if (!c.repo) repos.push(repo);
  const wt = await openWorktree(repo.dir);
  const containment = await sandboxFor(repo.dir);
  const engine = scriptEngine(fixer(script), c.env);
  const runChecks = derivedChecks(c.derive);
  const lines: string[] = [];
  const config = parseConfig(JSON.stringify({ ...JSON.parse(files['droidheal.json']!), ...c.config }));
  try {
    const r = await healLoop({
      config,
      configRel: '',
      worktree: wt,
      ledger: await openLedger(wt.repo, wt.head),
      runChecks,
      engine,
      buildPrompt: testPrompt,
      guard: c.guard ?? guardChange,
      log: (l) => lines.push(l),
      signal: new AbortController().signal,
      containment,
    });
    return { ...r, lines, engine, runChecks, repo, commits: await wt.commits(), wt };
  } finally {
    await wt.remove();
    await containment.close();
  }
}

const roundLines = (lines: string[]) => lines.filter((l) => l.startsWith('round '));

describe('healLoop', () => {
  it('drains like seed 000: one fix applied, the cheap fixes refused each round, the device finding never dispatched', async () => {
    const r = await heal('cheap', { derive: { groups: ['phones', 'tablets'], noDevice: ['tablets'] } });
    const idOf = (method: string) => r.first!.findings.find((f) => f.tests.some((t) => t.method === method))!.id;
    const save = idOf('saveButtonIsShown');
    const del = idOf('deleteButtonIsShown');
    expect(roundLines(r.lines)).toEqual([
      `round 1: REFUSED ${save} — assertion-removed: removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()`,
      `round 1: applied ${del} (touched app/src/main/java/com/example/notes/ui/ListScreen.kt)`,
      `round 2: REFUSED ${save} — assertion-removed: removed 1 assertion(s): composeTestRule.onNodeWithTag("title").assertIsDisplayed()`,
      `round 3: REFUSED ${save} — confidence: confidence 0.55 below the floor`,
    ]);
    // each refusal is followed by where it lost what it lost: the deleted assertions' lines, none for confidence
    expect(r.lines.filter((l) => l.startsWith('  at '))).toEqual([
      '  at app/src/androidTest/java/com/example/notes/EditorTest.kt:19',
      '  at app/src/androidTest/java/com/example/notes/EditorTest.kt:18',
    ]);
    expect(r.json.rounds.map((x) => x.attempts.find((a) => a.refused)?.refusedAt?.line)).toEqual([19, 18, undefined]);
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

const ALL_TAGS = {
  'app/src/main/java/com/example/notes/ui/EditorScreen.kt': files[
    'app/src/main/java/com/example/notes/ui/EditorScreen.kt'
  ]!.replace('Button(onClick = onSave)', 'Button(onClick = onSave, modifier = Modifier.testTag("save"))'),
  'app/src/main/java/com/example/notes/ui/ListScreen.kt': files[
    'app/src/main/java/com/example/notes/ui/ListScreen.kt'
  ]!.replace('Button(onClick = onDelete)', 'Button(onClick = onDelete, modifier = Modifier.testTag("delete"))'),
};

describe('what is never dispatched', () => {
  it('an undetermined-only run starts no engine session and ends undetermined', async () => {
    const r = await heal('genuine', {
      files: ALL_TAGS,
      derive: { groups: ['phones', 'tablets'], noDevice: ['tablets'] },
    });
    expect(r.engine.calls).toEqual([]);
    expect(r.json.status).toBe('undetermined');
    expect(r.json.outcome).toBeNull();
    expect(r.json.remaining.map((x) => x.verdict)).toEqual(['undetermined']);
  });

  it('a flaky-only run starts no engine session and ends clean, the flaky test reported', async () => {
    const r = await heal('genuine', {
      files: ALL_TAGS,
      derive: { flaky: ['com.example.notes.ListTest#listIsShown'] },
    });
    expect(r.engine.calls).toEqual([]);
    expect(r.json.status).toBe('clean');
    expect(r.json.remaining).toMatchObject([{ verdict: 'flaky', reason: 'com.example.notes.ListTest#listIsShown' }]);
  });

  it('an engine that says it cannot fix ends that finding after one session, with its reason', async () => {
    const r = await heal('cannot-fix', { config: { heal: { rounds: 3 } } });
    expect(r.engine.calls).toHaveLength(2);
    expect(r.json.outcome).toBe('fixed-point');
    expect(r.json.status).toBe('escalated');
    expect(r.json.remaining.map((x) => x.reason)).toEqual([
      'cannot fix: the test expects a tag the design removed; the test must change',
      'cannot fix: the test expects a tag the design removed; the test must change',
    ]);
  });
});

describe('the attempt ledger', () => {
  it('a second heal on the same head spends no more than the cap and says needs a person, with no engine call', async () => {
    const first = await heal('cheap', { config: { heal: { maxAttemptsPerHead: 3 } } });
    const save = first.first!.findings.find((f) => f.tests.some((t) => t.method === 'saveButtonIsShown'))!.id;
    expect(first.engine.calls.filter((c) => c.findingId === save)).toHaveLength(3);
    const second = await heal('cheap', { repo: first.repo, config: { heal: { maxAttemptsPerHead: 3 } } });
    expect(second.engine.calls.filter((c) => c.findingId === save)).toEqual([]);
    expect(second.lines).toContain(`round 1: needs a person ${save} — 3 attempt(s) on this head already`);
    expect(second.json.remaining.find((x) => x.finding === save)?.reason).toBe(
      `needs a person: 3 attempt(s) on ${first.wt.head.slice(0, 7)}`,
    );
    const note = await first.repo.git(['notes', '--ref=refs/notes/droidheal', 'show', first.wt.head]);
    expect(JSON.parse(note).findings[save].attempts.map((a: { result: string }) => a.result)).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
  });
});

describe('failed sessions', () => {
  it('a crashing engine is a counted attempt whose half-made edit is reset', async () => {
    const r = await heal('crash', { config: { heal: { rounds: 1 } } });
    expect(r.json.rounds[0]!.attempts.map((a) => [a.exit, a.applied, a.failed])).toEqual([
      [139, false, 'engine exited 139'],
      [139, false, 'engine exited 139'],
    ]);
    expect(r.commits).toEqual([]);
    expect(r.json.status).toBe('escalated');
  });

  it('a hanging engine is stopped at the engine timeout and counted', async () => {
    const r = await heal('hang', {
      config: { heal: { rounds: 1, engineTimeoutMs: 1000 } },
      files: { [Object.keys(ALL_TAGS)[1]!]: ALL_TAGS['app/src/main/java/com/example/notes/ui/ListScreen.kt'] },
    });
    expect(r.json.rounds[0]!.attempts.map((a) => a.failed)).toEqual(['timed out after 1000 ms']);
    expect(r.json.outcome).toBe('rounds-exhausted');
  });

  it('a fix reported below the confidence floor is refused', async () => {
    const r = await heal('low-confidence', { config: { heal: { rounds: 1 } } });
    expect(r.json.rounds[0]!.attempts.map((a) => a.refused)).toEqual([
      { rule: 'confidence', detail: 'confidence 0.4 below the floor' },
      { rule: 'confidence', detail: 'confidence 0.4 below the floor' },
    ]);
  });
});

describe('fail closed on confidence', () => {
  it('a fixer that reports no confidence is refused as below the floor, never waved through', async () => {
    const r = await heal('silent', { config: { heal: { rounds: 1 } } });
    const refused = r.json.rounds[0]!.attempts.map((a) => a.refused);
    expect(refused).toHaveLength(2);
    for (const x of refused)
      expect(x).toEqual({
        rule: 'confidence',
        detail:
          'no confidence reported, which counts as below the floor 0.7 (the fixer\'s last line must be {"confidence": 0..1, …})',
      });
    expect(r.commits).toEqual([]);
  });

  it('a status line in a code fence is read, and its low confidence refused', async () => {
    const r = await heal('fenced-status', { config: { heal: { rounds: 1 } } });
    expect(r.json.rounds[0]!.attempts.map((a) => a.refused?.detail)).toEqual([
      'confidence 0.4 below the floor',
      'confidence 0.4 below the floor',
    ]);
  });
});

describe('the heal record keeps the rule that fired', () => {
  it('an ignored test is recorded as test-suppressed with its file and line, not as the scope of a test file', async () => {
    const r = await heal('ignore-test', { config: { heal: { rounds: 1 } } });
    const save = r.json.rounds[0]!.attempts.find(
      (a) => a.refused && a.touched.some((f) => f.endsWith('EditorTest.kt')),
    )!;
    expect(save.refused!.rule).toBe('test-suppressed');
    expect(save.refusedAt).toEqual({
      file: 'app/src/androidTest/java/com/example/notes/EditorTest.kt',
      line: expect.any(Number),
    });
    // every rule the guard refused it under, as `droidheal guard` gives them
    const rules = save.refusals!.map((x) => x.rule);
    expect(rules).toContain('test-suppressed');
    expect(rules).toContain('scope');
    expect(r.lines.join('\n')).toMatch(/REFUSED F-\w+ — test-suppressed: /);
  });
});

describe('engine droppings', () => {
  it('a session that leaves only the CLIs’ own files (aider’s caches, .claude/, .codex/) changed nothing: no change, nothing committed', async () => {
    const r = await heal('droppings-only', { config: { heal: { rounds: 1 } } });
    const attempts = r.json.rounds[0]!.attempts;
    expect(attempts.map((a) => a.failed)).toEqual(['no change', 'no change']);
    expect(attempts.flatMap((a) => a.touched)).toEqual([]);
    expect(r.commits).toEqual([]);
  });
});

describe('escapes', () => {
  it('a symlink out of the worktree is refused and reset, and the canary outside is untouched', async () => {
    const outside = await project();
    repos.push(outside);
    const canary = `${outside.dir}/canary.txt`;
    await outside.write({ 'canary.txt': 'canary\n' });
    const r = await heal('escape-worktree', { env: { CANARY: canary }, config: { heal: { rounds: 1 } } });
    const refused = r.json.rounds[0]!.attempts.map((a) => a.refused);
    expect(refused[0]).toEqual({
      rule: 'scope',
      detail: `symlink app/src/main/java/com/example/notes/ui/Shortcut.kt points outside the worktree (${canary})`,
    });
    expect(r.commits).toEqual([]);
    expect(await (await import('node:fs/promises')).readFile(canary, 'utf8')).toBe('canary\n');
  });
});

describe('the judges', () => {
  it('a fix that also edits a program droidheal.json runs to judge it (the build script) is refused and reset', async () => {
    const r = await heal('edit-judge', { config: { heal: { rounds: 1 } } });
    expect(r.json.rounds[0]!.attempts.map((a) => [a.applied, a.refused])).toEqual([
      [false, { rule: 'scope', detail: 'changed a program droidheal runs to judge the fix: build.mjs' }],
      [false, { rule: 'scope', detail: 'changed a program droidheal runs to judge the fix: build.mjs' }],
    ]);
    expect(r.commits).toEqual([]);
    expect(r.json.status).toBe('escalated');
  });
});

describe('regenerators', () => {
  it('answer a formatting red with zero engine sessions and commit with Droidheal-Regenerated', async () => {
    const r = await heal('crash', {
      files: { ...ALL_TAGS, 'app/src/main/java/com/example/notes/ui/Theme.kt': 'package com.example.notes.ui   \n' },
      derive: { formatCheck: true },
      config: { heal: { regenerators: [['node', fixer('format')]] } },
    });
    expect(r.engine.calls).toEqual([]);
    expect(r.json.status).toBe('healed');
    expect(r.json.rounds[0]!.regenerators).toMatchObject({ result: 'committed', runs: [{ exit: 1 }] });
    const message = await r.repo.git(['log', '-1', '--format=%B', r.commits[0]!]);
    expect(message).toContain('Droidheal-Regenerated: true');
    expect(message).toMatch(/Repairs: F-[0-9a-f]{10}/);
  });

  it('a regenerator change that answers no red is discarded and the finding goes to the engine', async () => {
    const r = await heal('genuine', { config: { heal: { regenerators: [['node', fixer('touch-readme')]] } } });
    expect(r.json.rounds[0]!.regenerators).toMatchObject({ result: 'discarded', changed: ['NOTES.md'] });
    expect(r.engine.calls).toHaveLength(2);
    expect(r.json.status).toBe('healed');
    expect(await r.repo.git(['ls-tree', '-r', '--name-only', r.commits.at(-1)!])).not.toContain('NOTES.md');
  });

  it('a regenerator that rewrites what a test asserts is refused by the guard', async () => {
    const r = await heal('genuine', { config: { heal: { regenerators: [['node', fixer('rewrite-snapshot')]] } } });
    expect(r.json.rounds[0]!.regenerators).toMatchObject({ result: 'refused', refused: { rule: 'finder-retargeted' } });
    expect(r.engine.calls).toHaveLength(2);
  });
});

describe('the rescan', () => {
  it('a device lost during the rescan leaves those tests undetermined, not failed, and not re-dispatched', async () => {
    const r = await heal('genuine', {
      derive: { lostOnCall: { call: 2, tests: ['com.example.notes.EditorTest#saveButtonIsShown'] } },
    });
    expect(r.engine.calls).toHaveLength(2);
    expect(r.json.rounds).toHaveLength(1);
    expect(r.json.rounds[0]!.rescan).toMatchObject({ undetermined: 1 });
    expect(r.json.status).toBe('undetermined');
    expect(r.json.remaining.map((x) => x.verdict)).toEqual(['undetermined']);
  });
});

describe('the guard is the only thing between a cheap fix and a green', () => {
  const noGuard: Guard = async () => ({ allowed: true, refusals: [], checkedFiles: 0 });

  it('the cheap fixer with the guard bypassed at library level gets a green', async () => {
    const r = await heal('cheap', { guard: noGuard, config: { heal: { rounds: 1 } } });
    expect(r.json.status).toBe('healed');
    expect(r.json.outcome).toBe('converged');
    expect(r.json.rounds[0]!.attempts.every((a) => a.applied)).toBe(true);
  });

  it('the same cheap fixer with the guard in place is refused and stays red', async () => {
    const r = await heal('cheap', { config: { heal: { rounds: 1 } } });
    expect(r.json.status).toBe('escalated');
    expect(r.json.rounds[0]!.attempts.filter((a) => a.refused).map((a) => a.refused!.rule)).toEqual([
      'assertion-removed',
    ]);
  });
});
