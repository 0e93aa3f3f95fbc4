import type { GuardRefusal, GuardResult } from './change.js';

const place = (x: GuardRefusal) => {
  const where = x.file ? `${x.file}${x.line ? `:${x.line}` : ''}` : '';
  return [where, x.test ? `test ${x.test}` : ''].filter(Boolean).join(', ');
};

/**
 * The human form of a guard result: one `REFUSED rule — detail` block per refusal, then a summary.
 * Under the review policy a refusal also shows the trailer that would acknowledge it, so a person
 * who meant the reduction knows what to write, and in which commit (acknowledge.ts).
 */
export function renderGuardResult(r: GuardResult): string {
  const files = `${r.checkedFiles} file${r.checkedFiles === 1 ? '' : 's'} checked`;
  const lines: string[] = [];
  for (const x of r.acknowledged ?? []) {
    lines.push(`ACKNOWLEDGED ${x.rule} — ${x.detail}`);
    lines.push(`  at ${place(x)} (${x.commit.slice(0, 10)}: Droidheal-Ack: ${x.ack})`);
  }
  if (r.allowed) return `${lines.join('\n')}${lines.length ? '\n' : ''}ALLOWED — ${files}\n`;
  for (const x of r.refusals) {
    lines.push(`REFUSED ${x.rule} — ${x.detail}`);
    if (place(x)) lines.push(`  at ${place(x)}`);
    if (x.acknowledge?.note) lines.push(`  not acknowledged: ${x.acknowledge.note}`);
    if (x.acknowledge)
      lines.push(
        '  if the reduction is intended, write this trailer in the message of the commit that made it:',
        `    ${x.acknowledge.trailer}`,
      );
  }
  lines.push(`${r.refusals.length} refusal${r.refusals.length === 1 ? '' : 's'} — ${files}`);
  return `${lines.join('\n')}\n`;
}
