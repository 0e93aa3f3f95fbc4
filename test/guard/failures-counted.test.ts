import { describe, expect, it } from 'vitest';
import { groovyBuildSettings, kotlinBuildSettings } from '../../src/guard/inventory/build.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { compareBuild } from '../../src/guard/rules/app.js';

/**
 * A setting that makes every failure count — `ignoreFailures = false`, `failOnNoMatchingTests = true`, Gradle's
 * defaults written out — filters nothing wherever it is set, added or moved. Met on openMF/mifos-mobile d3a4d7f1d4
 * (not in the corpus): FindBugs replaced by SpotBugs, its `ignoreFailures = false` moved into the new task's block,
 * read as runner-filtered. Failures ignored, or a filter that may match nothing, still are.
 */

const G = 'config/quality/quality.gradle';
const K = 'app/build.gradle.kts';
const groovy = (body: string) => `apply plugin: 'pmd'\n\ntasks.withType(Test) {\n    ${body}\n}\n`;
const kts = (body: string) =>
  `android {\n    testOptions {\n        unitTests.all {\n            ${body}\n        }\n    }\n}\n`;

const groovyRules = (base: string, head: string) =>
  compareBuild(groovyBuildSettings(groovy(base), G), groovyBuildSettings(groovy(head), G)).map((r) => r.rule);
const ktsRules = async (base: string, head: string) =>
  compareBuild(
    kotlinBuildSettings(await parseKotlin(kts(base)), K),
    kotlinBuildSettings(await parseKotlin(kts(head)), K),
  ).map((r) => r.rule);

describe('a setting that makes every failure count', () => {
  it('filters nothing, added or moved', async () => {
    expect(groovyRules('maxParallelForks = 2', 'it.ignoreFailures = false')).toEqual([]);
    expect(groovyRules('maxParallelForks = 2', 'filter { failOnNoMatchingTests = true }')).toEqual([]);
    expect(await ktsRules('maxHeapSize = "1g"', 'ignoreFailures = false')).toEqual([]);
    expect(await ktsRules('maxHeapSize = "1g"', 'isIgnoreFailures = false')).toEqual([]);
  });

  it('still refuses failures ignored, or a filter allowed to match nothing', async () => {
    expect(groovyRules('ignoreFailures = false', 'ignoreFailures = true')).toEqual(['runner-filtered']);
    expect(groovyRules('maxParallelForks = 2', 'filter { failOnNoMatchingTests = false }')).toEqual([
      'runner-filtered',
    ]);
    expect(await ktsRules('maxHeapSize = "1g"', 'ignoreFailures = true')).toEqual(['runner-filtered']);
    expect(await ktsRules('maxHeapSize = "1g"', 'isIgnoreFailures = true')).toEqual(['runner-filtered']);
  });
});
