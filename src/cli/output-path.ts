// the output-path checks live with makeDir in src/config/, so library calls (healRepository) check
// their outputs the same way the commands do
export { prepareOutputDir, prepareOutputFile, writeFailed } from '../config/output-path.js';
