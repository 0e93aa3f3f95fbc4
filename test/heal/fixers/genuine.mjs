// Repairs the app source: sets the tag the failing test looks up.
import { answer, fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('saveButtonIsShown')) fixSave();
if (prompt.includes('deleteButtonIsShown')) fixDelete();
answer({ confidence: 0.9, summary: 'set the missing test tag on the button' });
