import { bound, closing, topLevelItems } from './bound-text.js';

/**
 * A test body that loops over values it writes out (`listOf(1, 2).forEach { n -> check(n) }`, `for (n in
 * listOf(1, 2)) { check(n) }`) runs its loop body once per value: each run is the body with the loop replaced by
 * its body bound to one value. An old test equal to one run is still made (parameterised-tests.ts). A loop over
 * an empty collection has no run; so has a loop over anything not written out.
 */

const collection = /\b(?:listOf|setOf|arrayOf|sequenceOf)\s*\(/g;

interface Loop {
  start: number;
  end: number;
  name: string;
  values: string[];
  inner: string;
}

/** The `.forEach { x -> … }` (or `it`) after the collection written out at `at`, whose `(` is at `open`. */
function forEachLoop(body: string, at: number, open: number): Loop | undefined {
  const close = closing(body, open);
  const call = close < 0 ? null : /^\s*\.forEach\s*\{/.exec(body.slice(close));
  if (!call) return undefined;
  const brace = close + call[0].length - 1;
  const end = closing(body, brace);
  if (end < 0) return undefined;
  const lambda = body.slice(brace + 1, end - 1);
  const arrow = /^\s*([a-z_]\w*)\s*->/.exec(lambda);
  const values = topLevelItems(body.slice(open + 1, close - 1));
  return { start: at, end, name: arrow?.[1] ?? 'it', values, inner: arrow ? lambda.slice(arrow[0].length) : lambda };
}

/** The `for (x in listOf(…)) { … }` whose collection is written out at `open`. */
function forLoop(body: string, open: number): Loop | undefined {
  const head = /\bfor\s*\(\s*([a-z_]\w*)\s+in\s+$/.exec(
    body.slice(0, open).replace(/(?:listOf|setOf|arrayOf|sequenceOf)\s*$/, ''),
  );
  const close = closing(body, open);
  const after = close < 0 || !head ? null : /^\s*\)\s*\{/.exec(body.slice(close));
  if (!head || !after) return undefined;
  const brace = close + after[0].length - 1;
  const end = closing(body, brace);
  if (end < 0) return undefined;
  return {
    start: head.index,
    end,
    name: head[1]!,
    values: topLevelItems(body.slice(open + 1, close - 1)),
    inner: body.slice(brace + 1, end - 1),
  };
}

/** One run per value of the first loop over a written-out collection in the body; none without one. */
export function loopRuns(body: string): string[] {
  for (const m of body.matchAll(collection)) {
    const open = m.index! + m[0].length - 1;
    const loop = forEachLoop(body, m.index!, open) ?? forLoop(body, open);
    if (!loop) continue;
    return loop.values.flatMap((v) => {
      const run = bound(loop.inner, [loop.name], [v]);
      return run === undefined ? [] : [body.slice(0, loop.start) + run + body.slice(loop.end)];
    });
  }
  return [];
}
