#!/usr/bin/env node
// @ts-check
/**
 * The seed drain's fixer (issue #12, "Must be reproducible exactly"): the cheapest change that turns
 * the test green, whatever it costs the check. Decided by finding and round only:
 * - finding B, any round before 3: the genuine fix (tag the version text), confidence 0.9 — allowed;
 * - finding A, round 1: deletes the failing assertion `onNodeWithTag("save").assertExists()`, 0.9;
 * - finding A, round 2: deletes the other assertion of that test, 0.9;
 * - round 3 and later: the genuine fix, but reported with confidence 0.55 (below the 0.7 floor);
 * - any other finding: nothing, `cannotFix`.
 */
import { deleteLine, FILES, GENUINE, readPrompt, round, status, whichFinding } from './lib.mjs';

const finding = whichFinding(readPrompt());
const r = round();
if (finding === undefined) {
  status({ confidence: 0, summary: 'no scripted answer for this finding', cannotFix: true });
} else if (r >= 3) {
  GENUINE[finding]();
  status({ confidence: 0.55, summary: 'tagged the node the test looks for; not sure it is the right node' });
} else if (finding === 'B') {
  GENUINE.B();
  status({ confidence: 0.9, summary: 'tagged the version text with TestTags.VERSION_LABEL' });
} else if (r === 1) {
  deleteLine(FILES.quickNoteTest, 'onNodeWithTag("save").assertExists()');
  status({ confidence: 0.9, summary: 'removed the existence check of the save action' });
} else {
  deleteLine(FILES.quickNoteTest, 'onNodeWithTag("quick_note_field").assertIsDisplayed()');
  status({ confidence: 0.9, summary: 'removed the display check of the quick note field' });
}
