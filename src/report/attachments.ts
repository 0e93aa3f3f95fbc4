import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment, Execution } from '../config/outcome.js';

/** Screenshots up to this size are inlined into the HTML report as data: URIs (see docs/reports.md, "Evidence"). */
export const INLINE_MAX_BYTES = 256 * 1024;

/** An attachment's path as a relative URL: each segment encoded, so `Class#method` is not a fragment. */
export function attachmentHref(p: string): string {
  // parentheses too: a Markdown link target ends at `)`
  return p
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/** What a person calls an attachment: its name within its run's folder (`screen.png`, `files/…/x.txt`). */
export function attachmentName(a: Attachment): string {
  return a.path.split('/').slice(4).join('/') || a.path;
}

/** Executions that carry evidence or say why they have none, in report order with their index. */
export function executionsWithEvidence(executions: readonly Execution[]): Array<{ e: Execution; i: number }> {
  return executions
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => (e.attachments?.length ?? 0) > 0 || (e.evidenceNotes?.length ?? 0) > 0);
}

/**
 * The small screenshots of a report as data: URIs, read from the report's folder (`dir`), so the
 * HTML shows every failure's picture even when it travels alone. A file that is missing, larger than
 * INLINE_MAX_BYTES or whose bytes no longer match its sha256 is left out (the report links it instead).
 */
export async function inlineScreenshots(executions: readonly Execution[], dir: string): Promise<Map<string, string>> {
  const inline = new Map<string, string>();
  for (const { e } of executionsWithEvidence(executions))
    for (const a of e.attachments ?? []) {
      if (a.kind !== 'screenshot' || a.bytes > INLINE_MAX_BYTES || inline.has(a.path)) continue;
      const data = await readFile(path.join(dir, ...a.path.split('/'))).catch(() => undefined);
      if (!data || createHash('sha256').update(data).digest('hex') !== a.sha256) continue;
      inline.set(a.path, `data:image/png;base64,${data.toString('base64')}`);
    }
  return inline;
}
