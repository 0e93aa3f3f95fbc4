import { APP_CONTEXT } from '../kotlin/values.js';
import { type Assertion, remake } from './assertion.js';
import { FALSE, type Finder, finderKey } from './matchers.js';

/**
 * Barista's assertions (`com.adevinta.android.barista`, formerly `com.schibsted.spain.barista`) read as the Espresso
 * checks they make, so a test moved between Barista and Espresso — or to a helper of its own that polls Espresso —
 * keeps its checks. As Barista's `BaristaVisibilityAssertions` makes them: an `Int` is a view id (`R.id.x`: `withId`)
 * or a text (`R.string.x`: `withText`), a `String` a text, a `Matcher` itself; a text from a string resource for
 * `containsString` is the app context's. Most check *any* view the matcher finds (Barista's `assertAny`): read as a
 * collection with `any` picked, which a check of the one view (`onView(m).check(…)`) implies and which is wider than it
 * (rules/tests.ts `compareFinders`). `assertNotExist`/`assertNotContains` are `onView(m).check(doesNotExist())`.
 * A call whose arguments are neither (a variable holding an id) is left as it was read.
 */

/** A string resource's text as the app context reads it, spelled as kotlin/values.ts spells every such read. */
const APP_TEXT = (res: string) => `${APP_CONTEXT}.getString(${res})`;

/** What an argument is, by its canonical text. */
function kindOf(arg: string): 'id' | 'string' | 'text' | 'matcher' | undefined {
  if (/^(?:[\w.]+\.)?R\.id\.\w+$/.test(arg)) return 'id';
  if (/^(?:[\w.]+\.)?R\.string\.\w+$/.test(arg)) return 'string';
  if (/^"(?:[^"\\]|\\.)*"$/.test(arg)) return 'text';
  if (/^(?:withId|withText|allOf|anyOf|withContentDescription|withHint|withTagValue|withSubstring)\(/.test(arg))
    return 'matcher';
  return undefined;
}

/** Barista's `resourceMatcher()` of an `Int`, or a text's or matcher's own matcher. */
function viewMatcher(arg: string): string | undefined {
  const k = kindOf(arg);
  if (k === 'id') return `withId(${arg})`;
  if (k === 'string' || k === 'text') return `withText(${arg})`;
  return k === 'matcher' ? arg : undefined;
}

/** A text argument as the string Barista compares: a resource read through the app context, a literal as it is. */
function textOf(arg: string): string | undefined {
  const k = kindOf(arg);
  return k === 'string' ? APP_TEXT(arg) : k === 'text' ? arg : undefined;
}

/** The text a two-argument `assertDisplayed(id, t)` matches with `withText`: a resource id as Espresso takes it. */
const withTextOf = (arg: string) => {
  const k = kindOf(arg);
  return k === 'string' || k === 'text' ? `withText(${arg})` : undefined;
};

interface Reading {
  /** the view matcher `onView` is given */
  matcher: string;
  /** Barista's `assertAny`: any view the matcher finds */
  any: boolean;
  /** the `check(…)` argument */
  assertion: string;
}

/** How each assertion reads, by name and arguments (canonical texts), or undefined. */
function reading(op: string, args: string[]): Reading | undefined {
  const [a, b] = args;
  if (a === undefined || args.length > 2) return undefined;
  const any = (matcher: string | undefined, assertion: string | undefined) =>
    matcher && assertion ? { matcher, any: true, assertion: `matches(${assertion})` } : undefined;
  const none = (matcher: string | undefined) =>
    matcher ? { matcher, any: false, assertion: 'doesNotExist()' } : undefined;
  const withTextB = b === undefined ? undefined : withTextOf(b);
  const containsB = b === undefined ? undefined : textOf(b);
  switch (op) {
    case 'assertDisplayed':
      return b === undefined
        ? any(viewMatcher(a), 'isDisplayed()')
        : any(viewMatcher(a), withTextB && `allOf(isDisplayed(),${withTextB})`);
    case 'assertNotDisplayed':
      return b === undefined
        ? any(viewMatcher(a), 'not(isDisplayed())')
        : any(viewMatcher(a), withTextB && `not(allOf(isDisplayed(),${withTextB}))`);
    case 'assertNotExist':
      return b === undefined ? none(viewMatcher(a)) : undefined;
    case 'assertContains': {
      if (b === undefined) {
        const t = textOf(a);
        return t ? any(`withText(containsString(${t}))`, 'isDisplayed()') : undefined;
      }
      return containsB ? any(viewMatcher(a), `withText(containsString(${containsB}))`) : undefined;
    }
    case 'assertNotContains': {
      if (b === undefined) {
        const t = textOf(a);
        return t ? none(`withText(containsString(${t}))`) : undefined;
      }
      return containsB && kindOf(a) === 'id'
        ? none(`allOf(withId(${a}),withText(containsString(${containsB})))`)
        : undefined;
    }
    default:
      return undefined;
  }
}

/** Whether a source imports Barista (its assertions are called by their simple names). */
export function importsBarista(src: string): boolean {
  return /^import\s+(?:static\s+)?com\.(?:adevinta\.android|schibsted\.spain)\.barista\./m.test(src);
}

/** A Barista assertion read as the Espresso check it makes; any other check as it is. */
export function asEspresso(c: Assertion): Assertion {
  if (c.family !== 'junit' || !c.asserting) return c;
  // the plain reading of `f(a, b)`: subject a, arguments a, b
  const r = reading(c.op, c.args);
  if (!r) return c;
  const finder: Finder = {
    family: 'espresso',
    collection: r.any,
    ...(r.any ? { picked: 'any', pickedArgs: '' } : {}),
    unmerged: FALSE,
    matcher: { op: 'leaf', fn: 'onView', id: r.matcher, flags: {}, rest: '', key: `onView(${r.matcher})` },
    path: [],
    key: '',
  };
  finder.key = finderKey(finder);
  return remake(c, { family: 'espresso', finder, subject: finder.key, op: 'check', args: [r.assertion] });
}
