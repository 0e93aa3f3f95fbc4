/**
 * The ids of the guard's rules: part of the guard result format (src/config/guard.ts), kept free of zod
 * so the guard's CLI path can load its rule table without the schema library. What each rule refuses
 * lives with the guard (src/guard/rules.ts).
 */
export const guardRuleIds = [
  'scope',
  'assertion-removed',
  'assertion-weakened',
  'finder-widened',
  'finder-retargeted',
  'tag-removed',
  'handler-stubbed',
  'test-suppressed',
  'error-swallowed',
  'runner-filtered',
  'test-detection',
  'unreadable',
  'confidence',
] as const;

export type GuardRuleId = (typeof guardRuleIds)[number];
