/**
 * The facts for rules/verify-args.ts `verifySwappedMember` (review): a verified member swapped for another where the
 * app's own calls moved the same way. `coVerify { provider.getUiConfig() }` → `coVerify { provider.resolveUiConfig()
 * }` when the change declared `resolveUiConfig` (no base app declaration of it) and the app's changed files now call
 * it where they called `getUiConfig` less: the subject under test calls the new member in the old one's place, and
 * the old check would pass or fail on a call the subject no longer makes. A member the base app already declared,
 * or one whose calls the change did not take away, gives nothing.
 */

import type { Param } from './app-facts.js';
import { codeOnly, escapeRe } from './code-only.js';

/** Words that may stand before a call with only a space between: no type of a Java declaration. */
const beforeCalls = String.raw`(?:return|new|throw|else|case|fun|in|is|as|to|await|yield)\b`;

/** Calls of `name` in the sources; a declaration (Kotlin's `fun name(`, Java's `void name(`) is none. */
function callCount(sources: Iterable<string>, name: string): number {
  const n = escapeRe(name);
  const call = new RegExp(String.raw`(?<![\w$])${n}\s*(?:<[^<>()]*>\s*)?\(`, 'g');
  const kotlin = String.raw`\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>?]+\.)?`;
  const java = String.raw`\b(?!${beforeCalls})[\w$]+(?:<[^<>]*>)?(?:\[\])*\s+`;
  const declared = new RegExp(String.raw`(?:${kotlin}|${java})${n}\s*\(`, 'g');
  let count = 0;
  for (const src of sources) {
    const code = codeOnly(src);
    count += (code.match(call)?.length ?? 0) - (code.match(declared)?.length ?? 0);
  }
  return count;
}

export interface SwappedCalls {
  /** verified names the changed app files call less often in the head */
  fewer: Set<string>;
  /** verified names with no base app declaration, declared and called more often in the head */
  introduced: Set<string>;
}

/** Of the verified names, those whose app calls the change took away and those it introduced in their place. */
export function swappedCalls(
  [baseDecls, headDecls]: [Map<string, Param[][]>, Map<string, Param[][]>],
  [base, head]: [Map<string, string>, Map<string, string>],
  names: string[],
): SwappedCalls {
  const out: SwappedCalls = { fewer: new Set(), introduced: new Set() };
  for (const name of names) {
    const [was, now] = [callCount(base.values(), name), callCount(head.values(), name)];
    if (now < was) out.fewer.add(name);
    if (now > was && !baseDecls.get(name)?.length && headDecls.get(name)?.length) out.introduced.add(name);
  }
  return out;
}
