import type { GuardResult } from './change.js';

/** The human form of a guard result: one `REFUSED rule — detail` block per refusal, then a summary. */
export function renderGuardResult(r: GuardResult): string {
  const files = `${r.checkedFiles} file${r.checkedFiles === 1 ? '' : 's'} checked`;
  const lines: string[] = [];
  for (const x of r.acknowledged ?? []) {
    lines.push(`ACKNOWLEDGED ${x.rule} — ${x.detail}`);
    lines.push(
      `  at ${x.file}${x.line ? `:${x.line}` : ''}${x.test ? `, test ${x.test}` : ''} (Droidheal-Ack: ${x.ack})`,
    );
  }
  if (r.allowed) return `${lines.join('\n')}${lines.length ? '\n' : ''}ALLOWED — ${files}\n`;
  for (const x of r.refusals) {
    lines.push(`REFUSED ${x.rule} — ${x.detail}`);
    const where = x.file ? `${x.file}${x.line ? `:${x.line}` : ''}` : '';
    const parts = [where, x.test ? `test ${x.test}` : ''].filter(Boolean);
    if (parts.length) lines.push(`  at ${parts.join(', ')}`);
  }
  lines.push(`${r.refusals.length} refusal${r.refusals.length === 1 ? '' : 's'} — ${files}`);
  return `${lines.join('\n')}\n`;
}
