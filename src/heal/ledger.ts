import { type LedgerAttempt, LedgerNote } from '../config/heal.js';
import { git } from './git.js';

/**
 * The attempt ledger (docs/architecture.md, "Heal loop"): fixer attempts per (head commit, finding) in git notes
 * `refs/notes/droidheal`, one JSON note per commit. A CI re-run on the same red head reads it and
 * does not spend past `maxAttemptsPerHead`. Heal commits already stacked at HEAD (`Repairs:`
 * trailers, e.g. after `--apply`) carry their own notes and count too, so applying a partial fix
 * does not reset the count. An engine that never started is nobody's attempt and is never written.
 */
export const NOTES_REF = 'refs/notes/droidheal';

export interface FindingHistory {
  attempts: number;
  /** the fixer said it cannot fix this without changing the test */
  cannotFix?: string;
}

export interface Ledger {
  /** the commit the attempts are recorded on */
  readonly head: string;
  history(findingId: string): FindingHistory;
  record(findingId: string, attempt: LedgerAttempt, cannotFix?: string): Promise<void>;
}

const empty = (): LedgerNote => ({ droidheal: 'heal-ledger', version: 1, findings: {} });

async function readNote(repo: string, commit: string): Promise<LedgerNote> {
  const r = await git(repo, ['notes', `--ref=${NOTES_REF}`, 'show', commit]);
  if (r.exitCode !== 0) return empty();
  try {
    const parsed = LedgerNote.safeParse(JSON.parse(r.stdout));
    // an unreadable note counts nothing (the next record rewrites it whole); the stacked commits still count
    return parsed.success ? parsed.data : empty();
  } catch {
    return empty();
  }
}

/** The heal commits stacked at `head` (newest first) with the ids their `Repairs:` trailers name. */
async function stackedRepairs(repo: string, head: string): Promise<Array<{ commit: string; repairs: string[] }>> {
  const r = await git(repo, [
    'log',
    '--format=%H%x00%(trailers:key=Repairs,valueonly,separator=%x2C)%x00',
    '-n',
    '50',
    head,
  ]);
  if (r.exitCode !== 0) return [];
  const out: Array<{ commit: string; repairs: string[] }> = [];
  const fields = r.stdout.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const commit = fields[i]!.trim();
    const repairs = fields[i + 1]!.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (repairs.length === 0) {
      out.push({ commit, repairs: [] }); // the commit the stack sits on: its note counts as well
      break;
    }
    out.push({ commit, repairs });
  }
  return out;
}

export async function openLedger(repo: string, head: string): Promise<Ledger> {
  const stack = await stackedRepairs(repo, head);
  const notes = await Promise.all(stack.map((s) => readNote(repo, s.commit)));
  let own = stack[0]?.commit === head ? notes[0]! : await readNote(repo, head);
  const counts = new Map<string, FindingHistory>();
  const notedAttempts = new Map<string, number>();
  notes.forEach((n, i) => {
    for (const [id, f] of Object.entries(n.findings)) {
      notedAttempts.set(id, (notedAttempts.get(id) ?? 0) + f.attempts.length);
      if (f.cannotFix && i === 0) counts.set(id, { attempts: 0, cannotFix: f.cannotFix });
    }
  });
  // a clone without the notes still has the commits: each `Repairs:` commit was at least one attempt
  const committed = new Map<string, number>();
  for (const s of stack) for (const id of s.repairs) committed.set(id, (committed.get(id) ?? 0) + 1);
  for (const id of new Set([...notedAttempts.keys(), ...committed.keys()])) {
    const prev = counts.get(id);
    counts.set(id, {
      attempts: Math.max(notedAttempts.get(id) ?? 0, committed.get(id) ?? 0),
      ...(prev?.cannotFix ? { cannotFix: prev.cannotFix } : {}),
    });
  }

  return {
    head,
    history: (id) => counts.get(id) ?? { attempts: 0 },
    async record(id, attempt, cannotFix) {
      own = structuredClone(own);
      const entry = own.findings[id] ?? { attempts: [] };
      own.findings[id] = entry;
      entry.attempts.push(attempt);
      if (cannotFix) entry.cannotFix = cannotFix;
      const prev = counts.get(id) ?? { attempts: 0 };
      counts.set(id, {
        attempts: prev.attempts + 1,
        ...(cannotFix ? { cannotFix } : prev.cannotFix ? { cannotFix: prev.cannotFix } : {}),
      });
      const w = await git(repo, ['notes', `--ref=${NOTES_REF}`, 'add', '-f', '-F', '-', head], {
        input: `${JSON.stringify(own, null, 2)}\n`,
      });
      if (w.exitCode !== 0) throw new Error(`could not record the attempt in ${NOTES_REF}: ${w.stderr.trim()}`);
    },
  };
}
