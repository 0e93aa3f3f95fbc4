import { type Assertion, remake } from './assertion.js';
import { type Finder, finderKey } from './matchers.js';

// `onAllNodesWithTag(t).assertCountEquals(1)` followed by `onAllNodesWithTag(t)[0]` (or `.onFirst()`,
// `.onLast()`) checks what `onNodeWithTag(t)` checks: exactly one node, then that node. Such a pick is
// read as the single-node finder, so the rewrite is no widening; without the count (or after an action,
// which may change the count) the pick stays a widening.

const picksTheOne = (f: Finder) =>
  f.collection && (f.picked === 'onFirst' || f.picked === 'onLast' || (f.picked === '[]' && f.pickedArgs === '0'));

/** The collection a finder picks from, as a key. */
const collectionKey = (f: Finder) => finderKey({ ...f, picked: undefined, pickedArgs: undefined });

/** A test's checks with every pick from a collection just counted as exactly one read as the single-node finder. */
export function countedPicks(checks: Assertion[]): Assertion[] {
  const counted = new Set<string>();
  return checks.map((c) => {
    const f = c.finder;
    let out = c;
    if (f?.collection && !f.picked && c.op === 'assertCountEquals' && c.args.length === 1 && c.args[0] === '1')
      counted.add(collectionKey(f));
    else if (f && picksTheOne(f) && counted.has(collectionKey(f))) out = asSingleNode(c, f);
    if (c.action) counted.clear();
    return out;
  });
}

function asSingleNode(c: Assertion, f: Finder): Assertion {
  const one: Finder = { ...f, collection: false, picked: undefined, pickedArgs: undefined };
  one.key = finderKey(one);
  const subject = c.subject.startsWith(f.key) ? one.key + c.subject.slice(f.key.length) : c.subject;
  return remake(c, { finder: one, subject });
}
