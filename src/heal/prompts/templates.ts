import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The prompt templates are Markdown files beside this module (`src/heal/prompts/*.md`), shipped with
 * the package. Compiled code under `dist/heal/prompts/` finds them in the package's `src/heal/prompts/`,
 * so there is one copy to edit and nothing to copy at build time.
 */

/** Every template, with the placeholders it must be given: a template and its callers cannot drift apart. */
export const promptTemplates = {
  'level-1': ['findingId', 'failure', 'implicatedFiles', 'rules', 'wayOut'],
  'level-2': ['findingId', 'previousAttempt', 'failure', 'implicatedFiles', 'sources', 'rules', 'wayOut'],
  'level-3': ['findingId', 'target', 'previousAttempt', 'failure', 'sources', 'rules', 'wayOut'],
  failure: ['tests', 'site', 'exception', 'deviceCount', 'groupCount', 'devices', 'regression', 'trace', 'extraOutput'],
  rules: ['readOnly'],
  'way-out': [],
  'previous-attempt': ['round', 'level', 'outcome', 'summary', 'diff', 'log'],
  untrusted: ['kind', 'nonce', 'fence', 'text'],
  source: ['path', 'from', 'to', 'access', 'marks', 'fence', 'language', 'text'],
} as const satisfies Record<string, readonly string[]>;

export type TemplateName = keyof typeof promptTemplates;
type Values<N extends TemplateName> = Record<(typeof promptTemplates)[N][number], string>;

const here = new URL('./', import.meta.url);
// from dist/heal/prompts/ back to the package root's src/heal/prompts/
const shipped = new URL('../../../src/heal/prompts/', import.meta.url);
const cache = new Map<TemplateName, string>();

/** The text of a template (read once per process). */
export function loadTemplate(name: TemplateName): string {
  let text = cache.get(name);
  if (text === undefined) {
    const file = [here, shipped].map((dir) => fileURLToPath(new URL(`${name}.md`, dir))).find((f) => existsSync(f));
    if (file === undefined) throw new Error(`prompt template ${name}.md is missing from the package`);
    text = readFileSync(file, 'utf8');
    cache.set(name, text);
  }
  return text;
}

/**
 * A template with its `{{placeholders}}` filled in one pass: a value is never read again, so a
 * trace that contains `{{rules}}` stays that text. A placeholder alone on its line whose value is
 * empty takes its line with it (blank runs in the template collapse; values are never touched).
 * A placeholder without a value is a bug.
 */
export function renderTemplate<N extends TemplateName>(name: N, values: Values<N>): string {
  const known = values as Record<string, string>;
  const lines = loadTemplate(name)
    .split('\n')
    .filter((line) => {
      const alone = /^\{\{(\w+)\}\}$/.exec(line);
      return !(alone && known[alone[1]!] === '');
    });
  const template = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '\n');
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const v = Object.hasOwn(known, key) ? known[key] : undefined;
    if (v === undefined) throw new Error(`prompt template ${name}.md: no value for {{${key}}}`);
    return v;
  });
}
