import { XMLParser } from 'fast-xml-parser';
import { testKey } from '../config/outcome.js';
import { Report } from '../config/report.js';

/**
 * Each report format read back into `group|Class#method → verdict` (undetermined with its reason),
 * so invariant 8 can compare what report.json says with what a CI reader of JUnit or Markdown sees.
 */
export type Verdicts = Record<string, string>;

export function fromJson(text: string): Verdicts {
  const r = Report.parse(JSON.parse(text));
  return Object.fromEntries(
    r.verdicts.map((v) => [
      `${v.group}|${testKey(v.test)}`,
      v.verdict === 'undetermined' ? `undetermined:${v.reason}` : v.verdict,
    ]),
  );
}

export function fromJunit(text: string): Verdicts {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (n) => ['testsuite', 'testcase'].includes(n),
  }).parse(text) as {
    testsuites: { testsuite?: Array<{ '@name': string; testcase?: Array<Record<string, unknown>> }> };
  };
  const out: Verdicts = {};
  for (const suite of doc.testsuites.testsuite ?? [])
    for (const c of suite.testcase ?? []) {
      const error = c.error as { '@type': string } | undefined;
      out[`${suite['@name']}|${c['@classname']}#${c['@name']}`] = c.failure
        ? 'fail'
        : error
          ? error['@type']
          : c.skipped
            ? 'skipped'
            : String(c['system-out'] ?? '').startsWith('[flaky]')
              ? 'flaky'
              : 'pass';
    }
  return out;
}

export function fromMarkdown(text: string): Verdicts {
  const at = text.indexOf('### Tests');
  if (at < 0) return {};
  const out: Verdicts = {};
  for (const row of text
    .slice(at)
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| verdict'))) {
    const cells = row
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
    const verdict = cells[0]!.split(' ').at(-1)!;
    const folded = /^<details><summary>\d+ tests<\/summary>(.*)<\/details>$/.exec(cells[1]!);
    if (folded) {
      // undetermined tests of one group with one cause, folded into one row: each named inside it
      const reason = `undetermined:${cells[4]!.split(':')[0]!.replace(/\\/g, '')}`;
      for (const name of folded[1]!.split('<br>'))
        out[`${cells[2]!.replace(/\\/g, '')}|${name.replace(/^`+ ?| ?`+$/g, '').replace(/\\\|/g, '|')}`] = reason;
      continue;
    }
    const key = `${cells[2]!.replace(/\\/g, '')}|${cells[1]!.replace(/^`+ ?| ?`+$/g, '').replace(/\\\|/g, '|')}`;
    out[key] = verdict === 'undetermined' ? `undetermined:${cells[4]!.split(':')[0]!.replace(/\\/g, '')}` : verdict;
  }
  return out;
}
