// A genuine fix it is not sure of.
import { answer, fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('saveButtonIsShown')) fixSave();
if (prompt.includes('deleteButtonIsShown')) fixDelete();
answer({ confidence: 0.4 });
