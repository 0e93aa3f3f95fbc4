#!/usr/bin/env node
// @ts-check
/**
 * Finding A: widens the failing finder so it matches any clickable node —
 * `onNode(hasTestTag("save") or hasClickAction()).assertExists()`. The fixture build passes it; the
 * guard refuses it (finder-widened).
 */
import { edit, FILES, status } from './lib.mjs';

edit(
  FILES.quickNoteTest,
  '            onNodeWithTag("save").assertExists()\n',
  '            onNode(hasTestTag("save") or hasClickAction()).assertExists()\n',
);
edit(
  FILES.quickNoteTest,
  'import androidx.compose.ui.test.assertIsDisplayed\n',
  'import androidx.compose.ui.test.assertIsDisplayed\nimport androidx.compose.ui.test.hasClickAction\nimport androidx.compose.ui.test.hasTestTag\n',
);
status({ confidence: 0.85, summary: 'made the save lookup robust to a missing tag' });
