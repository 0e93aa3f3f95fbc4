import type { Assertion } from '../inventory/assertion.js';

/**
 * A nullable value the change made a primitive beside a presence method (getsentry/sentry-java 77d4c48e3e:
 * `@Nullable Double getCpuUsagePercentage()` → `double getCpuUsagePercentage()` + `boolean hasCpuUsagePercentage()`),
 * and its null checks restated on that method: `assertNull(d.cpuUsagePercentage)` →
 * `assertThat(d.hasCpuUsagePercentage()).isFalse()`, `assertNotNull(…)` → `…isTrue()`. A primitive is never null, so
 * the old check no longer says what it said; the presence method, added by the change, says it. Read so only when
 * the changed app lines drop the nullable declaration of the value (a `@Nullable` getter, or a Kotlin `val x: T?`),
 * add a non-null one, and add `has<X>()` returning a boolean that no removed line declared; the subject's receiver,
 * the polarity and the conditions are kept. Review only.
 */

interface HeadCandidate {
  c: Assertion;
  used: boolean;
}

export interface PresenceFacts {
  addedLines?: readonly string[];
  removedLines?: readonly string[];
}

const polarity: Record<string, string> = { isNull: 'isFalse', isNotNull: 'isTrue' };
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether `line` declares the value `p` (its Java getter, or a Kotlin property), nullable or not as asked. */
function declaresValue(line: string, p: string, nullable: boolean): boolean {
  const getter = new RegExp(`\\bget${capitalized(p)}\\s*\\(\\s*\\)\\s*\\{?$`).test(line);
  if (getter) return /@Nullable\b/.test(line) === nullable;
  const property = new RegExp(`\\b(?:val|var)\\s+${p}\\s*:\\s*([\\w.<>, ]+?)(\\?)?\\s*(?:=|$|\\{)`).exec(line);
  return !!property && !!property[2] === nullable;
}

const declaresPresence = (line: string, name: string) =>
  new RegExp(`\\b(?:boolean|Boolean)\\s+${name}\\s*\\(\\s*\\)|\\bfun\\s+${name}\\s*\\(\\s*\\)\\s*:\\s*Boolean\\b`).test(
    line,
  );

/** The value a null check reads (`d.cpu`, `d.getCpu()`): its receiver and its name. */
function readValue(subject: string): { receiver: string; name: string } | undefined {
  const m = /^(.+)\.(?:get([A-Z]\w*)\(\)|([a-z_]\w*))$/.exec(subject);
  if (!m) return undefined;
  const name = m[2] ? m[2].charAt(0).toLowerCase() + m[2].slice(1) : m[3]!;
  return { receiver: m[1]!, name };
}

export function presenceCheck<F extends HeadCandidate>(
  b: Assertion,
  headFree: F[],
  facts: PresenceFacts | undefined,
): F | undefined {
  const op = polarity[b.op];
  const value = op && b.args.length === 0 ? readValue(b.subject) : undefined;
  if (!facts || !value) return undefined;
  const presence = `has${capitalized(value.name)}`;
  const [added, removed] = [facts.addedLines ?? [], facts.removedLines ?? []];
  if (!added.some((l) => declaresPresence(l, presence)) || removed.some((l) => declaresPresence(l, presence)))
    return undefined;
  if (
    !removed.some((l) => declaresValue(l, value.name, true)) ||
    !added.some((l) => declaresValue(l, value.name, false))
  )
    return undefined;
  const subject = `${value.receiver}.${presence}()`;
  const guards = (c: Assertion) => (c.guards ?? []).join('\u0000');
  return headFree.find((h) => !h.used && h.c.op === op && h.c.subject === subject && guards(h.c) === guards(b));
}
