import path from 'node:path';
import type { GuardFinding, GuardRefusal } from './change.js';
import type { RuleRefusal } from './rules/refusal.js';

function sameTest(a: string | undefined, t: { class: string; method: string }): boolean {
  if (!a) return false;
  const dot = a.lastIndexOf('.');
  const cls = a.slice(0, dot),
    method = a.slice(dot + 1);
  const wantCls = t.class.split(/[.$]/).pop();
  return method === t.method.replace(/\[.*$/, '') && cls === wantCls;
}

const squash = (s: string) => s.replace(/\s+/g, '');

function wasAsked(r: RuleRefusal, f: GuardFinding | undefined): boolean | undefined {
  if (!f) return undefined;
  if (
    !r.about ||
    !['assertion-removed', 'assertion-weakened', 'finder-widened', 'finder-retargeted', 'error-swallowed'].includes(
      r.rule,
    )
  )
    return false;
  const testOk = !f.tests?.length || f.tests.some((t) => sameTest(r.about!.test ?? r.test, t));
  if (!testOk) return false;
  const loc =
    f.file && f.line !== undefined
      ? path.basename(f.file) === path.basename(r.about.file) && f.line === r.about.line
      : undefined;
  const assertion = f.assertion
    ? squash(r.about.text).includes(squash(f.assertion)) || squash(f.assertion).includes(squash(r.about.text))
    : undefined;
  if (loc === undefined && assertion === undefined) return !!f.tests?.length;
  return loc === true || assertion === true;
}

/** The refusals as reported: detail rendered, `asked` decided, duplicates dropped, sorted by place. */
export function reportedRefusals(raw: RuleRefusal[], finding: GuardFinding | undefined): GuardRefusal[] {
  const seen = new Set<string>();
  const out: GuardRefusal[] = [];
  for (const r of raw) {
    const asked = wasAsked(r, finding);
    const verb =
      asked && /^(removed|weakened) the assertion$/.test(r.verb) ? `${r.verb} it was asked to satisfy` : r.verb;
    // the finding's own wording of the assertion it failed on, when that is the one removed
    const what = asked && finding?.assertion && r.about && r.what === r.about.text ? finding.assertion : r.what;
    const detail = what ? `${verb}: ${what}` : verb;
    const key = `${r.rule}|${r.file}|${r.line}|${r.test ?? ''}|${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const g: GuardRefusal = { rule: r.rule, file: r.file, line: r.line, detail };
    if (r.test) g.test = r.test;
    if (asked !== undefined) g.asked = asked;
    out.push(g);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}
