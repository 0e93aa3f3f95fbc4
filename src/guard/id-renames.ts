import { escapeRe } from './code-only.js';
import { type ChangedFile, grepFixed, readFiles, type Side } from './git.js';
import { lineEvidence } from './renames.js';

/**
 * View and menu ids the change renamed where they are declared (`<item name="a" type="id"/>` in a values XML,
 * `android:id="@+id/a"` in a layout, menu or navigation XML): `R.id.a` gone from the change's code, `R.id.b` new in
 * it, a changed resource XML line declaring `a` become, with `a` read as `b`, a line of the head's file after the same
 * line as before (the same item, not an id moved to another view), `a` declared by no head XML and `b` by no base
 * XML (an id the app had is another view), and some changed code line written `R.id.a` now `R.id.b`.
 */
export async function idRenames(
  base: Map<string, string>,
  head: Map<string, string>,
  changes: ChangedFile[],
  sides: { base: Side; head: Side },
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const was = idNames(base),
    now = idNames(head);
  const gone = [...was].filter((n) => !now.has(n));
  const fresh = [...now].filter((n) => !was.has(n));
  if (gone.length === 0 || fresh.length === 0) return out;
  const xml = changes.filter(
    (c) => c.basePath && c.headPath && resourceXml.test(c.basePath) && resourceXml.test(c.headPath),
  );
  if (xml.length === 0) return out;
  const [bx, hx] = await Promise.all([
    readFiles(
      sides.base,
      xml.map((c) => c.basePath!),
    ),
    readFiles(
      sides.head,
      xml.map((c) => c.headPath!),
    ),
  ]);
  const inCode = lineEvidence(base, head, changes, (l, from, to) => l.replace(idRe(from), `R.id.${to}`));
  const candidates: Array<[string, string]> = [];
  for (const g of gone)
    for (const f of fresh) {
      if (!inCode(g, f)) continue;
      if (xml.some((c) => renamedInPlace(bx.get(c.basePath!), hx.get(c.headPath!), g, f))) candidates.push([g, f]);
    }
  if (candidates.length === 0) return out;
  // still declared on the head, or already declared on the base, anywhere in its resources: another item
  const [stay, had] = await Promise.all([
    grepFixed(
      sides.head,
      candidates.flatMap(([g]) => declarations(g)),
      [':(glob)**/res/**/*.xml'],
    ),
    grepFixed(
      sides.base,
      candidates.flatMap(([, f]) => declarations(f)),
      [':(glob)**/res/**/*.xml'],
    ),
  ]);
  const declaredIn = (hits: Set<string>, n: string) => declarations(n).some((d) => hits.has(d));
  for (const [g, f] of candidates) {
    if (declaredIn(stay, g) || declaredIn(had, f) || out.has(g) || [...out.values()].includes(f)) continue;
    out.set(g, f);
  }
  return out;
}

/** A resource XML of the app (a test source set's resources are no app). */
const resourceXml = /(^|\/)src\/(?!\w*[tT]est)\w+\/res\/(values|layout|menu|navigation)[\w-]*\/[^/]+\.xml$/;

const idRe = (name: string) => new RegExp(`\\bR\\.id\\.${escapeRe(name)}\\b`, 'g');

function idNames(sources: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const src of sources.values()) for (const m of src.matchAll(/\bR\.id\.(\w+)/g)) out.add(m[1]!);
  return out;
}

/** The ways an XML declares an id: a view's `@+id/`, an ids item with its attributes in either order. */
function declarations(name: string): string[] {
  return [`@+id/${name}"`, `name="${name}" type="id"`, `type="id" name="${name}"`];
}

/** A line of `base` declaring `from` is, with `from` read as `to`, a new line of `head` after the same line. */
function renamedInPlace(base: string | undefined, head: string | undefined, from: string, to: string): boolean {
  if (base === undefined || head === undefined) return false;
  const bl = base.split('\n').map((l) => l.trim());
  const hl = head.split('\n').map((l) => l.trim());
  const declares = (l: string, n: string) => declarations(n).some((d) => l.includes(d));
  return bl.some((l, i) => {
    if (!declares(l, from) || hl.includes(l)) return false;
    const renamed = l.replaceAll(`@+id/${from}"`, `@+id/${to}"`).replaceAll(`name="${from}"`, `name="${to}"`);
    return hl.some((x, j) => x === renamed && declares(x, to) && j > 0 && i > 0 && hl[j - 1] === bl[i - 1]);
  });
}
