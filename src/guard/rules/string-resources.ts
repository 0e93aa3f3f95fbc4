import { isValuesXml } from '../paths.js';
import type { RuleRefusal } from './refusal.js';

// The text a test looks for swapped to another string resource (`R.string.save` → `R.string.cancel`)
// while the app shows what it showed: wherever the id is read — a finder, a class property
// (`by composeTestRule.stringResource(…)`, `by lazy { activity.getString(…) }`), a `lateinit var` set
// in `@Before` or in `setContent { }` — the test now checks another text. String resources renamed
// in res and tests together are already applied to the base (renames.ts), so they compare equal.

const resourceRef = /\b(\w*R)\.string\.(\w+)/g;

/** The resource name of an `R.string.x` id (`SettingsR.string.a_b` → `a_b`). */
export function resourceName(id: string): string {
  return id.slice(id.lastIndexOf('.') + 1);
}

/** `R.string.x` references of a source, comments left out, with the 1-based line of each. */
function references(src: string): Array<{ id: string; line: number }> {
  const out: Array<{ id: string; line: number }> = [];
  src.split('\n').forEach((l, i) => {
    const code = l.replace(/\/\/.*$/, '');
    for (const m of code.matchAll(resourceRef)) out.push({ id: `${m[1]}.string.${m[2]}`, line: i + 1 });
  });
  return out;
}

function counts(refs: Array<{ id: string }>): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of refs) m.set(r.id, (m.get(r.id) ?? 0) + 1);
  return m;
}

/** Ids the test lost and ids it gained, in order of appearance, each as often as its count changed. */
function lostAndGained(b: Array<{ id: string; line: number }>, h: Array<{ id: string; line: number }>) {
  const bc = counts(b),
    hc = counts(h);
  const diff = (refs: typeof b, mine: Map<string, number>, other: Map<string, number>) => {
    const left = new Map([...mine].map(([id, n]) => [id, n - (other.get(id) ?? 0)]));
    return refs.filter((r) => {
      const n = left.get(r.id) ?? 0;
      if (n <= 0) return false;
      left.set(r.id, n - 1);
      return true;
    });
  };
  return { lost: diff(b, bc, hc), gained: diff(h, hc, bc) };
}

/** Whether the change touched how the app uses a resource (its code references or its definition). */
export interface AppResourceUse {
  changed(id: string): boolean;
}

/**
 * App Kotlin and resource XML of the change, base and head: a resource whose use or definition changed there —
 * `R.string.x` in code, its `<string name="x">` in `values*`, `@string/x` in a layout, menu, preference screen
 * or the manifest (a preference's title switched to another string is the app showing another text).
 */
export function appResourceUse(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): AppResourceUse {
  const paths = new Set([...base.keys(), ...head.keys()].filter(isApp));
  return {
    changed(id: string) {
      const name = resourceName(id);
      const inCode = new RegExp(`\\b${id.replace(/\./g, '\\.')}\\b`, 'g');
      const inValues = new RegExp(`name="${name}"[^>]*>[^<]*<`, 'g');
      const inXml = new RegExp(`@string/${name}\\b`, 'g');
      return [...paths].some((p) => {
        const re = !p.endsWith('.xml') ? inCode : isValuesXml(p) ? inValues : inXml;
        const b = base.get(p)?.match(re) ?? [],
          h = head.get(p)?.match(re) ?? [];
        return b.length !== h.length || b.some((x, i) => x !== h[i]);
      });
    },
  };
}

/** Each string resource a changed test file stopped reading, paired with one it started reading. */
export function swappedResources(
  base: Map<string, string>,
  head: Map<string, string>,
  isTest: (p: string) => boolean,
): Array<{ file: string; from: { id: string; line: number }; to: { id: string; line: number } }> {
  const out: ReturnType<typeof swappedResources> = [];
  for (const [file, hs] of head) {
    const bs = base.get(file);
    if (bs === undefined || !isTest(file)) continue;
    const { lost, gained } = lostAndGained(references(bs), references(hs));
    for (let i = 0; i < Math.min(lost.length, gained.length); i++) out.push({ file, from: lost[i]!, to: gained[i]! });
  }
  return out;
}

/**
 * A test file that lost a string resource reference and gained another, where the app's use and
 * definition of both is unchanged: refused as `finder-retargeted`, one refusal per swapped pair.
 * `caughtUp` names the swaps that only follow a rename made earlier (the old id defined nowhere).
 */
export function stringResourceSwaps(
  base: Map<string, string>,
  head: Map<string, string>,
  isTest: (p: string) => boolean,
  app: AppResourceUse,
  caughtUp: (from: string, to: string) => boolean = () => false,
): RuleRefusal[] {
  return swappedResources(base, head, isTest)
    .filter(({ from, to }) => !app.changed(from.id) && !app.changed(to.id) && !caughtUp(from.id, to.id))
    .map(({ file, from, to }) => ({
      rule: 'finder-retargeted' as const,
      file,
      line: to.line,
      verb: 'retargeted the text the test looks for to another string resource',
      what: `${from.id} → ${to.id} (the app uses and defines both as before)`,
      about: { file, line: from.line, text: from.id },
    }));
}
