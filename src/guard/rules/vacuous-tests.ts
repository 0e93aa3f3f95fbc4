import type { Assertion } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * A test that exercises no code of the project: its body only asserts on literals (`assertEquals(4, 2 + 2)`, Android
 * Studio's generated `ExampleUnitTest`), and its class has nothing else (no set-up, rule or helper that might run code
 * around it). Deleting it loses no check of the app. The generated `ExampleInstrumentedTest` is not such a test: it
 * checks the installed app's package name, which the build's `applicationId` gives — deleting it loses that check (the
 * labelled corpus holds it so: pokedex-compose's deletion of both is a weakening).
 */

/** The names such a body may use: assertion calls and literals' words. */
const harmless = new Set([
  'assert',
  'assertEquals',
  'assertNotEquals',
  'assertTrue',
  'assertFalse',
  'assertThat',
  'isEqualTo',
  'Assert',
  'Assertions',
  'true',
  'false',
  'null',
  'val',
]);

const identifier = /^[A-Za-z_$][\w$]*$/;

/** Whether test `u` exercises no code: every name its body uses is harmless or a local it declares. */
function exercisesNothing(u: TestUnit): boolean {
  const t = u.tokens;
  const locals = new Set(t.filter((x, i) => identifier.test(x) && t[i + 1] === '=' && t[i + 2] !== '='));
  return t.length > 0 && t.every((x) => !identifier.test(x) || harmless.has(x) || locals.has(x));
}

/** Whether deleted test `b` is a vacuous test alone in its class (every other unit of the class a test like it). */
export function vacuousTest(b: TestUnit, baseUnits: readonly TestUnit[]): boolean {
  const classUnits = baseUnits.filter((u) => u.file === b.file && u.className === b.className);
  return classUnits.every((u) => u.isTest && exercisesNothing(u));
}

/**
 * Whether deleted test `b` had an empty body (`@Test fun later() {}`, a spec's placeholder `"getGear" should { }`)
 * while a test of its class lives on in the head: it ran nothing of its own, and whatever its class runs around
 * each test (set-up, rules, hooks) still runs around the others.
 */
export function emptyTest(b: TestUnit, headUnits: readonly TestUnit[]): boolean {
  const own = b.tokens[0] === '{' && b.tokens.at(-1) === '}' ? b.tokens.slice(1, -1) : b.tokens;
  return own.length === 0 && headUnits.some((h) => h.isTest && h.file === b.file && h.className === b.className);
}

/** A literal: a number, a string without templates, a character, `true`, `false`, `null`. */
const literal = /^(?:-?\d[\d_]*(?:\.\d+)?[fFdDlLuU]?|true|false|null|"(?:[^"\\$]|\\.)*"|'(?:[^'\\]|\\.)+')$/;

/**
 * A check that cannot fail: a literal compared with itself (`assertEquals(0, 0)`, a placeholder left where a test was
 * switched off) or `assertTrue(true)`. It checked nothing, so a base one may be dropped or made a real check; a head
 * one is still no counterpart of a real check it replaced.
 */
export function cannotFail(c: Assertion): boolean {
  if (!c.asserting || c.finder || !literal.test(c.subject)) return false;
  if (c.op === 'isTrue' || c.op === 'isFalse') return c.args.length === 0 && c.subject === `${c.op === 'isTrue'}`;
  return (c.op === 'isEqualTo' || c.op === 'isSameAs') && c.args.length === 1 && c.args[0] === c.subject;
}
