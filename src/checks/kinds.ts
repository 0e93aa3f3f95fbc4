import type { CheckConfig, CheckKindName } from '../config/project.js';
import { commandKind } from './command/kind.js';
import { gradleKind } from './gradle/kind.js';
import { instrumentationKind } from './instrumentation/kind.js';
import type { CheckFactory } from './kind.js';
import { uiKind } from './ui/kind.js';

/**
 * Every check kind by the name `kind` takes in droidheal.json, each in its own folder. A new kind
 * (e.g. `ui`) adds its config entry to `CheckConfig` and one line here; the scheduler, the reports
 * and the CLI do not change.
 */
export const checkKinds = {
  instrumentation: instrumentationKind,
  command: commandKind,
  gradle: gradleKind,
  ui: uiKind,
} as const satisfies { [K in CheckKindName]: CheckFactory<Extract<CheckConfig, { kind: K }>> };

export const checkKindNames = Object.keys(checkKinds) as CheckKindName[];

/** The factory of a configured check, typed for its entry. */
export function factoryOf<C extends CheckConfig>(entry: C): CheckFactory<C> {
  return checkKinds[entry.kind] as unknown as CheckFactory<C>;
}
