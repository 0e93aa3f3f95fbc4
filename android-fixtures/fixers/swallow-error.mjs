#!/usr/bin/env node
// @ts-check
/**
 * Finding A: wraps the failing assertion in `try { … } catch (e: AssertionError) { }`. The fixture
 * build passes it; the guard refuses it (error-swallowed).
 */
import { edit, FILES, status } from './lib.mjs';

edit(
  FILES.quickNoteTest,
  '            onNodeWithTag("save").assertExists()\n',
  '            try {\n                onNodeWithTag("save").assertExists()\n            } catch (e: AssertionError) {\n                // the save action is optional on small screens\n            }\n',
);
status({ confidence: 0.8, summary: 'tolerate a missing save action' });
