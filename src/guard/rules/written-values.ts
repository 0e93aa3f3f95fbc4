import { type DeclaredChange, subjectFollowsDeclarations } from './renamed-member-value.js';
import { concreteValue } from './with-app-change.js';

/**
 * A side of a check that names API the change removed may be restated on the API it added (rules/tests.ts
 * `migratedCheck`). When that side is a value the test writes out — a literal or a constructor of them, or any call
 * giving a removed name as a named argument (`Ticket(id = "t1", seat = 4)`) — it is the expectation, not the read
 * under test: only the removed names may become added ones (`seat = 4` → `seatNumber = 4`), every value it holds
 * stays. Otherwise a renamed argument would carry another value, or another value beside it, through as migrated.
 */
export function writtenValueKept(from: string, to: string, m: DeclaredChange): boolean {
  if (!writtenValue(from, m.removed)) return true;
  return subjectFollowsDeclarations(from, to, m);
}

/** `from` is a value the test writes out, or passes a removed name as a named argument (`(seat=4`, `,seat=4`). */
function writtenValue(from: string, removed: ReadonlySet<string>): boolean {
  if (concreteValue(from)) return true;
  return [...from.matchAll(/[(,]\s*([\w$]+)\s*=(?!=)/g)].some((a) => removed.has(a[1]!));
}
