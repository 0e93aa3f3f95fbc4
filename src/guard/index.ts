// The guard's library API (see README.md). `change.ts` holds guardChange without the schemas, for the CLI's start-up time.
export {
  type GuardChangeOptions,
  type GuardFinding,
  type GuardPolicy,
  type GuardRefusal,
  type GuardResult,
  guardChange,
} from './change.js';
export { GuardConfig } from './config.js';
export type { GuardRuleId } from './rules.js';
export { guardRuleIds, guardRules } from './rules.js';
