import { z } from 'zod';

/**
 * Device selector patterns (devices.json `serial`, `model`, `manufacturer`).
 *
 * A pattern is a **glob** matched against the whole value, case-sensitively: `*` any run of
 * characters, `?` one character, `[abc]` / `[a-z]` / `[!x]` a class; everything else is literal,
 * so `Pixel 7;rm -rf /` is just text. Written as `/…/` it is a JavaScript **regular expression**
 * instead (unanchored; add `^…$` yourself), e.g. `"/^Pixel [6-8]( Pro)?$/"`.
 * A pattern that cannot compile (`[abc`, `/(/`) is a configuration error.
 */
export type PatternMatcher = (value: string) => boolean;

function globToRegExp(glob: string): RegExp {
  let out = '^';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) throw new Error(`unclosed "[" at character ${i + 1}`);
      let body = glob.slice(i + 1, end);
      const negate = body.startsWith('!');
      if (negate) body = body.slice(1);
      // escape everything in the class except the range dash
      body = body.replace(/[\\\]^[]/g, (m) => `\\${m}`);
      out += `[${negate ? '^' : ''}${body}]`;
      i = end;
    } else out += c.replace(/[.*+?^${}()|[\]\\/]/g, (m) => `\\${m}`);
  }
  return new RegExp(`${out}$`, 'u');
}

/** Compile a pattern; throws an Error whose message says what is wrong. */
export function compilePattern(pattern: string): PatternMatcher {
  if (pattern.length >= 2 && pattern.startsWith('/') && pattern.endsWith('/')) {
    const re = new RegExp(pattern.slice(1, -1), 'u');
    return (v) => re.test(v);
  }
  const re = globToRegExp(pattern);
  return (v) => re.test(v);
}

/** The error text for a pattern that does not compile, or undefined when it is fine. */
export function patternProblem(pattern: string): string | undefined {
  try {
    compilePattern(pattern);
    return undefined;
  } catch (err) {
    return (err as Error).message.replace(/^Invalid regular expression: /, '');
  }
}

/** A validated pattern string (glob, or /regex/). */
export const Pattern = z
  .string()
  .min(1, 'expected a non-empty pattern')
  .superRefine((p, ctx) => {
    const problem = patternProblem(p);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `bad pattern (${problem}); use a glob like "Pixel*" or a regex like "/^Pixel [0-9]+$/"`,
      });
  })
  .describe('glob (* ? [a-z]) matched against the whole value, or /regex/');
