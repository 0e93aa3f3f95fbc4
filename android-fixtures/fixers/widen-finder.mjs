#!/usr/bin/env node
// @ts-check
/**
 * Finding A: widens the failing finder so it matches any clickable node —
 * `onNode(hasTestTag("save") or hasClickAction()).assertExists()`. The fixture build passes it; the
 * guard refuses it (finder-widened).
 */
import { status, WEAKEN } from './lib.mjs';

WEAKEN.widenFinder();
status({ confidence: 0.85, summary: 'made the save lookup robust to a missing tag' });
