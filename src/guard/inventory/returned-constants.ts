import { escapeRe } from '../code-only.js';
import { bodyStatements } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';

/**
 * A function whose whole body returns a constant of its own file by name (`return MIME_TYPE;`, `= MIME_TYPE`): the
 * string literal that constant is declared with there (`private static final String MIME_TYPE = "…";`, `const val
 * MIME_TYPE = "…"`), with its quotes. A body that returns that literal once the constant is inlined (and often
 * deleted) by the same change gives the same value: no stub (rules/app.ts `stubbedBodies`).
 */
export function returnedConstantValue(body: Syn): string | undefined {
  const stmts = bodyStatements(body).filter((s) => s.type !== 'line_comment' && s.type !== 'block_comment');
  if (stmts.length !== 1) return undefined;
  const s = stmts[0]!;
  const returned = s.type === 'jump_expression' || s.type === 'return_expression' ? named(s)[0] : s;
  if (returned?.type !== 'identifier' || !/^[A-Z][A-Z0-9_]+$/.test(text(returned))) return undefined;
  const declared = new RegExp(
    `(?:\\bstatic\\s+final\\s+String|\\bconst\\s+val)\\s+${escapeRe(text(returned))}\\s*(?::\\s*String\\s*)?=\\s*("(?:[^"\\\\\\n$]|\\\\.)*")\\s*(?:;|$)`,
    'gm',
  );
  const values = new Set([...body.src.matchAll(declared)].map((m) => m[1]!));
  return values.size === 1 ? [...values][0] : undefined;
}
