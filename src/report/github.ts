import { appendFile } from 'node:fs/promises';
import { testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { describeFindingDevice } from '../verdict/findings.js';
import type { GateResult } from './gate.js';
import { renderMarkdown } from './markdown.js';
import { ORDER_DEPENDENT_NOTE, orderDependentIn } from './order-dependent.js';

/**
 * GitHub Actions output: workflow-command annotations (`::error file=…,line=…::…`) for findings,
 * warnings for flaky findings, undetermined tests and device problems, and the Markdown summary
 * appended to `$GITHUB_STEP_SUMMARY`.
 */

/** Workflow-command data escaping (the runner's own rules: %, CR, LF). */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values additionally escape `:` and `,`, which separate properties. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export interface GithubAnnotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string;
  line?: number;
}

export function formatAnnotation(a: GithubAnnotation): string {
  const props = [
    a.file !== undefined ? `file=${escapeProperty(a.file)}` : undefined,
    a.line !== undefined ? `line=${a.line}` : undefined,
    `title=${escapeProperty(a.title)}`,
  ]
    .filter(Boolean)
    .join(',');
  return `::${a.level} ${props}::${escapeData(a.message)}`;
}

export function annotationsFor(report: Report): GithubAnnotation[] {
  const out: GithubAnnotation[] = [];
  for (const f of report.findings) {
    const keys = new Set(f.tests.map(testKey));
    const verdicts = report.verdicts.filter((v) => keys.has(testKey(v.test)));
    const failing = verdicts.some((v) => v.verdict === 'fail');
    out.push({
      level: failing ? 'error' : 'warning',
      title: `${failing ? 'droidheal failure' : 'droidheal flaky'} ${f.id}: ${f.exceptionType ?? 'failure'}`,
      message:
        `${f.message ?? f.signature}\nTests: ${f.tests.map(testKey).join(', ')}\nDevices: ${f.devices.join(', ') || '—'}` +
        (f.deviceSpecific
          ? `\nDevice-specific: fails on ${f.deviceSpecific.failsOn.map(describeFindingDevice).join('; ')}, ` +
            `passes on ${f.deviceSpecific.passesOn.map(describeFindingDevice).join('; ')}`
          : '') +
        (orderDependentIn(report, f) ? `\n${ORDER_DEPENDENT_NOTE}` : ''),
      ...(f.frame?.file !== undefined ? { file: f.frame.file } : {}),
      ...(f.frame?.line !== undefined ? { line: f.frame.line } : {}),
    });
  }
  for (const v of report.verdicts.filter((x) => x.verdict === 'undetermined')) {
    out.push({
      level: 'warning',
      title: `droidheal undetermined (${v.reason ?? 'unknown'})`,
      message: `${testKey(v.test)} on ${v.group} has no verdict${v.detail ? `: ${v.detail}` : ''}`,
    });
  }
  for (const d of report.devices.filter((x) => x.state !== 'ready')) {
    out.push({
      level: 'warning',
      title: `droidheal device ${d.serial} ${d.state}`,
      message: [d.reason, d.remedy ? `fix: ${d.remedy}` : undefined].filter(Boolean).join(' — ') || d.state,
    });
  }
  for (const g of report.groups.filter((x) => x.status === 'undetermined')) {
    out.push({
      level: 'warning',
      title: `droidheal group ${g.name} undetermined (${g.reason ?? 'unknown'})`,
      message: [g.detail, g.remedy ? `fix: ${g.remedy}` : undefined].filter(Boolean).join(' — ') || 'no usable device',
    });
  }
  return out;
}

/**
 * When running in GitHub Actions: write annotations to `write` and append the Markdown summary to
 * `$GITHUB_STEP_SUMMARY`. Does nothing outside Actions. Returns what it did, for the caller's log.
 */
export async function publishToGithub(
  report: Report,
  env: NodeJS.ProcessEnv,
  write: (s: string) => void,
  gateResult?: GateResult,
): Promise<{ annotations: number; summary: boolean }> {
  let annotations = 0;
  if (env.GITHUB_ACTIONS === 'true') {
    const lines = annotationsFor(report).map(formatAnnotation);
    if (lines.length > 0) write(`${lines.join('\n')}\n`);
    annotations = lines.length;
  }
  const file = env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(file, `${renderMarkdown(report, gateResult)}\n`);
  return { annotations, summary: Boolean(file) };
}
