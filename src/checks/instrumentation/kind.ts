import type { TestId } from '../../config/outcome.js';
import type { InstrumentationCheckEntry } from '../../config/project.js';
import type { CheckFactory } from '../kind.js';
import { instrumentationCheck, resolveInstrumentation } from './check.js';

/** `kind: "instrumentation"`: the APKs' instrumented tests on leased devices, run by droidheal's own runner. */
export const instrumentationKind: CheckFactory<InstrumentationCheckEntry> = async (entry, ctx) => {
  const target = await resolveInstrumentation(entry, ctx.configDir);
  const check = instrumentationCheck(target, ctx.config.timeouts, {
    name: entry.name,
    ...(ctx.evidence ? { evidence: ctx.evidence } : {}),
    onTestStart: (serial, test) => ctx.onTestStart?.(entry.name, serial, test),
  });
  return {
    placement: 'device',
    check,
    ...(entry.tests ? { tests: entry.tests.map(parseTestRef) } : {}),
    suiteName: target.testPackage,
  };
};

function parseTestRef(ref: string): TestId {
  const i = ref.indexOf('#');
  return { class: ref.slice(0, i), method: ref.slice(i + 1) };
}
