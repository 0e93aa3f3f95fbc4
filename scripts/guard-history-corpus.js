// The labelled real-history corpus (android-fixtures/guard-history/corpus.json): its schema — the single source of
// the format — and the arithmetic `npm run guard-history` prints from a replay. Kept apart from the replay so tests
// read and check the corpus without the projects' clones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { root } from './history-mirrors.js';

export const corpusFile = path.join(root, 'android-fixtures', 'guard-history', 'corpus.json');

const ruleOrAllowed = z.string().regex(/^(allowed|[a-z]+(-[a-z]+)*)$/);
const repoName = z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name');

/**
 * Why the guard refuses a legitimate commit: one of issue 27's classes (1 renamed tests, 2 migrated API,
 * 3 expectation rewritten equivalently, 4 deleted with its subject, 5 checks moved into a helper or actions taken
 * for checks, 6 stock runner line, 7 grammar gap, 8 synchronisation rewritten, 9 build/CI file misread), or a new
 * class named in kebab case.
 */
export const FalseRefusalClass = z
  .string()
  .regex(/^([1-9]|[a-z]+(-[a-z]+)*)$/, 'a class number 1–9 or a kebab-case name');

/** One labelled commit: what a senior reviewer wants the guard to do with it under the review policy. */
export const HistoryCommit = z
  .object({
    repo: repoName,
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id'),
    label: z.enum(['legitimate', 'weakening']),
    /** `allowed` for a legitimate commit; for a weakening, the rule one of its refusals must carry */
    expect: ruleOrAllowed,
    why: z.string().min(10),
    /** the guard still refuses this legitimate commit: why (a known limit, counted in the false-refusal rate) */
    knownFalseRefusal: z.string().min(10).optional(),
    /** for a legitimate commit the guard refused when it was labelled: the class of that false refusal */
    class: FalseRefusalClass.optional(),
  })
  .strict()
  .refine((c) => (c.label === 'legitimate') === (c.expect === 'allowed'), {
    message: 'a legitimate commit expects "allowed", a weakening expects a rule',
  })
  .refine((c) => c.label === 'legitimate' || c.class === undefined, {
    message: 'only a legitimate commit has a false-refusal class',
  });

/** `tune`: the guard may be tuned on the project's commits; `heldout`: never — it measures generalisation. */
export const HistorySplit = z.enum(['tune', 'heldout']);

export const HistoryCorpus = z
  .object({
    description: z.string(),
    /** every project of the corpus, in one half */
    splits: z.record(repoName, HistorySplit),
    commits: z.array(HistoryCommit).min(1),
  })
  .strict()
  .superRefine((corpus, ctx) => {
    const missing = [...new Set(corpus.commits.map((c) => c.repo))].filter((r) => !corpus.splits[r]);
    if (missing.length)
      ctx.addIssue({ code: 'custom', path: ['splits'], message: `no split for ${missing.join(', ')}` });
    const seen = new Set();
    for (const [i, c] of corpus.commits.entries()) {
      const key = `${c.repo} ${c.commit}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['commits', i], message: `${key} is listed twice` });
      seen.add(key);
    }
  });

/** The corpus, or a one-line reason it does not parse (path of the first issue: message). */
export function readCorpus(file = corpusFile) {
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { error: `${file}: ${e.message}` };
  }
  const parsed = HistoryCorpus.safeParse(json);
  if (parsed.success) return { corpus: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `${file}: ${issue?.path.join('.')}: ${issue?.message}` };
}

/**
 * What a replay found for one labelled commit (the rules its refusals carry), and whether it went against its
 * label: a weakening let through or refused under another rule, or a false refusal nobody has classified yet.
 */
export function verdictOf(c, allowed, rules) {
  const known = c.class !== undefined || c.knownFalseRefusal !== undefined;
  if (c.label === 'legitimate') {
    if (allowed) return { verdict: known ? 'ok (now allowed: drop its class/knownFalseRefusal)' : 'ok', bad: false };
    if (known) return { verdict: `known false refusal${c.class ? ` (class ${c.class})` : ''}`, bad: false };
    return { verdict: 'FALSE REFUSAL (unclassified)', bad: true };
  }
  if (allowed) return { verdict: 'MISSED', bad: true };
  return rules.includes(c.expect)
    ? { verdict: 'ok', bad: false }
    : { verdict: `refused, but not under ${c.expect}`, bad: true };
}

const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;

/**
 * Figures of a set of replayed rows ({label, expect, class?, allowed, rules}): false refusals of legitimate
 * commits (overall and per class, `unclassified` when the label gives none), and weakenings refused for the
 * labelled rule.
 */
export function figures(rows) {
  const legit = rows.filter((r) => r.label === 'legitimate');
  const weak = rows.filter((r) => r.label === 'weakening');
  const refused = legit.filter((r) => !r.allowed);
  const perClass = new Map();
  for (const r of refused) perClass.set(r.class ?? 'unclassified', (perClass.get(r.class ?? 'unclassified') ?? 0) + 1);
  const byClass = [...perClass.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
  return {
    commits: rows.length,
    legitimate: legit.length,
    falseRefusals: refused.length,
    byClass,
    weakenings: weak.length,
    refusedWeakenings: weak.filter((r) => !r.allowed).length,
    caught: weak.filter((r) => !r.allowed && r.rules.includes(r.expect)).length,
  };
}

/** The printed table: for each half, its figures, false refusals per class, and one row per project. */
export function splitReport(rows, splits) {
  const lines = [];
  for (const half of ['tune', 'heldout']) {
    const inHalf = rows.filter((r) => splits[r.repo] === half);
    if (!inHalf.length) continue;
    const f = figures(inHalf);
    const projects = [...new Set(inHalf.map((r) => r.repo))].sort();
    lines.push(
      `${half} (${projects.length} projects, ${f.commits} commits):`,
      `  false refusals: ${f.falseRefusals}/${f.legitimate} legitimate commits (${pct(f.falseRefusals, f.legitimate)})`,
      ...f.byClass.map(([k, n]) => `    class ${k}: ${n} (${pct(n, f.legitimate)} of legitimate)`),
      `  weakenings caught: ${f.caught}/${f.weakenings} refused under the labelled rule (${f.refusedWeakenings} refused at all)`,
    );
    for (const repo of projects) {
      const p = figures(inHalf.filter((r) => r.repo === repo));
      lines.push(
        `    ${repo.padEnd(34)} false refusals ${`${p.falseRefusals}/${p.legitimate}`.padStart(6)} (${pct(p.falseRefusals, p.legitimate).padStart(7)})  weakenings caught ${p.caught}/${p.weakenings}`,
      );
    }
  }
  return lines.join('\n');
}
