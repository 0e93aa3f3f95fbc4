import type { Assertion } from '../inventory/assertion.js';
import { sameGuards } from '../inventory/assertion.js';
import { isSubtypeOf, simpleName } from '../supertypes.js';
import { narrowedFinder } from './narrowed-finders.js';

/**
 * An expected exception or a type check narrowed to a subtype of the type it named (`assertThrows<SerializationException>
 * { parse(json) }` → `assertThrows<MissingSchemaException> { parse(json) }` with `class MissingSchemaException :
 * SerializationException(…)` declared by the app): what throws or is the subtype is the supertype too, so the check
 * holds at least what it held. The same subject and guards; the subtype declared in the change's app sources. A wider
 * type, an unrelated one, or a negated check (`isNotInstanceOf`) is compared as before.
 */

const typeChecks = new Set(['assertThrows', 'isInstanceOf']);

/** The one type a check names, `<T>` or `T`, by its simple name. */
export function checkedType(c: Assertion): string | undefined {
  if (!typeChecks.has(c.op) || c.args.length !== 1) return undefined;
  const arg = c.args[0]!.replace(/^<([\s\S]*)>$/, '$1').replace(/::class(?:\.java)?$/, '');
  return /^[\w.]+$/.test(arg) ? simpleName(arg) : undefined;
}

export function narrowedToSubtype(
  b: Assertion,
  h: Assertion,
  { supertypes }: { supertypes?: ReadonlyMap<string, readonly string[]> },
): boolean {
  if (!supertypes?.size || b.op !== h.op || b.subject !== h.subject || !b.asserting || !h.asserting) return false;
  if (!sameGuards(b, h)) return false;
  const [from, to] = [checkedType(b), checkedType(h)];
  return !!from && !!to && from !== to && isSubtypeOf(to, from, supertypes);
}

/** The same check made narrower: its finder more specific (narrowed-finders.ts) or its type a subtype (above). */
export function narrowedCheck(
  b: Assertion,
  h: Assertion,
  facts: { supertypes?: ReadonlyMap<string, readonly string[]> },
): boolean {
  return narrowedFinder(b, h) || narrowedToSubtype(b, h, facts);
}
