import type { Assertion } from '../inventory/assertion.js';

// A wait fails the test when its node never shows up; so does any check on that node. A wait dropped
// while the test still checks the node it waited for (now idle-synchronised, or the check itself
// retries) lets the check run earlier, and fail in the same case: no check was lost. A wait whose node
// nothing else checks was the only check of it, and stays a removed assertion.

/** Head checks that fail unless the node exists: any check or action on one node but a check of its absence. */
const demandsNode = (h: Assertion) =>
  h.family === 'compose' && h.asserting && !h.finder?.collection && h.op !== 'assertDoesNotExist';

/** What a dropped node wait of each kind needs the head to still check on its node. */
const stillChecked: Record<string, (h: Assertion, base: Assertion) => boolean> = {
  waitUntilAtLeastOneExists: (h) =>
    demandsNode(h) || (h.family === 'wait' && /^waitUntil(?:AtLeast|Exactly)OneExists$/.test(h.op)),
  // onNode… demands exactly one node
  waitUntilExactlyOneExists: (h) => demandsNode(h) || (h.family === 'wait' && h.op === 'waitUntilExactlyOneExists'),
  waitUntilDoesNotExist: (h) =>
    (h.family === 'compose' && h.op === 'assertDoesNotExist') ||
    (h.family === 'wait' && h.op === 'waitUntilDoesNotExist'),
  waitUntilDisplayed: (h) =>
    (h.family === 'compose' && h.op === 'assertIsDisplayed') || (h.family === 'wait' && h.op === 'waitUntilDisplayed'),
  waitUntilNotDisplayed: (h) =>
    (h.family === 'compose' && h.op === 'assertIsNotDisplayed') ||
    (h.family === 'wait' && h.op === 'waitUntilNotDisplayed'),
  waitUntilNodeCount: (h, b) =>
    (h.family === 'compose' && h.op === 'assertCountEquals' && `count=${h.args[0]}` === b.args[0]) ||
    (h.family === 'wait' && h.op === 'waitUntilNodeCount' && h.args.join() === b.args.join()),
};

/** True when base node wait `b` is gone but the head test still checks its node the way the wait did. */
export function droppedWaitStillChecked(b: Assertion, head: readonly Assertion[]): boolean {
  const f = b.finder;
  if (b.family !== 'wait' || !f || f.path.length > 0) return false;
  const needs = stillChecked[b.op];
  if (!needs) return false;
  return head.some(
    (h) =>
      !!h.finder &&
      h.finder.matcher.key === f.matcher.key &&
      h.finder.unmerged === f.unmerged &&
      h.finder.path.length === 0 &&
      !h.guards?.length &&
      needs(h, b),
  );
}
