/** Declarations read from Kotlin or Java text: one pattern per language, so every reader of declared names agrees. */

import { isJava } from './paths.js';

/** Kotlin's: a type, function or property (`fun <T> List<T>.second`), the name after its keyword. */
const kotlinDeclaration =
  /\b(?:class|object|interface|fun|val|var|typealias)\s+(?:<[^>]*>\s*)?(?:[A-Za-z_][\w<>?, ]*\.)?(`[^`\n]+`|[A-Za-z_]\w*)/g;
/**
 * Java's: a type (`class`, `interface`, `enum`, `record`), or a line's method or field (`private static Item item(`,
 * `final List<Cat> cats =`): modifiers and annotations in any order and a type before the name, a `(`, `=` or `;`
 * after it. A statement that starts with a keyword (`return x(`, `throw new E(`) declares nothing.
 */
const javaModifiers =
  '(?:public|private|protected|static|final|abstract|synchronized|native|default|transient|volatile)';
/** An annotation, which Java lets stand among the modifiers and before the type (`private volatile @Nullable T x;`). */
const javaAnnotation = String.raw`@[\w.]+(?:\([^)\n]*\))?`;
const javaMember = String.raw`^[ \t]*(?:(?:${javaAnnotation}|${javaModifiers})\s+)*(?:<[^>\n]*>\s+)?(?:${javaAnnotation}\s+)*`;
const javaKeyword = '(?!(?:return|new|throw|else|case|package|import|yield|assert|break|continue)\\b)';
const javaDeclaration = new RegExp(
  String.raw`(?:\b(?:class|interface|enum|record)\s+|${javaMember}${javaKeyword}[\w$.]+(?:<[^;{}()=\n]*>)?(?:\[\])*\s+)` +
    String.raw`([A-Za-z_$][\w$]*)(?=\s*[(=;{<]|\s+(?:extends|implements|permits)\b)`,
  'gm',
);
/**
 * A `.kt` file that still holds Java (a conversion's first step renames the file and keeps its text, as
 * java/parser.ts `javaInKotlinFile` reads it): its package or an import ends with `;`, as Java requires.
 */
export const holdsJava = (src: string) => /^[ \t]*(?:package|import)\s+[\w.*]+\s*;/m.test(src);
/**
 * The declarations of the language of `src`, the file at `path`: the name in group 1 and each match ending with it
 * (renames.ts reads a change's declared names with it, rename-receivers.ts a class's members).
 */
export const declarationIn = (path: string, src: string) =>
  isJava(path) || holdsJava(src) ? javaDeclaration : kotlinDeclaration;

/** A declaration of a type (`class`, `object`, `interface`, `typealias`, Java's `enum` and `record`), not of a member. */
export const declaresType = (m: RegExpMatchArray): boolean =>
  /\b(?:class|object|interface|typealias|enum|record)\s+$/.test(m[0].slice(0, m[0].length - m[1]!.length));

/**
 * The accessors a text declares with the one class they return, read with the declarations above (Kotlin's and
 * Java's both, as a text may hold either): Kotlin `fun name(): Type` and `val name: Type` (nullable allowed), Java
 * `Type name();` or `Type name() {`. A generic, qualified or function type, a parameter, an extension or a type
 * parameter of the accessor gives none (receiver-classes.ts reads a receiver's class from them).
 */
export function accessorDeclarations(text: string): Array<{ name: string; type: string }> {
  const out: Array<{ name: string; type: string }> = [];
  const after = (m: RegExpMatchArray) => text.slice(m.index! + m[0].length);
  for (const m of text.matchAll(kotlinDeclaration)) {
    const keyword = /^(fun|va[lr])\s+[a-z_]\w*$/.exec(m[0])?.[1];
    const type = keyword && /^\s*(\(\s*\))?\s*:\s*([A-Z]\w*)\??(?![\w<.(])/.exec(after(m));
    if (type && !!type[1] === (keyword === 'fun')) out.push({ name: m[1]!, type: type[2]! });
  }
  for (const m of text.matchAll(javaDeclaration)) {
    const type = /(?:^|\s)([A-Z]\w*)\s+$/.exec(m[0].slice(0, m[0].length - m[1]!.length))?.[1];
    if (type && /^[a-z_]\w*$/.test(m[1]!) && /^\s*\(\s*\)\s*(?:throws\s[\w., ]+)?[;{]/.test(after(m)))
      out.push({ name: m[1]!, type });
  }
  return out;
}
