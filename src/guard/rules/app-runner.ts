/**
 * Test runners that only choose the Application the tests run in: a class the change declares that
 * extends AndroidJUnitRunner and overrides nothing but `newApplication`, handing the call on to
 * `super.newApplication` with another application class (Hilt's `HiltTestApplication`, a test
 * application). Switching `testInstrumentationRunner` to one filters no test: it is the stock runner
 * with another application, not a runner argument.
 */

const runnerClass = /\bclass\s+(\w+)\s*(?:\([^)]*\))?\s*:\s*(?:[\w.]+\.)?AndroidJUnitRunner\s*\(\s*\)\s*\{/g;

function bodyAt(src: string, open: number): string {
  let depth = 1,
    i = open;
  for (; i < src.length && depth > 0; i++) depth += src[i] === '{' ? 1 : src[i] === '}' ? -1 : 0;
  return src.slice(open, i - 1);
}

const onlyNewApplication = new RegExp(
  [
    String.raw`^\s*override\s+fun\s+newApplication\s*\([^)]*\)\s*:\s*(?:[\w.]+\.)?Application\??\s*`,
    String.raw`(?:\{\s*return\s+|=\s*)super\.newApplication\(\s*\w+\s*,\s*[\w.]+(?:::class\.java\.name|\.class\.name)?`,
    String.raw`\s*,\s*\w+\s*\)\s*\}?\s*$`,
  ].join(''),
);

/** Fully qualified names of the application-choosing runners declared in these Kotlin sources. */
export function applicationRunners(sources: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const raw of sources.values()) {
    const src = raw.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
    const pkg = /^\s*package\s+([\w.]+)/m.exec(src)?.[1];
    for (const m of src.matchAll(runnerClass)) {
      if (onlyNewApplication.test(bodyAt(src, m.index! + m[0].length))) out.add(pkg ? `${pkg}.${m[1]}` : m[1]!);
    }
  }
  return out;
}
