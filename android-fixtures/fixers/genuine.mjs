#!/usr/bin/env node
// @ts-check
/**
 * Repairs the app source: sets the tag the failing test looks for (finding A: `"save"` on the quick
 * note's save button; finding B: `TestTags.VERSION_LABEL` on the version text). Asked about neither
 * (no DROIDHEAL_FINDING, a prompt naming neither test), it repairs both. Idempotent.
 */
import { GENUINE, readPrompt, status, whichFinding } from './lib.mjs';

const finding = whichFinding(readPrompt());
const fixes = finding ? [finding] : /** @type {const} */ (['A', 'B']);
for (const f of fixes) GENUINE[f]();
status({ confidence: 0.9, summary: `set the missing test tag (${fixes.join(', ')}) in app code` });
