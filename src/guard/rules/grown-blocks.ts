import { splitTop } from './with-app-change.js';

/**
 * A check whose block gained checks and lost none (`hasContextThat { hasIdThat().isEqualTo(1) }` →
 * `{ hasClassIdThat().isEqualTo(2); hasIdThat().isEqualTo(1) }`: a custom Truth subject's checks on a part,
 * nested blocks alike) checks at least what it did. Every statement of the head block must be a check:
 * a block that acts, or a wait's block whose last expression is its condition, is compared as before.
 */
export function blockGainedChecks(h: { op: string; args: string[] }, b: { op: string; args: string[] }): boolean {
  if (h.op !== b.op || h.args.length !== b.args.length || /wait|until|eventually/i.test(b.op)) return false;
  return b.args.every((a, i) => a === h.args[i] || blockImplies(h.args[i]!, a));
}

/** The top-level statements of a block argument `{a;b}`, if the argument is one. */
function statements(arg: string): string[] | undefined {
  if (!arg.startsWith('{') || !arg.endsWith('}')) return undefined;
  return splitTop(arg.slice(1, -1), ';').filter((s) => s.trim() !== '');
}

function blockImplies(h: string, b: string): boolean {
  const [hs, bs] = [statements(h), statements(b)];
  if (!hs || !bs || !hs.every(isCheckStatement)) return false;
  const left = [...hs];
  for (const s of bs) {
    const i = left.findIndex((x) => x === s || nestedImplies(x, s));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** `part{…}` (or `part({…})`) whose block implies the same call's base block. */
function nestedImplies(h: string, b: string): boolean {
  const call = /^([\w$.()]*?)\(?(\{[\s\S]*\})\)?$/;
  const [mh, mb] = [call.exec(h), call.exec(b)];
  return !!mh && !!mb && mh[1] === mb[1] && blockImplies(mh[2]!, mb[2]!);
}

/** A statement whose last call is a check (`is…`, `has…`, `contains…`, `assert…`), its arguments and blocks aside. */
function isCheckStatement(s: string): boolean {
  let flat = s;
  for (let prev = ''; prev !== flat; ) {
    prev = flat;
    flat = flat.replace(/"(?:\\.|[^"\\])*"/g, '""').replace(/\([^(){}]*\)|\{[^(){}]*\}/g, '');
  }
  const last = /([A-Za-z_]\w*)$/.exec(flat)?.[1] ?? '';
  return /^(is|has|contains|assert|matches|expect|check|verify)/.test(last);
}
