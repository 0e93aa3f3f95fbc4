import { describe, expect, it } from 'vitest';
import { compareBuild } from '../../src/guard/rules/app.js';

/**
 * A runner class moved to another package of the same library or project (`x.bench.Runner` →
 * `x.bench.junit4.Runner`) is the same runner: no test filtered. Another runner, or the same simple name
 * under another root, stays runner-filtered.
 */

const setting = (file: string, value: string) => ({
  file,
  line: 16,
  sig: `testInstrumentationRunner "${value}"`,
  text: `testInstrumentationRunner "${value}"`,
});

describe('a runner moved to another package', () => {
  const B = 'bench/build.gradle';
  it('allows the same runner class under a new package of its library', () => {
    const base = [setting(B, 'org.lib.bench.BenchRunner')];
    expect(compareBuild(base, [setting(B, 'org.lib.bench.junit4.BenchRunner')])).toEqual([]);
    expect(compareBuild(base, [setting(B, 'org.lib.BenchRunner')])).toEqual([]);
  });

  it('still refuses another runner, the same name from another root, or a runner moved in from another module', () => {
    const base = [setting(B, 'org.lib.bench.BenchRunner')];
    const refused = (head: ReturnType<typeof setting>[], b = base) =>
      compareBuild(b, head).map((r) => `${r.rule} ${r.file} ${r.what}`);
    expect(refused([setting(B, 'org.lib.bench.FilteringRunner')])).toEqual([
      `runner-filtered ${B} testInstrumentationRunner "org.lib.bench.FilteringRunner"`,
    ]);
    expect(refused([setting(B, 'com.other.BenchRunner')])).toEqual([
      `runner-filtered ${B} testInstrumentationRunner "com.other.BenchRunner"`,
    ]);
    expect(
      refused(
        [setting(B, 'org.lib.bench.BenchRunner'), setting('app/build.gradle', 'org.lib.junit4.BenchRunner')],
        [setting(B, 'org.lib.bench.BenchRunner'), setting('app/build.gradle', 'org.app.Runner')],
      ),
    ).toEqual(['runner-filtered app/build.gradle testInstrumentationRunner "org.lib.junit4.BenchRunner"']);
  });
});
