// Repairs the app source: sets the tag the failing test looks up.
import { answer, fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('"save"')) fixSave();
if (prompt.includes('"delete"')) fixDelete();
answer({ confidence: 0.9, summary: 'set the missing test tag on the button' });
