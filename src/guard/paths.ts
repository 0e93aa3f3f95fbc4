/** What a changed path is to the guard. */
export type PathKind = 'test' | 'app' | 'build' | 'other';

// `javatests` is Bazel's test root beside `java` (`src/javatests/…`, as Gradle's `src/test/…`)
const testSourceSet =
  /^(test|androidTest|testFixtures|sharedTest|screenshotTest|integrationTest)([A-Z]\w*)?$|Test$|^javatests$/;

/** The source-set name of a path (`src/<name>/…`), if it lies in one. */
export function sourceSetOf(p: string): string | undefined {
  const parts = p.split('/');
  for (let i = parts.length - 3; i >= 0; i--) if (parts[i] === 'src') return parts[i + 1];
  return undefined;
}

/** The module directory of a path in a source set (`app/` of `app/src/test/…`, empty at the root or outside one). */
export function moduleOf(p: string): string {
  return p.startsWith('src/') ? '' : p.slice(0, p.indexOf('/src/') + 1);
}

/**
 * Whether a path lies in a test source set (`src/test/…`, `src/androidTest/…`, `src/fooTest/…`), or in a Bazel
 * test root outside any `src/` (`javatests/…`, `lib/javatests/…`); a package of an app source set merely
 * named so (`src/main/java/x/javatests/…`) is app code.
 */
export function inTestSourceSet(p: string): boolean {
  const set = sourceSetOf(p);
  if (set !== undefined) return testSourceSet.test(set);
  return p.split('/').slice(0, -1).includes('javatests');
}

/** A `res/values*` XML file: where string resources are defined. */
export function isValuesXml(p: string): boolean {
  return /(^|\/)res\/values[^/]*\/[^/]+\.xml$/.test(p);
}

/** App resource XML (`res/<kind>/*.xml` or the manifest), not a test source set's: what defines or shows strings. */
export function isAppResourceXml(p: string): boolean {
  return /(^|\/)(res\/[^/]+\/[^/]+\.xml|AndroidManifest\.xml)$/.test(p) && !inTestSourceSet(p);
}

export function isKotlin(p: string): boolean {
  return p.endsWith('.kt') || p.endsWith('.kts');
}

export function isJava(p: string): boolean {
  return p.endsWith('.java');
}

/** CI definitions: they can pass runner arguments or skip test tasks too. */
export function isCiFile(p: string): boolean {
  return (
    /^\.github\/workflows\/[^/]+\.ya?ml$/.test(p) ||
    p === '.gitlab-ci.yml' ||
    p === 'Jenkinsfile' ||
    p === 'bitrise.yml' ||
    p === 'azure-pipelines.yml' ||
    /^\.circleci\/[^/]+\.ya?ml$/.test(p) ||
    /^\.buildkite\//.test(p)
  );
}

/** Kinds already worked out: every reading of a change asks again for the same few hundred paths. */
const kinds = new Map<string, PathKind>();

export function pathKind(p: string): PathKind {
  let kind = kinds.get(p);
  if (kind !== undefined) return kind;
  // a long-lived process (the heal loop, a user's program) meets many repositories: the memo stays small
  if (kinds.size > 50_000) kinds.clear();
  kind = kindOfPath(p);
  kinds.set(p, kind);
  return kind;
}

function kindOfPath(p: string): PathKind {
  if (isCiFile(p)) return 'build';
  if (
    p.endsWith('.gradle') ||
    p.endsWith('.gradle.kts') ||
    p === 'gradle.properties' ||
    p.endsWith('/gradle.properties')
  )
    return 'build';
  if (!isKotlin(p) && !isJava(p)) return 'other';
  if (/(^|\/)(build-logic|buildSrc|build-conventions|gradle\/plugins)\//.test(p)) return 'build';
  return inTestSourceSet(p) ? 'test' : 'app';
}

/** Test source sets as git pathspecs (for `git grep`). */
export const testPathspecs = [
  ':(glob)**/src/test*/**',
  ':(glob)**/src/androidTest*/**',
  ':(glob)**/src/*Test/**',
  ':(glob)**/src/testFixtures/**',
  ':(glob)**/src/javatests/**',
  ':(glob)javatests/**',
  ':(glob)*/javatests/**',
];

/** Kotlin sources outside the test source sets (for `git grep`): app code. */
export const appPathspecs = ['*.kt', ...testPathspecs.map((p) => p.replace(':(glob)', ':(exclude,glob)'))];

/** A glob (`**`, `*`, `?`) as a RegExp over a repository-relative path; a pattern without `/` matches a file name anywhere. */
export function globToRegExp(glob: string): RegExp {
  let g = glob.replace(/^\.\//, '');
  if (!g.includes('/')) g = `**/${g}`;
  let re = '';
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!;
    if (c === '*') {
      if (g[i + 1] === '*') {
        if (g[i + 2] === '/') {
          re += '(?:.*/)?';
          i += 2;
        } else {
          re += '.*';
          i += 1;
        }
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function matchesAny(p: string, globs: readonly string[]): string | undefined {
  return globs.find((g) => globToRegExp(g).test(p));
}
