import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/config/outcome.js';
import { implicatedSources } from '../../../src/heal/prompts/sources.js';

let root: string;
let outside: string;
const screen = 'app/src/main/java/com/example/notes/ui/editor/NoteEditorScreen.kt';
const otherScreen = 'app/src/main/java/com/example/other/NoteEditorScreen.kt';
const test = 'app/src/androidTest/java/com/example/notes/editor/NoteEditorTest.kt';
const leak = 'app/src/main/java/com/example/notes/Leak.kt';
const numbered = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => `// ${name} line ${i + 1}`).join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'droidheal-sources-'));
  outside = await mkdtemp(path.join(tmpdir(), 'droidheal-outside-'));
  await writeFile(path.join(outside, 'secret.kt'), 'SECRET TOKEN\n');
  for (const [file, text] of [
    [screen, numbered('screen', 60)],
    [otherScreen, numbered('other', 60)],
    [test, numbered('test', 40)],
  ] as const) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), `${text}\n`);
  }
  await symlink(path.join(outside, 'secret.kt'), path.join(root, leak));
  await execa('git', ['init', '-q'], { cwd: root });
  await execa('git', ['add', '-A'], { cwd: root });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const trace = [
  'java.lang.IllegalStateException: title missing',
  '\tat com.example.notes.ui.editor.NoteEditorScreenKt.save(NoteEditorScreen.kt:20)',
  '\tat com.example.notes.ui.editor.NoteEditorScreenKt$NoteEditorScreen$1.invoke(NoteEditorScreen.kt:24)',
  '\tat com.example.notes.LeakKt.leak(Leak.kt:1)',
  '\tat androidx.compose.ui.test.SemanticsNodeInteraction.performClick(SemanticsNodeInteraction.kt:10)',
  '\tat com.example.notes.editor.NoteEditorTest.savesNote(NoteEditorTest.kt:31)',
].join('\n');

const finding: Finding = {
  id: 'F-0000000001',
  signature: 's',
  exceptionType: 'java.lang.IllegalStateException',
  frame: {
    class: 'com.example.notes.ui.editor.NoteEditorScreenKt',
    method: 'save',
    file: 'NoteEditorScreen.kt',
    line: 20,
  },
  tests: [{ class: 'com.example.notes.editor.NoteEditorTest', method: 'savesNote' }],
  devices: ['emulator-5554'],
  trace,
};

describe('implicatedSources', () => {
  it('matches app frames to tracked files by package path, marks tests read-only, and shows the lines around them', async () => {
    const r = await implicatedSources({
      worktree: root,
      finding,
      writeScope: { deny: ['**/src/androidTest/**'], allow: [] },
      contextLines: 2,
    });
    expect(r.implicatedFiles).toEqual([
      { path: screen, readOnly: false },
      { path: leak, readOnly: false },
      { path: test, readOnly: true },
    ]);
    expect(r.sources).toEqual([
      {
        path: screen,
        from: 18,
        text: [18, 19, 20, 21, 22, 23, 24, 25, 26].map((n) => `// screen line ${n}`).join('\n'),
        readOnly: false,
        marks: [20, 24],
      },
      {
        path: test,
        from: 29,
        text: [29, 30, 31, 32, 33].map((n) => `// test line ${n}`).join('\n'),
        readOnly: true,
        marks: [31],
      },
    ]);
  });

  it('never reads a file whose link leads out of the worktree', async () => {
    const r = await implicatedSources({ worktree: root, finding, writeScope: { deny: [], allow: [] } });
    expect(r.sources.map((s) => s.path)).not.toContain(leak);
    expect(JSON.stringify(r)).not.toContain('SECRET TOKEN');
  });

  it('keeps within its character budget', async () => {
    const r = await implicatedSources({ worktree: root, finding, writeScope: { deny: [], allow: [] }, maxChars: 100 });
    expect(r.sources.reduce((n, s) => n + s.text.length, 0)).toBe(100);
  });

  it('finds nothing outside a git worktree, without failing', async () => {
    const r = await implicatedSources({ worktree: outside, finding, writeScope: { deny: [], allow: [] } });
    expect(r).toEqual({ implicatedFiles: [], sources: [] });
  });
});
