import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GuardRefusalSchema } from '../../src/guard/result.js';
import { guardRuleIds, guardRules } from '../../src/guard/rules.js';
import { runCli } from '../support/cli.js';

describe('guard rule table', () => {
  it('has an entry with a remedy and an example for every rule id, and nothing else', () => {
    expect(Object.keys(guardRules).sort()).toEqual([...guardRuleIds].sort());
    for (const r of Object.values(guardRules)) {
      expect(r.refuses.length).toBeGreaterThan(10);
      expect(r.remedy.length).toBeGreaterThan(10);
      expect(r.example.length).toBeGreaterThan(5);
    }
  });

  it('is the set of rules the published refusal schema accepts', () => {
    for (const rule of guardRuleIds)
      expect(GuardRefusalSchema.safeParse({ rule, file: 'a.kt', line: 1, detail: 'x' }).success).toBe(true);
    expect(GuardRefusalSchema.safeParse({ rule: 'made-up', file: 'a.kt', line: 1, detail: 'x' }).success).toBe(false);
  });

  it('is listed in the folder README and in droidheal guard --help', async () => {
    const readme = await readFile(new URL('../../src/guard/README.md', import.meta.url), 'utf8');
    const help = await runCli(['guard', '--help']);
    expect(help.exitCode).toBe(0);
    for (const id of guardRuleIds) {
      expect(readme).toContain(`| \`${id}\` |`);
      expect(help.stdout).toContain(`  ${id} `);
    }
  });
});
