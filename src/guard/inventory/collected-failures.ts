import { ancestors, descendants, type Syn, text } from '../kotlin/syntax.js';
import { throwsOrFails } from './test-failures.js';

/**
 * A catch clause that collects the failure for a check made later (`catch (_: AssertionError) { missing.add("Hang
 * up") }`, then `if (missing.isNotEmpty()) throw AssertionError("not visible: $missing")`): soft assertions, every
 * failure reported at once. Nothing is swallowed: the failure is recorded in a local collection whose emptiness the
 * same function then requires, by a throw or `fail(…)` under `if (x.isNotEmpty())` (or `!x.isEmpty()`), or by
 * `assertTrue(x.isEmpty())`. A clause doing anything else, or a collection never required empty, is a swallow still.
 */

/** The one collection a catch block adds to, when adding to it is all the block does (`xs.add(…)`, `xs += …`). */
function collectionAddedTo(block: Syn | undefined): string | undefined {
  // one statement stands in the block itself, several in its `statements`
  const list = block?.children.find((c) => c.type === 'statements') ?? block;
  const statements = list?.children.filter((c) => c.named);
  if (!statements?.length) return undefined;
  const names = statements.map((s) => /^([a-z_]\w*)(?:\.add\(|\s*\+=)/.exec(text(s))?.[1]);
  const [first] = names;
  return first && names.every((n) => n === first) ? first : undefined;
}

/** Whether catch clause `cb` of `tryNode` collects its failure into a collection the function later requires empty. */
export function collectsFailure(cb: Syn, tryNode: Syn): boolean {
  const name = collectionAddedTo(cb.children.find((c) => c.type === 'block'));
  const fn = ancestors(tryNode).find((a) => a.type === 'function_declaration');
  if (!name || !fn) return false;
  const end = tryNode.line + text(tryNode).split('\n').length - 1;
  const notEmpty = new RegExp(`^\\(?\\s*(?:${name}\\.isNotEmpty\\(\\)|!${name}\\.isEmpty\\(\\))\\s*\\)?$`);
  const isEmpty = new RegExp(`^assert(?:True|That)?\\(\\s*${name}\\.isEmpty\\(\\)\\s*\\)$`);
  for (const d of descendants(fn)) {
    if (d.line <= end) continue;
    if (d.type === 'if_expression') {
      const condition = d.children.find((c) => c.field === 'condition');
      if (condition && notEmpty.test(text(condition).trim()) && throwsOrFails(d)) return true;
    }
    if (d.type === 'call_expression' && isEmpty.test(text(d).replace(/\s+/g, ''))) return true;
  }
  return false;
}
