// Changes nothing but what aider leaves for itself: its repo map cache and history.
import { mkdirSync, writeFileSync } from 'node:fs';
import { answer } from './lib.mjs';

mkdirSync('.aider.tags.cache.v4', { recursive: true });
writeFileSync('.aider.tags.cache.v4/cache.db', 'SQLite format 3\0');
writeFileSync('.aider.chat.history.md', '# aider chat\n');
answer({ confidence: 0.9, summary: 'looked around' });
