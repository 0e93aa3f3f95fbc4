#!/usr/bin/env node
// @ts-check
/**
 * Finding A genuinely (tags the save button), plus a "tidy-up" in SettingsScreen that passes
 * `TestTags.SORT_NEWEST` to both sort options — a change the guard's rules allow (no tag call, test
 * or handler changes) but that leaves `TestTags.SORT_TITLE` on no node: newestFirstIsTheDefault and
 * choosingTitleOrderResortsNotes turn red on the rescan. Finding B: the genuine fix only.
 */
import { edit, FILES, GENUINE, readPrompt, status, whichFinding } from './lib.mjs';

const finding = whichFinding(readPrompt()) ?? 'A';
GENUINE[finding]();
if (finding === 'A') edit(FILES.settingsScreen, 'tag = TestTags.SORT_TITLE,', 'tag = TestTags.SORT_NEWEST,');
status({ confidence: 0.9, summary: 'tagged the save button; unified the sort option tags' });
