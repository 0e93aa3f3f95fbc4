import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { promptTemplates, renderTemplate } from '../../../src/heal/prompts/templates.js';
import { repoRoot } from '../../support/cli.js';

const dir = fileURLToPath(new URL('../../../src/heal/prompts/', import.meta.url));

describe('prompt templates', () => {
  it('are exactly the Markdown files of src/heal/prompts, each using exactly the placeholders its table row names', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(files).toEqual(Object.keys(promptTemplates).sort());
    for (const [name, keys] of Object.entries(promptTemplates)) {
      const text = readFileSync(`${dir}${name}.md`, 'utf8');
      const used = [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
      expect(used, name).toEqual([...keys].sort());
    }
  });

  it('fill placeholders in one pass: a value holding a placeholder stays as it is', () => {
    const out = renderTemplate('previous-attempt', {
      round: '2',
      level: '1',
      outcome: '{{summary}}',
      summary: 'S',
      diff: '{{log}}',
      log: '',
    });
    expect(out).toBe(
      '## The previous attempt (round 2, level 1)\n\nWhat happened to it: {{summary}}\n\nS\n\n{{log}}\n',
    );
  });

  it('drop the line of an empty placeholder that stands alone', () => {
    const out = renderTemplate('previous-attempt', {
      round: '1',
      level: '3',
      outcome: 'x',
      summary: '',
      diff: '',
      log: '',
    });
    expect(out).toBe('## The previous attempt (round 1, level 3)\n\nWhat happened to it: x\n');
  });

  it('load from the compiled package as from the sources, giving the same prompt', async () => {
    const built = await import(`${repoRoot}dist/heal/prompts/templates.js`);
    const values = { kind: 'logcat', nonce: '0123456789abcdef', fence: '```', text: 'E boom' };
    expect(built.renderTemplate('untrusted', values)).toBe(renderTemplate('untrusted', values));
  });

  it('ship with the package', async () => {
    const r = await execa('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: repoRoot,
      timeout: 120_000,
    });
    const files: string[] = JSON.parse(r.stdout)[0].files.map((f: { path: string }) => f.path);
    for (const name of Object.keys(promptTemplates)) expect(files).toContain(`src/heal/prompts/${name}.md`);
    expect(files).toContain('dist/heal/prompts/templates.js');
  });
});
