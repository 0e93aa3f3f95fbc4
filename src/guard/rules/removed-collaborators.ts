import type { Assertion } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';

// A Mockito verification of a collaborator the change deleted (`verify(manager).setAsShown()`, `manager` a test
// property of a class declared nowhere after the change, the property gone from the head test too) checked an
// interaction that can no longer happen: the app cannot call a class that does not exist, and the test cannot
// mock it. Dropping that check loses nothing that still exists (issue 27 class 4, review only). A verification
// of a mock whose type lives on, or whose property the head test still declares, is compared as usual.

/** Calls that build a test double: `mock<T>()`, `mockk<T>(relaxed = true)`, `spyk<T>()`. */
const doubles = new Set(['mock', 'mockk', 'spy', 'spyk']);

/** The type a property's declaration states: `val m: a.b.T = mock()` → `T`, `val m = mock<T>()` → `T`. */
export function declaredType(declaration: string, name: string): string | undefined {
  const tokens = declaration.match(/[A-Za-z_]\w*|\S/g) ?? [];
  const at = tokens.findIndex((t, i) => t === name && (tokens[i - 1] === 'val' || tokens[i - 1] === 'var'));
  if (at < 0) return undefined;
  let i = at + 1;
  if (tokens[i] === ':') {
    let type: string | undefined;
    for (i++; i < tokens.length && /^[A-Za-z_]\w*$|^\.$/.test(tokens[i]!); i++) if (tokens[i] !== '.') type = tokens[i];
    return type;
  }
  if (tokens[i] === '=' && doubles.has(tokens[i + 1] ?? '') && tokens[i + 2] === '<') return tokens[i + 3];
  return undefined;
}

const propertyName = (u: TestUnit) => /^<property (\w+)>$/.exec(u.name)?.[1];

/**
 * Keys (`Class.<property m>`) of the base test properties declared with a type the change removed from the app
 * (`removed`: declared in its base app files, in none of its head files) that the head no longer declares.
 */
export function propertiesOfRemovedTypes(
  baseUnits: readonly TestUnit[],
  headUnits: readonly TestUnit[],
  removed: ReadonlySet<string>,
): Set<string> {
  const headKeys = new Set(headUnits.map((u) => u.key));
  const out = new Set<string>();
  for (const u of baseUnits) {
    const name = propertyName(u);
    if (!name || headKeys.has(u.key)) continue;
    const type = u.initializer ? declaredType(u.initializer, name) : undefined;
    if (type && removed.has(type)) out.add(u.key);
  }
  return out;
}

/** True when base check `b` of a test of `className` verifies an interaction with a property of a removed type. */
export function verifiesRemovedCollaborator(b: Assertion, className: string, gone: ReadonlySet<string>): boolean {
  if (b.family !== 'junit' || b.finder || !/^verify(?:\.|No|Zero)/.test(b.op) || !/^\w+$/.test(b.subject)) return false;
  return gone.has(`${className}.<property ${b.subject}>`);
}
