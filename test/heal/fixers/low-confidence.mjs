// A genuine fix it is not sure of.
import { answer, fixDelete, fixSave, prompt } from './lib.mjs';

if (prompt.includes('"save"')) fixSave();
if (prompt.includes('"delete"')) fixDelete();
answer({ confidence: 0.4 });
