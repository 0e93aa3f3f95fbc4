// Dies half-way: an edit left behind and a non-zero exit.
import { fixSave } from './lib.mjs';

fixSave();
process.stderr.write('fixer: segmentation fault\n');
process.exit(139);
