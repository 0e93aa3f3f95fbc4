import { defaultDeny } from '../config/guard-defaults.js';
import type { Finding, StackFrame } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { code, fenceCode, fenceUntrusted, inline } from './prompts/fence.js';
import { renderTemplate } from './prompts/templates.js';

/**
 * The fixer's prompt for one finding at one escalation level (1 targeted, 2 context-enriched with the
 * previous attempt, 3 the smallest change in one file). The words live in `prompts/*.md`; this module
 * only fills them in. Every level carries the same read-only list, the same refused tactics and the
 * same way out: later rounds never relax a constraint. Text from outside (traces, output, diffs) is
 * fenced as untrusted data.
 */

/** Where the finding failed: the device facts a fixer may need (API level, ABI, maker). */
export interface PromptDevice {
  serial: string;
  model?: string;
  manufacturer?: string;
  sdk?: number;
  abis?: readonly string[];
  kind?: string;
  group?: string;
}

/** Lines of one source file around the frames that point into it. */
export interface SourceExcerpt {
  /** worktree-relative */
  path: string;
  /** first line number of `text` (1-based) */
  from: number;
  text: string;
  readOnly: boolean;
  /** lines the trace points at */
  marks: readonly number[];
}

export interface ImplicatedFile {
  path: string;
  readOnly: boolean;
}

/** What happened to the previous attempt on this finding, and why it was not kept. */
export interface PreviousAttempt {
  round: number;
  level: 1 | 2 | 3;
  outcome:
    | { kind: 'refused'; rule: string; detail: string }
    | { kind: 'failed'; what: string; logTail?: string }
    | { kind: 'no-change' };
  /** the diff it left in the worktree (discarded since) */
  diff?: string;
  /** its own account */
  summary?: string;
}

export interface PromptInput {
  finding: Finding;
  level: 1 | 2 | 3;
  devices: readonly PromptDevice[];
  /** how many devices and groups the finding failed on */
  counts: { devices: number; groups: number };
  /** the guard's write scope: globs the fixer may not touch, and exceptions to them */
  writeScope: { deny: readonly string[]; allow: readonly string[] };
  /** concrete worktree-relative files that are read-only for this finding (its tests, their helpers) */
  readOnlyFiles: readonly string[];
  implicatedFiles: readonly ImplicatedFile[];
  /** level ≥ 2 */
  sources?: readonly SourceExcerpt[];
  /** level ≥ 2 */
  previous?: PreviousAttempt;
  /** the test passed when the heal started and fails since droidheal's fixes of `round` (the proof run found it) */
  regression?: { round: number; fixes: readonly string[]; diff?: string };
  /** the test's own output (instrumentation stream) and logcat, when captured */
  testOutput?: string;
  logcat?: string;
}

/** The write scope of a guard config (`guard.writeScope` in droidheal.json) as the prompt states it. */
export function writeScopeOf(scope: { deny: readonly string[]; allow: readonly string[]; defaultDeny: boolean }): {
  deny: string[];
  allow: string[];
} {
  return { deny: [...(scope.defaultDeny ? defaultDeny : []), ...scope.deny], allow: [...scope.allow] };
}

/** Caps, so one finding's prompt stays readable whatever the devices printed. */
const MAX_TRACE_CHARS = 8000;
const MAX_OUTPUT_CHARS = 6000;
const MAX_DIFF_CHARS = 12_000;
const MAX_LOG_CHARS = 6000;
const MAX_LIST = 20;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The head and the tail of a long text, with what was left out counted between them. */
export function headAndTail(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.floor(max / 4);
  const tail = max - head;
  return `${text.slice(0, head)}\n[… ${text.length - head - tail} characters left out …]\n${text.slice(-tail)}`;
}

function tailOf(text: string, max: number): string {
  return text.length <= max ? text : `[… ${text.length - max} characters left out …]\n${text.slice(-max)}`;
}

function list(items: readonly string[], render: (s: string) => string = code): string {
  const shown = items.slice(0, MAX_LIST).map((s) => render(s));
  const more = items.length > MAX_LIST ? `, and ${items.length - MAX_LIST} more` : '';
  return shown.join(', ') + more;
}

function frameText(f: StackFrame): string {
  return `${f.class}.${f.method}(${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`;
}

function deviceTable(devices: readonly PromptDevice[]): string {
  if (devices.length === 0) return '(no device facts recorded)';
  const cell = (v: string | number | undefined) =>
    v === undefined || v === '' ? '—' : inline(String(v), 60).replace(/\|/g, '/');
  const rows = devices
    .slice(0, MAX_LIST)
    .map(
      (d) =>
        `| ${cell(d.serial)} | ${cell(d.manufacturer)} | ${cell(d.model)} | ${cell(d.sdk)} | ${cell(d.abis?.join(' '))} | ${cell(d.kind)} | ${cell(d.group)} |`,
    );
  const more = devices.length > MAX_LIST ? `\n\n(and ${devices.length - MAX_LIST} more devices)` : '';
  return (
    ['| device | maker | model | API | ABIs | kind | group |', '|---|---|---|---|---|---|---|', ...rows].join('\n') +
    more
  );
}

function failureSection(input: PromptInput): string {
  const f = input.finding;
  const traceText = f.trace ?? f.message ?? '(no trace was reported)';
  const extra: string[] = [];
  if (input.testOutput)
    extra.push(`The test's output:\n\n${fenceUntrusted('test output', tailOf(input.testOutput, MAX_OUTPUT_CHARS))}`);
  if (input.logcat)
    extra.push(`Logcat around the failure:\n\n${fenceUntrusted('logcat', tailOf(input.logcat, MAX_OUTPUT_CHARS))}`);
  return renderTemplate('failure', {
    tests: list(f.tests.map(testKey)),
    site: f.frame ? code(frameText(f.frame), 300) : 'not known (no app frame in the trace)',
    exception: f.exceptionType ? code(f.exceptionType) : 'none reported',
    deviceCount: plural(input.counts.devices, 'device', 'devices'),
    groupCount: plural(input.counts.groups, 'device group', 'device groups'),
    devices: deviceTable(input.devices),
    regression: regressionText(input.regression),
    trace: fenceUntrusted('stack trace', headAndTail(traceText, MAX_TRACE_CHARS)),
    extraOutput: extra.join('\n\n'),
  }).trimEnd();
}

function regressionText(r: PromptInput['regression']): string {
  if (!r) return '';
  const fixes = list(r.fixes.map((f) => inline(f, 80)));
  const diff = r.diff
    ? `\n\nWhat those fixes changed:\n\n${fenceUntrusted('the fixes\u2019 diff', headAndTail(r.diff, MAX_DIFF_CHARS))}`
    : '';
  return (
    `This test passed when the heal started; it fails since the fixes applied in round ${r.round} (${fixes}). ` +
    `Keep what they repaired and make this test pass too — undoing a fix is not a repair.${diff}`
  );
}

function implicatedSection(files: readonly ImplicatedFile[]): string {
  if (files.length === 0) return 'No file of the project could be matched to the frames of the trace.';
  return files
    .slice(0, MAX_LIST)
    .map(
      (f) => `- ${code(f.path, 300)}${f.readOnly ? ' (read-only: a test or fixture — read it, do not edit it)' : ''}`,
    )
    .join('\n');
}

function readOnlySection(input: PromptInput): string {
  const lines = [`- read-only paths (globs): ${list(input.writeScope.deny)}`];
  if (input.writeScope.allow.length > 0)
    lines.push(`- except these, which you may edit: ${list(input.writeScope.allow)}`);
  if (input.readOnlyFiles.length > 0) lines.push(`- and these files in particular: ${list(input.readOnlyFiles)}`);
  return lines.join('\n');
}

const LANGUAGES: Record<string, string> = { kt: 'kotlin', kts: 'kotlin', java: 'java', xml: 'xml', gradle: 'groovy' };

function sourceSection(sources: readonly SourceExcerpt[] | undefined): string {
  if (!sources || sources.length === 0)
    return 'No source could be read for the frames of this trace: open the implicated files yourself.';
  return sources
    .map((s) => {
      const lines = s.text.replace(/\n$/, '').split('\n');
      const to = s.from + lines.length - 1;
      const width = String(to).length;
      // numbered, with the lines the trace points at marked, so "line 42" in the trace is findable
      const numbered = lines
        .map((l, i) => `${s.marks.includes(s.from + i) ? '>' : ' '}${String(s.from + i).padStart(width)} | ${l}`)
        .join('\n');
      const fenced = fenceCode(numbered);
      const ext = s.path.slice(s.path.lastIndexOf('.') + 1);
      return renderTemplate('source', {
        path: inline(s.path, 300),
        from: String(s.from),
        to: String(to),
        access: s.readOnly ? ' (read-only)' : '',
        marks:
          s.marks.length > 0 ? `; the trace points at line${s.marks.length > 1 ? 's' : ''} ${s.marks.join(', ')}` : '',
        fence: fenced.fence,
        language: LANGUAGES[ext] ?? '',
        text: fenced.text,
      }).trimEnd();
    })
    .join('\n\n');
}

function previousSection(prev: PreviousAttempt | undefined, level: 1 | 2 | 3): string {
  if (!prev) return '';
  const o = prev.outcome;
  const outcome =
    o.kind === 'refused'
      ? `refused by the guard — ${code(o.rule, 60)}: ${inline(o.detail, 400)}. Whatever you do, do not do that.`
      : o.kind === 'failed'
        ? `it did not repair the failure — ${inline(o.what, 200)}.`
        : 'it changed nothing.';
  // level 3 is the simplified prompt: the reason stays, the old diff goes
  const diff =
    prev.diff && level < 3
      ? `The change it made (discarded since):\n\n${fenceUntrusted('a fixer\u2019s diff', headAndTail(prev.diff, MAX_DIFF_CHARS))}`
      : '';
  const logTail = o.kind === 'failed' ? o.logTail : undefined;
  const log = logTail
    ? `The end of its log:\n\n${fenceUntrusted('build or test log', tailOf(logTail, level < 3 ? MAX_LOG_CHARS : MAX_LOG_CHARS / 3))}`
    : '';
  return renderTemplate('previous-attempt', {
    round: String(prev.round),
    level: String(prev.level),
    outcome,
    summary: prev.summary ? `Its own account: “${inline(prev.summary, 400)}”` : '',
    diff,
    log,
  }).trimEnd();
}

/** The one file a level-3 prompt points at: the first writable file the trace implicates. */
function targetFile(input: PromptInput): string | undefined {
  return input.implicatedFiles.find((f) => !f.readOnly)?.path;
}

/**
 * The prompt for `input.finding` at `input.level`.
 * @example
 * buildPrompt({ finding, level: 1, devices, counts: { devices: 2, groups: 1 },
 *   writeScope: writeScopeOf(guard.writeScope), readOnlyFiles: [], implicatedFiles })
 */
export function buildPrompt(input: PromptInput): string {
  const common = {
    findingId: inline(input.finding.id, 80),
    failure: failureSection(input),
    rules: renderTemplate('rules', { readOnly: readOnlySection(input) }).trimEnd(),
    wayOut: renderTemplate('way-out', {}).trimEnd(),
  };
  let text: string;
  if (input.level === 1) {
    text = renderTemplate('level-1', { ...common, implicatedFiles: implicatedSection(input.implicatedFiles) });
  } else if (input.level === 2) {
    text = renderTemplate('level-2', {
      ...common,
      previousAttempt: previousSection(input.previous, 2),
      implicatedFiles: implicatedSection(input.implicatedFiles),
      sources: sourceSection(input.sources),
    });
  } else {
    const target = targetFile(input);
    const sources = (input.sources ?? []).filter((s) => s.path === target || s.readOnly);
    text = renderTemplate('level-3', {
      ...common,
      target: target
        ? `The most likely place is ${code(target, 300)}; change only that file unless the fix cannot live there.`
        : 'Change only one file of the app.',
      previousAttempt: previousSection(input.previous, 3),
      sources: sourceSection(sources.slice(0, 2)),
    });
  }
  return `${text.trim()}\n`;
}
