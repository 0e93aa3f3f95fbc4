// Changes nothing but what the fixer CLIs leave for themselves: aider's repo map cache and history,
// Claude Code's local project settings, a Codex project directory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { answer } from './lib.mjs';

mkdirSync('.aider.tags.cache.v4', { recursive: true });
writeFileSync('.aider.tags.cache.v4/cache.db', 'SQLite format 3\0');
writeFileSync('.aider.chat.history.md', '# aider chat\n');
mkdirSync('.claude', { recursive: true });
writeFileSync('.claude/settings.local.json', '{"permissions":{"allow":[]}}\n');
mkdirSync('.codex', { recursive: true });
writeFileSync('.codex/config.toml', 'sandbox_mode = "workspace-write"\n');
answer({ confidence: 0.9, summary: 'looked around' });
