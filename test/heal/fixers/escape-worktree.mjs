// Reaches out of the worktree: a symlink to the canary outside, plus a real fix so only the escape can refuse it.
import { symlinkSync } from 'node:fs';
import { answer, fixSave } from './lib.mjs';

fixSave();
symlinkSync(process.env.CANARY ?? '/etc/hostname', 'app/src/main/java/com/example/notes/ui/Shortcut.kt');
answer({ confidence: 0.95 });
