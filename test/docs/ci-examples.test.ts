import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildProgram } from '../../src/cli/main.js';
import { repoRoot } from '../support/cli.js';

/**
 * The CI recipes and the docs are only useful if what they tell a team to type exists: every
 * `droidheal` command and flag in docs/examples/*.yml, README.md and docs/*.md is checked against
 * the CLI's own definitions (the commander program droidheal runs).
 */

const examplesDir = path.join(repoRoot, 'docs', 'examples');
const examples = readdirSync(examplesDir).filter((f) => /\.ya?ml$/.test(f));

/** Every string leaf of a parsed YAML document (GitHub `run:`/`script:`, GitLab `script:` lists …). */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** `droidheal …` invocations in a text, each as its words up to a shell operator or the end of line. */
function invocations(text: string): string[][] {
  const found: string[][] = [];
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(/(?:^|[\s`$(])(?:npx\s+)?droidheal\s+([^`|;&#\n]*)/g)) {
      const words = m[1]!
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 0);
      if (words.length > 0) found.push(words);
    }
  }
  return found;
}

/** Invocations in Markdown code: inline spans that start with the command, and fenced lines (after `$ `). */
function codeInvocations(markdown: string): string[][] {
  const code: string[] = [];
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const m of markdown.matchAll(fenced)) code.push(...m[1]!.split('\n').map((l) => l.replace(/^\$\s+/, '')));
  for (const m of markdown.replace(fenced, '').matchAll(/`([^`\n]+)`/g)) code.push(m[1]!);
  return code.filter((c) => /^(npx\s+)?droidheal\s/.test(c.trim())).flatMap(invocations);
}

let program: Command;
beforeAll(async () => {
  program = await buildProgram([]);
});

/** The command a word list names (with its subcommand, e.g. `report merge`), and the flags it uses. */
function check(words: string[]): string[] {
  const problems: string[] = [];
  let cmd = program.commands.find((c) => c.name() === words[0]);
  if (!cmd) return [`unknown command "${words[0]}"`];
  let rest = words.slice(1);
  const sub = rest[0] ? cmd.commands.find((c) => c.name() === rest[0]) : undefined;
  if (sub) {
    cmd = sub;
    rest = rest.slice(1);
  } else if (cmd.commands.length > 0 && rest[0] && !rest[0].startsWith('-') && !rest[0].startsWith('[')) {
    problems.push(`unknown subcommand "${words[0]} ${rest[0]}"`);
  }
  const known = new Set(
    [...cmd.options, ...program.options].flatMap((o) => [o.long, o.short, o.negate ? o.long : undefined]),
  );
  known.add('--help');
  for (const w of rest) {
    const flag = /^\[?(--?[A-Za-z][\w-]*)/.exec(w)?.[1];
    if (flag && !known.has(flag)) problems.push(`"${words[0]}" has no option ${flag}`);
  }
  return problems;
}

describe('CI recipes in docs/examples', () => {
  it('has the recipes docs/ci.md promises', () => {
    expect(examples.sort()).toEqual([
      'github-emulator.yml',
      'github-guard.yml',
      'github-self-hosted-rack.yml',
      'github-sharded.yml',
      'gitlab-ci.yml',
    ]);
    const ci = readFileSync(path.join(repoRoot, 'docs', 'ci.md'), 'utf8');
    for (const f of examples) expect(ci).toContain(`examples/${f}`);
  });

  it.each(examples)('%s parses as YAML and uses only droidheal commands and flags that exist', (file) => {
    const doc = parseYaml(readFileSync(path.join(examplesDir, file), 'utf8')) as unknown;
    const calls = strings(doc).flatMap(invocations);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.flatMap(check)).toEqual([]);
  });

  it('GitHub recipes enable KVM before the emulator and gate even when the run step failed', () => {
    const emulator = readFileSync(path.join(examplesDir, 'github-emulator.yml'), 'utf8');
    expect(emulator.indexOf('Enable KVM')).toBeLessThan(emulator.indexOf('reactivecircus/android-emulator-runner'));
    const doc = parseYaml(emulator) as { jobs: { instrumented: { steps: Array<{ name?: string; if?: string }> } } };
    expect(doc.jobs.instrumented.steps.find((s) => s.name === 'Release gate')?.if).toBe('always()');
  });
});

describe('commands in README and docs', () => {
  const docs = [
    path.join(repoRoot, 'README.md'),
    ...readdirSync(path.join(repoRoot, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.join(repoRoot, 'docs', f)),
  ];
  it.each(docs.map((d) => [path.relative(repoRoot, d), d]))(
    '%s names only commands and flags that exist',
    (_n, file) => {
      expect(codeInvocations(readFileSync(file, 'utf8')).flatMap(check)).toEqual([]);
    },
  );

  it('reads commands from code only, not from prose that mentions droidheal', () => {
    const md =
      'droidheal runs checks.\n\n`droidheal gate REPORT --json`\n\n```console\n$ droidheal guard --repo . --base x\n```\n';
    // fenced blocks first, then inline spans
    expect(codeInvocations(md)).toEqual([
      ['guard', '--repo', '.', '--base', 'x'],
      ['gate', 'REPORT', '--json'],
    ]);
  });

  it('catches a flag that does not exist (the check itself can fail)', () => {
    expect(invocations('run `droidheal run --rack x --no-such-flag`').flatMap(check)).toEqual([
      '"run" has no option --no-such-flag',
    ]);
    expect(invocations('droidheal frobnicate').flatMap(check)).toEqual(['unknown command "frobnicate"']);
  });
});
