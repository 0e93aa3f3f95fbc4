import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus: airbnb/mavericks
 * 97988eb823): every overload of a function given one more defaulted parameter (`context: CoroutineContext =
 * EmptyCoroutineContext`). Bodies are keyed by name and arity, so the overload without parameters, now with one, was
 * paired with the old one-parameter overload, and its unchanged `read(this) { it }` read as that overload's
 * `read(this) { prop.get(it) }` made trivial. Each overload is now compared with the one whose parameters it keeps.
 * Still refused: the working overload's body made `{ it }` while its parameter stays (`prop` ignored), and an
 * overload dropped with the other's body made like it (missed before: no base overload had the new arity).
 */

const A = 'lib/src/main/java/x/Store.kt';

const app = `package x

class Store<S>(private val state: S) {
    fun <T> read(owner: Any, block: (S) -> T): T = block(state)

    fun collect(): S {
        return read(this) { it }
    }

    fun <A> collect(prop: Prop<S, A>): A {
        return read(this) { prop.get(it) }
    }
}
`;

const withContext = edited(app, [
  ['fun collect(): S {', 'fun collect(context: Context = Context.Empty): S {'],
  [
    'fun <A> collect(prop: Prop<S, A>): A {',
    'fun <A> collect(prop: Prop<S, A>, context: Context = Context.Empty): A {',
  ],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

describe('overloads that each gained a parameter', () => {
  it('keep their bodies: the trivial one carried over is no stub', async () => {
    const r = await guardOnTop(repo, { [A]: withContext });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('still refuse the working overload made trivial while its parameter stays', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(withContext, [['read(this) { prop.get(it) }', 'read(this) { it }']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toContain('handler-stubbed made a body trivial (returns its input it unchanged)');
  });

  it('still refuse the trivial body moved onto an overload that had the parameter before', async () => {
    const swapped = edited(app, [
      ['fun collect(): S {\n        return read(this) { it }\n    }\n\n', ''],
      ['read(this) { prop.get(it) }', 'read(this) { it }'],
      ['fun <A> collect(prop: Prop<S, A>): A {', 'fun <A> collect(prop: Prop<S, A>, context: Context): A {'],
    ]);
    const r = await guardOnTop(repo, { [A]: swapped });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toContain('handler-stubbed made a body trivial (returns its input it unchanged)');
  });
});
