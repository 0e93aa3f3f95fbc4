// The guard's library API (see README.md). `change.ts` holds guardChange without the schemas, for the CLI's start-up time.
export { guardChange, type GuardChangeOptions, type GuardFinding, type GuardPolicy, type GuardRefusal, type GuardResult } from './change.js';
export type { GuardRuleId } from './rules.js';
export { guardRules, guardRuleIds } from './rules.js';
export { GuardConfig } from './config.js';
