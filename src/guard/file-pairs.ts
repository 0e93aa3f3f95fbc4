/** A changed file as the change lists it: its path on each side (none where it was added or deleted). */
export interface FilePair {
  basePath?: string;
  headPath?: string;
}

/** A changed test file read on both sides. */
export interface TestFileTexts {
  basePath: string;
  headPath: string;
  /** the base's text */
  b: string;
  /** the head's text */
  h: string;
}

/**
 * The changed files that are tests in the base and read on both sides: what every reading that writes a base test
 * the head's way walks (constructor fills, qualified names, set-up properties, parameterised runs…).
 */
export function* testFileTexts(
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
  pairs: readonly FilePair[],
  isTest: (path: string) => boolean,
): Generator<TestFileTexts> {
  for (const { basePath, headPath } of pairs) {
    if (basePath === undefined || headPath === undefined || !isTest(basePath)) continue;
    const b = base.get(basePath);
    const h = head.get(headPath);
    if (b !== undefined && h !== undefined) yield { basePath, headPath, b, h };
  }
}
