import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The guard's acceptance corpus: edit cases applied to the fixture app
 * (`android-fixtures/compose-app`). Each case says whether a strict reviewer refuses the change
 * and under which rule. The schema below is the single source of truth for the case files.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const appDir = path.join(repoRoot, 'android-fixtures', 'compose-app');

/**
 * What the corpus copies of the app leave out: the fixture build's run files and outputs
 * (droidheal.json, devices.json, app/build). The cases change the app's sources; some create a
 * droidheal.json of their own.
 */
export function inCorpusBase(src: string): boolean {
  const rel = path.relative(appDir, src);
  return !['droidheal.json', 'devices.json', '.droidheal', path.join('app', 'build')].includes(rel);
}
export const casesDir = path.join(repoRoot, 'android-fixtures', 'guard-cases');

/** The guard's rules (docs/architecture.md, "Guard"), written down here independently of src/guard so the corpus judges the engine. */
export const corpusRules = [
  'scope',
  'assertion-removed',
  'assertion-weakened',
  'finder-widened',
  'finder-retargeted',
  'tag-removed',
  'handler-stubbed',
  'test-suppressed',
  'error-swallowed',
  'runner-filtered',
  'test-detection',
  'unreadable',
  'confidence',
] as const;
export const CorpusRule = z.enum(corpusRules);
export type CorpusRule = z.infer<typeof CorpusRule>;

/** A repository-relative POSIX path that cannot escape the app copy. */
const RelPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.includes('\\') && !p.split('/').includes('..'), {
    message: 'must be a relative POSIX path inside the app, without ".."',
  });

const ReplaceEdit = z
  .object({
    file: RelPath,
    find: z.string().min(1).describe('exact text that occurs exactly once in the file at that point'),
    replace: z.string(),
  })
  .strict();
const CreateEdit = z
  .object({
    file: RelPath,
    create: z.string().describe('full content of a file that must not exist yet'),
  })
  .strict();
const DeleteEdit = z.object({ file: RelPath, delete: z.literal(true) }).strict();
const RenameEdit = z.object({ file: RelPath, renameTo: RelPath }).strict();

export const CaseEdit = z.union([ReplaceEdit, CreateEdit, DeleteEdit, RenameEdit]);
export type CaseEdit = z.infer<typeof CaseEdit>;

export const GuardCase = z
  .object({
    description: z.string().min(1).describe('what the change does, as a reviewer would summarise it'),
    expect: z.enum(['refused', 'allowed']),
    rule: CorpusRule.optional().describe('required when refused: a refusal with this rule must be among the refusals'),
    policy: z.enum(['review', 'heal']).default('heal'),
    confidence: z.number().min(0).max(1).optional().describe("the fixer's reported confidence"),
    finding: z
      .object({ tests: z.array(z.object({ class: z.string().min(1), method: z.string().min(1) }).strict()).min(1) })
      .strict()
      .optional(),
    asked: z
      .boolean()
      .optional()
      .describe(
        'with a finding: whether the refusal must say the lost assertion was the one the finding asked to satisfy',
      ),
    files: z
      .array(RelPath)
      .min(1)
      .optional()
      .describe('files the refusal may point at; default: the files the edits touch'),
    note: z.string().optional().describe('why a judgement call went this way'),
    edits: z.array(CaseEdit).min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.expect === 'refused' && !c.rule) {
      ctx.addIssue({ code: 'custom', path: ['rule'], message: 'a refused case names the rule that must refuse it' });
    }
    if (c.expect === 'allowed' && c.rule) {
      ctx.addIssue({ code: 'custom', path: ['rule'], message: 'an allowed case names no rule' });
    }
    if ((c.rule === 'scope' || c.rule === 'confidence') && c.policy !== 'heal') {
      ctx.addIssue({ code: 'custom', path: ['policy'], message: `${c.rule} only applies under the heal policy` });
    }
    if (c.asked !== undefined && !c.finding) {
      ctx.addIssue({ code: 'custom', path: ['asked'], message: 'asked needs a finding to be asked about' });
    }
    if (c.rule === 'confidence' && c.confidence === undefined) {
      ctx.addIssue({ code: 'custom', path: ['confidence'], message: 'a confidence case reports a confidence' });
    }
  });
export type GuardCase = z.infer<typeof GuardCase>;

export interface LoadedCase {
  /** `<folder>/<file name without .json>`, e.g. `finder-widened/substring-named` */
  name: string;
  folder: string;
  spec: GuardCase;
}

/** Reads and validates every case; a malformed file fails with its path and the zod issue. */
export async function loadCases(dir = casesDir): Promise<LoadedCase[]> {
  const cases: LoadedCase[] = [];
  for (const folder of (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const file of (await readdir(path.join(dir, folder))).filter((f) => f.endsWith('.json')).sort()) {
      const full = path.join(dir, folder, file);
      const parsed = GuardCase.safeParse(JSON.parse(await readFile(full, 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${path.relative(repoRoot, full)}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
      }
      cases.push({ name: `${folder}/${file.replace(/\.json$/, '')}`, folder, spec: parsed.data });
    }
  }
  return cases;
}

export class CaseEditError extends Error {}

async function exists(p: string): Promise<boolean> {
  return access(p).then(
    () => true,
    () => false,
  );
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/**
 * Applies a case's edits in order to the tree at `root`. Fails loudly when a `find` text is
 * missing or ambiguous, a created file already exists, or a deleted/renamed file is missing, so a
 * case cannot silently stop testing what it claims after the app changes.
 */
export async function applyEdits(root: string, edits: readonly CaseEdit[]): Promise<void> {
  for (const [i, edit] of edits.entries()) {
    const target = path.join(root, edit.file);
    const where = `edit ${i + 1} (${edit.file})`;
    if ('find' in edit) {
      if (!(await exists(target))) throw new CaseEditError(`${where}: file does not exist`);
      const text = await readFile(target, 'utf8');
      const n = occurrences(text, edit.find);
      if (n !== 1)
        throw new CaseEditError(
          `${where}: find text occurs ${n} times, expected exactly once: ${JSON.stringify(edit.find.slice(0, 80))}`,
        );
      const at = text.indexOf(edit.find);
      await writeFile(target, text.slice(0, at) + edit.replace + text.slice(at + edit.find.length));
    } else if ('create' in edit) {
      if (await exists(target))
        throw new CaseEditError(`${where}: create would overwrite an existing file; use find/replace`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, edit.create);
    } else if ('delete' in edit) {
      if (!(await exists(target))) throw new CaseEditError(`${where}: cannot delete a file that does not exist`);
      await rm(target);
    } else {
      const dest = path.join(root, edit.renameTo);
      if (!(await exists(target))) throw new CaseEditError(`${where}: cannot rename a file that does not exist`);
      if (await exists(dest)) throw new CaseEditError(`${where}: rename target ${edit.renameTo} already exists`);
      await mkdir(path.dirname(dest), { recursive: true });
      await rename(target, dest);
    }
  }
}

/** The paths a case changes (both sides of a rename): where its refusal may point by default. */
export function touchedFiles(spec: GuardCase): string[] {
  const files = new Set<string>();
  for (const e of spec.edits) {
    files.add(e.file);
    if ('renameTo' in e) files.add(e.renameTo);
  }
  return [...files];
}
