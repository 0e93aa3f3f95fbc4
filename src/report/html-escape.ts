import { visibleControls } from './visible.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values alike: one pass over the string (most of a big report is escaping). */
export function escapeHtml(s: string): string {
  return visibleControls(s).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A duration as a person reads it: `850 ms`, `12.3 s`, `4 min 05 s`. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
