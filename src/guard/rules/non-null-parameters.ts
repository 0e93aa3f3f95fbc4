import { codeOnly } from '../code-only.js';
import type { Assertion } from '../inventory/assertion.js';

// A parameter the change made non-null (`fun inGroup(id: String?, rate: Int)` → `id: String`) takes the app's
// null case away: a check that passes `null` there (`assertFalse(inGroup(null, ALL))`) cannot compile against
// the head and checked behaviour that no longer exists (issue 27 class 4, review only). A check passing
// anything else, or `null` to a parameter still nullable in some declaration, is compared as usual.

const funDecl = /\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>?]+\.)?([A-Za-z_]\w*)\s*\(/g;

/** Splits at top-level commas between `open` (just after a `(`) and its closing `)`. */
function topLevelParts(text: string, open: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (depth === 0 && (ch === ',' || ch === ')')) {
      if (part.trim()) parts.push(part.trim());
      part = '';
      if (ch === ')') break;
      continue;
    }
    if ('([{<'.includes(ch)) depth++;
    else if (')]}>'.includes(ch)) depth--;
    part += ch;
  }
  return parts;
}

/** Each declared function's parameters as `name` → nullable, per declaration. */
function parameterNullability(sources: Iterable<string>): Map<string, Array<Map<string, boolean>>> {
  const out = new Map<string, Array<Map<string, boolean>>>();
  for (const src of sources) {
    const code = codeOnly(src);
    for (const m of code.matchAll(funDecl)) {
      const params = new Map<string, boolean>();
      for (const p of topLevelParts(code, m.index + m[0].length)) {
        const typed =
          /^(?:@\w+\s+|vararg\s+|crossinline\s+|noinline\s+)*([A-Za-z_]\w*)\s*:\s*([^=]+?)\s*(?:=.*)?$/s.exec(p);
        if (typed) params.set(typed[1]!, typed[2]!.endsWith('?'));
      }
      out.set(m[1]!, [...(out.get(m[1]!) ?? []), params]);
    }
  }
  return out;
}

/**
 * `function` → the positions and names of the parameters every changed base app declaration had nullable and
 * every changed head app declaration (of the same parameter list) has non-null.
 */
export function parametersMadeNonNull(base: Iterable<string>, head: Iterable<string>): Map<string, Set<string>> {
  const [before, after] = [parameterNullability(base), parameterNullability(head)];
  const out = new Map<string, Set<string>>();
  for (const [fn, headDecls] of after) {
    const baseDecls = before.get(fn);
    if (!baseDecls || baseDecls.length !== headDecls.length) continue;
    const names = [...headDecls[0]!.keys()];
    if (headDecls.some((d) => [...d.keys()].join() !== names.join())) continue;
    if (baseDecls.some((d) => [...d.keys()].join() !== names.join())) continue;
    const made = names.flatMap((n, i) =>
      baseDecls.every((d) => d.get(n)) && headDecls.every((d) => !d.get(n)) ? [n, String(i)] : [],
    );
    if (made.length) out.set(fn, new Set(made));
  }
  return out;
}

/** True when check `b` calls a function with `null` at a parameter the change made non-null. */
export function passesNullToNonNull(b: Assertion, madeNonNull: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  for (const [fn, params] of madeNonNull) {
    for (const m of b.text.matchAll(new RegExp(`(?<![\\w$])${fn}\\s*\\(`, 'g'))) {
      const args = topLevelParts(b.text, m.index + m[0].length);
      if (
        args.some(
          (a, i) =>
            (a === 'null' && params.has(String(i))) || params.has(/^(\w+)\s*=\s*null$/.exec(a)?.[1] ?? '\u0000'),
        )
      )
        return true;
    }
  }
  return false;
}
