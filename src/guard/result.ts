// The schemas live with the other file formats in src/config/guard.ts.
export { GuardFindingSchema, GuardRefusalSchema, GuardResultSchema } from '../config/guard.js';
