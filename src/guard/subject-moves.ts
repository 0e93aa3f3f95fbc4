import { escapeRe } from './code-only.js';
import type { ChangedFile } from './git.js';
import { moduleOf } from './paths.js';

/**
 * A Kotlin Multiplatform test that followed its subject between source sets (e.g. `UrlMapper.kt` moved
 * `nativeMain` → `appleMain` when Linux targets were added, `UrlMapperTest.kt` `nativeTest` → `appleTest`): the
 * subject now compiles only for the new set's targets, so the test runs everywhere it still can (review only). The
 * keys are rules/tests.ts's shared-set keys, `module \0 from \0 to`. Only `<x>Test` → `<y>Test` with the subject file
 * (the test's name without `Test`/`Tests`) renamed from `<x>Main` to `<y>Main`, same module and package path.
 */
export function movedWithSubject(moves: Array<[string, string, string]>, changes: ChangedFile[]): Set<string> {
  const out = new Set<string>();
  const renamed = new Set(
    changes.flatMap((c) => (c.basePath && c.headPath ? [`${c.basePath}\u0000${c.headPath}`] : [])),
  );
  for (const [file, from, to] of moves) {
    const [fromMain, toMain] = [from.replace(/Test$/, 'Main'), to.replace(/Test$/, 'Main')];
    if (fromMain === from || toMain === to) continue;
    const m = moduleOf(file);
    const inSet = new RegExp(`^${escapeRe(m)}src/${to}/(.+?)Tests?(\\.kt)$`).exec(file);
    if (!inSet) continue;
    const subject = (set: string) => `${m}src/${set}/${inSet[1]}${inSet[2]}`;
    if (renamed.has(`${subject(fromMain)}\u0000${subject(toMain)}`)) out.add(`${m}\u0000${from}\u0000${to}`);
  }
  return out;
}
