import { createHash } from 'node:crypto';
import { renderTemplate } from './templates.js';

/**
 * Text from outside droidheal's control (test output, traces, logcat, build logs, a fixer's diff)
 * goes into a prompt as fenced data that the text itself cannot close: the backtick fence is longer
 * than any backtick run inside, and the block is delimited by a nonce derived from its content — text
 * cannot contain the hash of itself, so it cannot forge the end line.
 */

// C0/C1 controls (bar tab and newline), line/paragraph separators and bidi overrides (Trojan Source)
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Control and bidi characters made visible (`\u001b`), CRLF made LF: what the fixer reads is what is there. */
export function visible(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A backtick fence longer than every backtick run in `text` (at least three). */
export function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The nonce of a block: the first 16 hex digits of the hash of what it holds. */
export function nonceFor(kind: string, text: string): string {
  for (let salt = 0; ; salt++) {
    const nonce = createHash('sha256').update(`${salt}\0${kind}\0${text}`).digest('hex').slice(0, 16);
    if (!text.includes(nonce)) return nonce;
  }
}

/** `text` as an untrusted-data block with its warning. `kind` says what it is ("stack trace", "logcat"). */
export function fenceUntrusted(kind: string, text: string): string {
  const body = visible(text).replace(/\n+$/, '');
  // the fence must also outlast the nonce lines and the word "text" after the opening fence
  return renderTemplate('untrusted', {
    kind: inline(kind, 80),
    nonce: nonceFor(kind, body),
    fence: fenceFor(body),
    text: body,
  }).trimEnd();
}

/** A code block that its content cannot close. */
export function fenceCode(text: string): { fence: string; text: string } {
  const body = visible(text).replace(/\n+$/, '');
  return { fence: fenceFor(body), text: body };
}

/**
 * A short outside value (a test name, a device model, a file path) shown inline: one line, no
 * controls, no backticks (they could end the inline code span), capped.
 */
export function inline(text: string, max = 200): string {
  const one = visible(text.replace(/[\r\n]+/g, ' '))
    .replace(/`/g, "'")
    .trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** `inline(text)` as a Markdown code span. */
export function code(text: string, max = 200): string {
  return `\`${inline(text, max)}\``;
}
