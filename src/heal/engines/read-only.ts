import { GuardConfig } from '../../config/guard.js';
import { defaultDeny } from '../../config/guard-defaults.js';

/**
 * The paths a fixer may not edit, as the guard's heal policy reads them (droidheal.json's
 * `guard.writeScope`: the default deny list unless switched off, plus `deny`, less what `allow`
 * exempts): handed to the engines that can deny edits themselves, before the guard refuses them.
 */
export function readOnlyGlobs(guard: GuardConfig | undefined): string[] {
  const scope = (guard ?? GuardConfig.parse({})).writeScope;
  const allowed = new Set(scope.allow);
  return [...new Set([...(scope.defaultDeny ? defaultDeny : []), ...scope.deny])].filter((p) => !allowed.has(p));
}
