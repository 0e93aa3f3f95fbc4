// @ts-check
/**
 * `:app:testDebugUnitTest` (and `:app:test`): the JVM unit tests of `app/src/test`, outcomes derived
 * from the sources (lib/unit-tests.mjs). Writes Gradle's JUnit XML, one `TEST-<class>.xml` per class
 * under `app/build/test-results/testDebugUnitTest/`, prints each failed test as Gradle's console does
 * and fails with "There were failing tests".
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GradleFailure } from '../lib/console.mjs';
import { deriveUnitTests } from '../lib/unit-tests.mjs';

const RESULTS = 'app/build/test-results/testDebugUnitTest';
const HTML = 'app/build/reports/tests/testDebugUnitTest/index.html';

const xml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(3);

/** Gradle's JUnit XML for one test class. */
function junitXml(/** @type {string} */ cls, /** @type {import('../lib/unit-tests.mjs').UnitTest[]} */ tests) {
  const failures = tests.filter((t) => t.outcome === 'fail').length;
  const skipped = tests.filter((t) => t.outcome === 'skipped').length;
  const total = tests.reduce((s, t) => s + t.durationMs, 0);
  const stamp = new Date().toISOString().slice(0, 19);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="${xml(cls)}" tests="${tests.length}" skipped="${skipped}" failures="${failures}" errors="0" timestamp="${stamp}" hostname="${xml(os.hostname())}" time="${seconds(total)}">`,
    '  <properties/>',
  ];
  for (const t of tests) {
    const open = `  <testcase name="${xml(t.method)}" classname="${xml(t.class)}" time="${seconds(t.durationMs)}"`;
    if (t.outcome === 'pass') lines.push(`${open}/>`);
    else if (t.outcome === 'skipped') lines.push(`${open}>`, '    <skipped/>', '  </testcase>');
    else
      lines.push(
        `${open}>`,
        `    <failure message="${xml(t.message ?? '')}" type="${xml(t.type ?? 'java.lang.AssertionError')}">${xml(t.trace ?? '')}`,
        '</failure>',
        '  </testcase>',
      );
  }
  lines.push('  <system-out><![CDATA[]]></system-out>', '  <system-err><![CDATA[]]></system-err>', '</testsuite>');
  return `${lines.join('\n')}\n`;
}

export default [
  {
    path: ':app:testDebugUnitTest',
    description: 'Runs the unit tests for the debug build of :app.',
    dependsOn: [':app:compileDebugUnitTestKotlin'],
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      const tests = await deriveUnitTests(ctx.project);
      const dir = path.join(ctx.project.dir, RESULTS);
      // Gradle replaces the task's results on every run
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      /** @type {Map<string, typeof tests>} */
      const byClass = new Map();
      for (const t of tests) byClass.set(t.class, [...(byClass.get(t.class) ?? []), t]);
      for (const [cls, list] of byClass) await writeFile(path.join(dir, `TEST-${cls}.xml`), junitXml(cls, list));
      await mkdir(path.dirname(path.join(ctx.project.dir, HTML)), { recursive: true });
      await writeFile(
        path.join(ctx.project.dir, HTML),
        `<!DOCTYPE html>\n<html><body><h1>Test Summary</h1><p>${tests.length} tests</p></body></html>\n`,
      );
      const failed = tests.filter((t) => t.outcome === 'fail');
      for (const t of failed) {
        const simple = t.class.slice(t.class.lastIndexOf('.') + 1);
        const at = /\((\w+\.kt:\d+)\)/.exec(t.trace?.split('\n').find((l) => l.includes(`${t.class}.`)) ?? '')?.[1];
        ctx.log('');
        ctx.log(`${simple} > ${t.method} FAILED`);
        ctx.log(`    ${t.type}${at ? ` at ${at}` : ''}`);
      }
      if (ctx.options.info) for (const t of tests) ctx.log(`${t.class}#${t.method}: ${t.outcome} (${t.rule})`);
      if (failed.length === 0) return;
      const skipped = tests.filter((t) => t.outcome === 'skipped').length;
      ctx.log('');
      ctx.log(`${tests.length} tests completed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
      throw new GradleFailure("Execution failed for task ':app:testDebugUnitTest'.", {
        causes: [`There were failing tests. See the report at: file://${path.join(ctx.project.dir, HTML)}`],
      });
    },
  },
  {
    path: ':app:test',
    description: 'Runs the unit tests of every variant of :app (the fixture has debug only).',
    dependsOn: [':app:testDebugUnitTest'],
    run() {},
  },
];
