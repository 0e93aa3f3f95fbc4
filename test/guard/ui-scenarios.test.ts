import { afterEach, describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import { type TempRepo, tempRepo } from './git-repo.js';

/**
 * UI scenario files are tests: the guard refuses a weakened step exactly as it refuses a weakened
 * Kotlin assertion, naming file, scenario and step, and lets legitimate changes through.
 */

const NOTES = `{
  "scenarios": [
    {
      "name": "addsANote",
      "steps": [
        { "assert": { "tag": "note_count" }, "text": "2 notes" },
        { "assert": { "tag": "note_1" }, "is": "displayed" },
        { "click": { "contentDescription": "Add note" } },
        { "type": "Milk", "into": { "tag": "title_field" } },
        { "click": { "tag": "save_button" } },
        { "wait": { "tag": "note_3" }, "timeoutMs": 2000 },
        { "assert": { "uiautomator": "new UiSelector().className(\\"android.widget.TextView\\").text(\\"3 notes\\")" } }
      ]
    },
    {
      "name": "settingsShowTheVersion",
      "steps": [
        { "click": { "tag": "settings_button" } },
        { "find": { "text": "Dark theme" } },
        { "assert": { "tag": "version_label" }, "is": "displayed" }
      ]
    }
  ]
}
`;

const SMOKE = `scenarios:
  - name: opens
    steps:
      - find: { tag: note_list }
      - assert: { text: Notes }
        is: displayed
`;

const TAGS = `package com.example.notes.ui

object TestTags {
    const val SAVE_BUTTON = "save_button"
    const val VERSION = "version_label"
}
`;

const CONFIG = JSON.stringify(
  {
    checks: [
      {
        name: 'ui',
        kind: 'ui',
        app: { package: 'com.example.notes' },
        scenarioFiles: ['ui/notes.ui.json', 'ui/smoke.yaml'],
        scenarios: [{ name: 'inline', steps: [{ find: { tag: 'note_list' } }, { back: true }] }],
        timeouts: { stepMs: 3000 },
      },
    ],
  },
  null,
  2,
);

const files = {
  'ui/notes.ui.json': NOTES,
  'ui/smoke.yaml': SMOKE,
  'droidheal.json': `${CONFIG}\n`,
  'app/src/main/java/com/example/notes/ui/TestTags.kt': TAGS,
};

let repo: (TempRepo & { base: string }) | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

async function change(edits: Record<string, string | null>, policy: 'review' | 'heal' = 'review') {
  repo = await tempRepo(files);
  const head = await repo.commit(edits);
  return guardChange({ repo: repo.dir, base: repo.base, head, policy });
}

const notes = (from: string, to: string) => {
  if (!NOTES.includes(from)) throw new Error(`fixture has no ${from}`);
  return { 'ui/notes.ui.json': NOTES.replace(from, to) };
};

describe('the guard on ui scenario files (review)', () => {
  it('refuses a removed step, naming file, line, scenario and step', async () => {
    const r = await change(notes(',\n        { "assert": { "tag": "version_label" }, "is": "displayed" }', ''));
    expect(r.allowed).toBe(false);
    expect(r.refusals).toEqual([
      {
        rule: 'assertion-removed',
        file: 'ui/notes.ui.json',
        line: 20,
        test: 'notes.settingsShowTheVersion',
        detail: 'removed step 3 of ui scenario settingsShowTheVersion: assert tag "version_label" displayed',
        acknowledge: { trailer: 'Droidheal-Ack: assertion-removed notes#settingsShowTheVersion: <why>' },
      },
    ]);
  });

  it('refuses a finder retargeted from a tag to a text', async () => {
    const r = await change(notes('{ "click": { "tag": "save_button" } }', '{ "click": { "text": "Save" } }'));
    expect(r.refusals.map((x) => [x.rule, x.line, x.detail])).toEqual([
      [
        'finder-retargeted',
        10,
        'retargeted step 5 of ui scenario addsANote: click tag "save_button" → click text "Save"',
      ],
    ]);
  });

  it('refuses an exact text finder turned into a contains selector', async () => {
    const r = await change(
      notes(
        '{ "find": { "text": "Dark theme" } }',
        '{ "find": { "uiautomator": "new UiSelector().textContains(\\"Dark\\")" } }',
      ),
    );
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([['finder-widened', 'notes.settingsShowTheVersion']]);
    expect(r.refusals[0]?.detail).toMatch(/^widened the finder of step 2 of ui scenario settingsShowTheVersion: /);
  });

  it('refuses a narrower selector made broader (a condition dropped)', async () => {
    const r = await change(
      notes('className(\\"android.widget.TextView\\").text(\\"3 notes\\")', 'className(\\"android.widget.TextView\\")'),
    );
    expect(r.refusals.map((x) => [x.rule, x.line])).toEqual([['finder-widened', 12]]);
  });

  it('refuses a raised timeout, with both values', async () => {
    const r = await change(notes('"timeoutMs": 2000', '"timeoutMs": 60000'));
    expect(r.refusals.map((x) => [x.rule, x.detail])).toEqual([
      [
        'assertion-weakened',
        'raised the timeout of step 6 of ui scenario addsANote: wait until tag "note_3" exists: 2000 ms → 60000 ms',
      ],
    ]);
  });

  it('refuses an assertion weakened (displayed → exists) and one turned into a no-op', async () => {
    const weaker = await change(
      notes(
        '{ "assert": { "tag": "note_1" }, "is": "displayed" }',
        '{ "assert": { "tag": "note_1" }, "is": "exists" }',
      ),
    );
    expect(weaker.refusals.map((x) => [x.rule, x.detail])).toEqual([
      [
        'assertion-weakened',
        'weakened step 2 of ui scenario addsANote: assert tag "note_1" displayed → assert tag "note_1" exists',
      ],
    ]);
    await repo?.remove();
    const noop = await change(notes('{ "assert": { "tag": "note_count" }, "text": "2 notes" }', '{ "swipe": "up" }'));
    expect(noop.refusals.map((x) => [x.rule, x.detail])).toEqual([
      [
        'assertion-removed',
        'turned into a no-op step 1 of ui scenario addsANote: assert tag "note_count" text equals "2 notes" → swipe up',
      ],
    ]);
  });

  it('refuses a deleted scenario, and a step removed from a YAML file at its YAML line', async () => {
    const r = await change({
      'ui/notes.ui.json': NOTES.replace(/,\n {4}\{\n {6}"name": "settingsShowTheVersion"[\s\S]*?\n {4}\}\n/, '\n'),
      'ui/smoke.yaml': SMOKE.replace('      - assert: { text: Notes }\n        is: displayed\n', ''),
    });
    expect(r.refusals.map((x) => [x.rule, x.file, x.line, x.detail])).toEqual([
      ['test-suppressed', 'ui/notes.ui.json', 18, 'deleted ui scenario settingsShowTheVersion: 3 steps'],
      ['assertion-removed', 'ui/smoke.yaml', 5, 'removed step 2 of ui scenario opens: assert text "Notes" displayed'],
    ]);
  });

  it('refuses a step removed from an inline scenario and a raised default step timeout in droidheal.json', async () => {
    const cfg = JSON.parse(CONFIG);
    cfg.checks[0].scenarios[0].steps = [{ find: { tag: 'note_list' } }];
    cfg.checks[0].timeouts.stepMs = 30000;
    const r = await change({ 'droidheal.json': JSON.stringify(cfg, null, 2) });
    expect(r.refusals.map((x) => [x.rule, x.detail])).toEqual([
      ['assertion-weakened', 'raised the default step timeout of the ui check ui: 3000 ms → 30000 ms'],
      [
        'assertion-weakened',
        'raised the timeout of step 1 of ui scenario inline: find tag "note_list": 3000 ms → 30000 ms',
      ],
      ['assertion-removed', 'removed step 2 of ui scenario inline: back'],
    ]);
  });

  it('refuses a retarget that the app did not make: only the scenario names another tag', async () => {
    const r = await change(notes('"tag": "version_label"', '"tag": "version"'));
    expect(r.refusals.map((x) => x.rule)).toEqual(['finder-retargeted']);
  });

  it('refuses a scenario file that no longer reads, naming why', async () => {
    const r = await change({ 'ui/smoke.yaml': SMOKE.replace('is: displayed', 'iz: displayed') });
    expect(r.refusals).toEqual([
      {
        rule: 'unreadable',
        file: 'ui/smoke.yaml',
        line: 1,
        detail: 'the ui scenario file does not read: line 6: $.scenarios[0].steps[1]: unknown key "iz"',
        acknowledge: { trailer: 'Droidheal-Ack: unreadable ui/smoke.yaml: <why>' },
      },
    ]);
  });

  it('allows a new step, a stricter assertion, a lower timeout and a scenario renamed with the same steps', async () => {
    const r = await change({
      'ui/notes.ui.json': NOTES.replace(
        '{ "assert": { "tag": "note_1" }, "is": "displayed" }',
        '{ "assert": { "tag": "note_1" }, "is": "displayed" },\n        { "assert": { "tag": "note_2" }, "text": "Holidays" }',
      )
        .replace('{ "find": { "text": "Dark theme" } }', '{ "assert": { "text": "Dark theme" }, "is": "displayed" }')
        .replace('"timeoutMs": 2000', '"timeoutMs": 1500'),
      'ui/smoke.yaml': SMOKE.replace('name: opens', 'name: opensTheList'),
    });
    expect(r.refusals).toEqual([]);
    expect(r.allowed).toBe(true);
  });

  it('allows a tag renamed in the app and the scenario together', async () => {
    const r = await change({
      ...notes('"tag": "version_label"', '"tag": "app_version"'),
      'app/src/main/java/com/example/notes/ui/TestTags.kt': TAGS.replace('"version_label"', '"app_version"'),
    });
    expect(r.refusals).toEqual([]);
  });
});

describe('the guard on ui scenario files (heal)', () => {
  it('keeps every scenario file out of the write scope, also a YAML file named only by droidheal.json', async () => {
    const r = await change(
      {
        'ui/notes.ui.json': NOTES.replace('"timeoutMs": 2000', '"timeoutMs": 1500'),
        'ui/smoke.yaml': `${SMOKE}      - back: true\n`,
      },
      'heal',
    );
    expect(r.refusals.map((x) => [x.rule, x.file])).toEqual([
      ['scope', 'ui/notes.ui.json'],
      ['scope', 'ui/smoke.yaml'],
    ]);
  });
});
