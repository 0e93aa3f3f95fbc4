// The schema lives with the other file formats in src/config/guard.ts.
export { GuardConfig, GuardConfigFile } from '../config/guard.js';
export { defaultDeny } from '../config/guard-defaults.js';
