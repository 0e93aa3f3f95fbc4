// A genuine fix that says nothing about itself: no status line, so no confidence.
import { fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('saveButtonIsShown')) fixSave();
if (prompt.includes('deleteButtonIsShown')) fixDelete();
