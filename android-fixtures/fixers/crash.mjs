#!/usr/bin/env node
// @ts-check
/** Starts editing (a half-written change in the worktree), then dies with an uncaught error: exit 1. */
import { edit, FILES } from './lib.mjs';

edit(FILES.quickNoteBar, '            onClick = onSave,\n', '            onClick = onSave, // TODO tag\n');
process.stdout.write('analysing QuickNoteBar.kt …\n');
throw new Error('fixer crashed: out of context window');
