import { z } from 'zod';

/**
 * The optional last stdout line of a `command` engine: `{"confidence": 0.8, "summary": "…", "cannotFix": false}`.
 * Only these three fields are read, each on its own (a bad value drops that field, not the others); anything
 * else in the line — or a line that is not a JSON object — is just output. Nothing here is trusted: the
 * confidence goes to the guard's floor, the diff is read from the worktree.
 */
export const EngineStatusLine = z.object({
  confidence: z.number().min(0).max(1).optional().catch(undefined),
  summary: z.string().optional().catch(undefined),
  cannotFix: z.boolean().optional().catch(undefined),
});
export type EngineStatusLine = z.infer<typeof EngineStatusLine>;

/** A summary is the engine's words in our log lines and reports: one line, printable, short. */
export const MAX_SUMMARY_CHARS = 500;

export function cleanSummary(s: string): string {
  // control characters (ANSI escapes, carriage returns) could rewrite a terminal line; newlines would forge log lines
  const one = s
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > MAX_SUMMARY_CHARS ? `${one.slice(0, MAX_SUMMARY_CHARS - 1)}…` : one;
}

/** A line that only opens or closes a Markdown code fence (```json, ```, ~~~). */
const FENCE = /^(```|~~~)[\w-]*$/;

/**
 * The status carried by the last non-blank line of `stdout`, or nothing. Models like to dress it: the
 * line may close a code fence (```json … ```) or sit in backticks (`{…}`) — read through both, or a
 * fenced status would go unread and its confidence unjudged.
 */
export function parseStatusLine(stdout: string): EngineStatusLine | undefined {
  const lines = stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  while (lines.length > 0 && FENCE.test(lines.at(-1)!)) lines.pop();
  const line = (lines.at(-1) ?? '').replace(/^`+|`+$/g, '').trim();
  if (!line.startsWith('{')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const r = EngineStatusLine.safeParse(json);
  if (!r.success) return undefined;
  const status: EngineStatusLine = {};
  if (r.data.confidence !== undefined) status.confidence = r.data.confidence;
  if (r.data.summary !== undefined) status.summary = cleanSummary(r.data.summary);
  if (r.data.cannotFix !== undefined) status.cannotFix = r.data.cannotFix;
  return Object.keys(status).length > 0 ? status : undefined;
}
