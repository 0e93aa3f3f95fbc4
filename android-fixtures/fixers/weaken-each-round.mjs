#!/usr/bin/env node
// @ts-check
/**
 * The demo's cheap fixer: a different weakening each round, so one heal shows the guard refusing the
 * three ways a fix can buy a green without repairing anything. Decided by finding and round only:
 * - finding B: the genuine fix (tag the version text), confidence 0.9 — allowed;
 * - finding A, round 1: deletes the asked assertion `onNodeWithTag("save").assertExists()` (assertion-removed);
 * - finding A, round 2: widens its finder to any clickable node (finder-widened);
 * - finding A, round 3 and later: tags the button and empties the save handler (handler-stubbed);
 * - any other finding: nothing, `cannotFix`.
 */
import { GENUINE, readPrompt, round, status, WEAKEN, whichFinding } from './lib.mjs';

const finding = whichFinding(readPrompt());
const r = round();
if (finding === undefined) {
  status({ confidence: 0, summary: 'no scripted answer for this finding', cannotFix: true });
} else if (finding === 'B') {
  GENUINE.B();
  status({ confidence: 0.9, summary: 'tagged the version text with TestTags.VERSION_LABEL' });
} else if (r === 1) {
  WEAKEN.deleteAsked();
  status({ confidence: 0.9, summary: 'removed the existence check of the save action' });
} else if (r === 2) {
  WEAKEN.widenFinder();
  status({ confidence: 0.85, summary: 'made the save lookup robust to a missing tag' });
} else {
  WEAKEN.stubHandler();
  status({ confidence: 0.8, summary: 'tagged the save button and made its handler a no-op' });
}
