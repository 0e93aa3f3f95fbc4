// Shared helpers of the scripted fixers: read the prompt, edit files of the worktree (cwd), answer.
import { readFileSync, writeFileSync } from 'node:fs';

export const prompt = readFileSync(0, 'utf8');
export const level = Number(process.env.DROIDHEAL_LEVEL ?? '1');

export function edit(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
}

export function answer(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

export const EDITOR = 'app/src/main/java/com/example/notes/ui/EditorScreen.kt';
export const LIST = 'app/src/main/java/com/example/notes/ui/ListScreen.kt';
export const EDITOR_TEST = 'app/src/androidTest/java/com/example/notes/EditorTest.kt';

export const fixSave = () =>
  edit(EDITOR, 'Button(onClick = onSave)', 'Button(onClick = onSave, modifier = Modifier.testTag("save"))');
export const fixDelete = () =>
  edit(LIST, 'Button(onClick = onDelete)', 'Button(onClick = onDelete, modifier = Modifier.testTag("delete"))');
