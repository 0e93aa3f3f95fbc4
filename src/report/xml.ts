/**
 * Minimal XML writing for the JUnit report: everything is escaped as text (never CDATA, so a trace
 * containing `]]>` cannot end a section early), and characters XML 1.0 forbids are made visible.
 */

// XML 1.0 allows #x9 #xA #xD, #x20-#xD7FF, #xE000-#xFFFD, #x10000-#x10FFFF; lone surrogates are not allowed either.
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function visible(ch: string): string {
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

export function escapeText(s: string): string {
  return s.replace(FORBIDDEN, visible).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes and keep line breaks and tabs (attribute normalisation would fold them). */
export function escapeAttr(s: string): string {
  return escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
}

/** An element with attributes and either child markup (already XML) or text (escaped here). */
export function el(name: string, a: Attrs, content?: { children: string[] } | { text: string }): string {
  if (
    !content ||
    ('children' in content && content.children.length === 0) ||
    ('text' in content && content.text === '')
  ) {
    return `<${name}${attrs(a)}/>`;
  }
  const inner = 'text' in content ? escapeText(content.text) : `\n${content.children.join('\n')}\n`;
  return `<${name}${attrs(a)}>${inner}</${name}>`;
}
