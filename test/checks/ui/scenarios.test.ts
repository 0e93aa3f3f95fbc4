import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenarios } from '../../../src/checks/ui/scenarios.js';
import { UiCheckConfig } from '../../../src/config/ui-check.js';
import { ConfigError } from '../../../src/errors.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ui-scenarios-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const yamlNotes = `# the notes app's settings, versioned with it
scenarios:
  - name: settingsShowTheVersion
    steps:
      - click: { tag: settings_button }
      - find:
          text: Dark theme
      - assert: { tag: version }
        is: displayed
`;

const jsonNotes = `{
  // comments are allowed, as in droidheal.json
  "scenarios": [
    {
      "name": "addsANote",
      "steps": [
        { "click": { "contentDescription": "Add note" } },
        { "wait": { "tag": "title_field" }, "timeoutMs": 2000 }
      ]
    }
  ]
}
`;

async function write(rel: string, text: string): Promise<string> {
  const file = path.join(dir, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

function config(scenarioFiles: string[]) {
  return UiCheckConfig.parse({ app: { package: 'com.example.notes' }, scenarioFiles });
}

async function configError(p: Promise<unknown>): Promise<ConfigError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConfigError);
  return err as ConfigError;
}

describe('ui scenario files', () => {
  it('reads YAML scenarios next to JSON ones, through the same schema, each step with the line it starts on', async () => {
    await write('app/notes.ui.yaml', yamlNotes);
    await write('app/editor.ui.json', jsonNotes);
    const loaded = await loadScenarios(config(['app']), dir);
    expect(loaded.map((s) => [s.file, `${s.test.class}#${s.test.method}`, s.stepLines])).toEqual([
      ['app/editor.ui.json', 'ui.editor#addsANote', [7, 8]],
      ['app/notes.ui.yaml', 'ui.notes#settingsShowTheVersion', [5, 6, 8]],
    ]);
    expect(loaded[1]?.scenario.steps).toEqual([
      { click: { tag: 'settings_button' } },
      { find: { text: 'Dark theme' } },
      { assert: { tag: 'version' }, is: 'displayed' },
    ]);
    expect(loaded[0]?.scenario.steps[1]).toEqual({ wait: { tag: 'title_field' }, until: 'exists', timeoutMs: 2000 });
  });

  it('reads a YAML file named explicitly whatever its name (.yml)', async () => {
    await write('flows/smoke.yml', yamlNotes);
    const loaded = await loadScenarios(config(['flows/smoke.yml']), dir);
    expect(loaded.map((s) => `${s.test.class}#${s.test.method}`)).toEqual(['ui.smoke#settingsShowTheVersion']);
  });

  it('names the file, the line and the path of a misspelt key in one line', async () => {
    await write('bad/typo.ui.yaml', yamlNotes.replace('is: displayed', 'iz: displayed'));
    const err = await configError(loadScenarios(config(['bad/typo.ui.yaml']), dir));
    expect(err.message).toBe('bad/typo.ui.yaml: line 9: $.scenarios[0].steps[2]: unknown key "iz"');
    expect(err.message.split('\n')).toHaveLength(1);
  });

  it('names the line of a value of the wrong type', async () => {
    await write('bad/timeout.ui.yaml', yamlNotes.replace('is: displayed', 'is: displayed\n        timeoutMs: soon'));
    const err = await configError(loadScenarios(config(['bad/timeout.ui.yaml']), dir));
    expect(err.message).toMatch(
      /^bad\/timeout\.ui\.yaml: line 10: \$\.scenarios\[0\]\.steps\[2\]\.timeoutMs: .*found "soon"$/,
    );
  });

  it('says where YAML syntax breaks, in one line', async () => {
    await write('bad/syntax.ui.yml', 'scenarios:\n  - name: x\n    steps: [ { click: { tag: a }\n');
    const err = await configError(loadScenarios(config(['bad/syntax.ui.yml']), dir));
    expect(err.message).toMatch(/^bad\/syntax\.ui\.yml: not valid YAML at line \d+, column \d+ \(.+\)$/);
  });

  it('says where JSON syntax breaks', async () => {
    await write('bad/syntax.ui.json', '{\n  "scenarios": [\n    { "name": "x", }\n  ]\n}\n');
    const err = await configError(loadScenarios(config(['bad/syntax.ui.json']), dir));
    expect(err.message).toMatch(/^bad\/syntax\.ui\.json: not valid JSON at line 3, column \d+/);
  });

  it('refuses bytes that are not UTF-8, a byte-order mark and a key written twice, each in one line', async () => {
    const bad = Buffer.concat([
      Buffer.from('{"scenarios": [{"name": "x'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}]}'),
    ]);
    await writeFile(path.join(dir, 'bad-utf8.ui.json'), bad);
    expect((await configError(loadScenarios(config(['bad-utf8.ui.json']), dir))).message).toBe(
      'bad-utf8.ui.json: not valid UTF-8 at line 1, column 27 (byte 26)',
    );
    await writeFile(
      path.join(dir, 'bom.ui.yaml'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(yamlNotes)]),
    );
    expect((await configError(loadScenarios(config(['bom.ui.yaml']), dir))).message).toBe(
      'bom.ui.yaml: starts with a UTF-8 byte-order mark',
    );
    await write(
      'dup.ui.json',
      jsonNotes.replace('"name": "addsANote",', '"name": "addsANote",\n      "name": "other",'),
    );
    const dup = await configError(loadScenarios(config(['dup.ui.json']), dir));
    expect(dup.message).toMatch(/^dup\.ui\.json: \$\.scenarios\[0\]\.name: duplicate key "name" at line 6$/);
    await write(
      'dup.ui.yaml',
      yamlNotes.replace('  - name: settingsShowTheVersion\n', '  - name: settingsShowTheVersion\n    name: again\n'),
    );
    // the same words as JSON's: the path of the key written twice and its line
    expect((await configError(loadScenarios(config(['dup.ui.yaml']), dir))).message).toBe(
      'dup.ui.yaml: $.scenarios[0].name: duplicate key "name" at line 4',
    );
  });

  it('gives inline scenarios the lines they have in droidheal.json', async () => {
    const sub = path.join(dir, 'inline');
    const cfg = {
      checks: [
        { name: 'build', kind: 'command', command: ['true'] },
        {
          name: 'ui',
          kind: 'ui',
          app: { package: 'com.example.notes' },
          scenarios: [{ name: 'opens', steps: [{ find: { tag: 'note_list' } }, { back: true }] }],
        },
      ],
    };
    await write('inline/droidheal.json', JSON.stringify(cfg, null, 2));
    const loaded = await loadScenarios(
      UiCheckConfig.parse({ app: cfg.checks[1]!.app, scenarios: cfg.checks[1]!.scenarios }),
      sub,
    );
    const lines = JSON.stringify(cfg, null, 2).split('\n');
    const findLine = lines.findIndex((l) => l.includes('"find"')) + 1;
    expect(loaded[0]?.stepLines[0]).toBe(findLine - 1);
    expect(loaded[0]?.file).toBe('droidheal.json');
  });
});
