// A genuine fix whose status line a model put in a code fence: still read, still judged.
import { fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('saveButtonIsShown')) fixSave();
if (prompt.includes('deleteButtonIsShown')) fixDelete();
process.stdout.write('Done.\n```json\n{"confidence": 0.4, "summary": "set the tag"}\n```\n');
