import { grepFiles, type Side } from './git.js';

/**
 * A test's size annotation (`@SmallTest`, `@MediumTest`, `@LargeTest`) changes whether it runs only
 * where something selects tests by size: the runner's `size` argument (Gradle's
 * `testInstrumentationRunnerArguments`, `-Pandroid.testInstrumentationRunnerArguments.size=`,
 * `am instrument -e size`), a test runner's or droidheal's annotation filter naming a size class, a
 * Flank or Marathon target. Where nothing does, a size annotation added, changed or removed (a
 * hygiene commit dropping them all) leaves every test running as before, and is no suppression.
 *
 * Read from the side that runs (the head): its build files, CI definitions and runner configuration.
 * A test runner subclass in a source set that filters by size is not read (sources are not searched).
 */
export async function selectsTestsBySize(side: Side): Promise<boolean> {
  const outsideSources = ':(exclude,glob)**/src/**';
  const [byAnnotation, byArgument] = await Promise.all([
    grepFiles(side, ['(Small|Medium|Large)Test'], [...configFiles, ...scriptFiles, '*.json', outsideSources], true),
    grepFiles(side, sizeArguments, [...configFiles, ...scriptFiles, outsideSources], true),
  ]);
  return byAnnotation.length > 0 || byArgument.length > 0;
}

const configFiles = ['*.gradle', '*.gradle.kts', '*.properties', '*.yml', '*.yaml', '*.toml'];
const scriptFiles = ['*.sh', '*.py', '*.rb', 'Jenkinsfile', '**/Jenkinsfile', 'Makefile', '**/Makefile', '**/Fastfile'];

/** The runner's `size` argument as build files and scripts write it (extended regexps, for `git grep -E`). */
const sizeArguments = [
  // testInstrumentationRunnerArguments["size"] = …, .put("size", …), mapOf("size" to …), testInstrumentationRunnerArgument 'size', …
  `["']size["']`,
  // -Pandroid.testInstrumentationRunnerArguments.size=small
  String.raw`RunnerArguments\.size`,
  // am instrument -e size small
  String.raw`-e[[:space:]]+size[[:space:]]`,
  // Flank's test-targets: - size large
  String.raw`(^|[^[:alnum:]_.])size[[:space:]]+(small|medium|large)`,
];
