import { describe, expect, it } from 'vitest';
import { checksOf, ProjectConfig } from '../../src/config/project.js';
import { ConfigError, parseWith } from '../../src/errors.js';

describe('droidheal.json', () => {
  it('fills every default in one place', () => {
    const c = ProjectConfig.parse({
      instrumentation: { testPackage: 'com.example.app.test', runner: 'androidx.test.runner.AndroidJUnitRunner' },
    });
    expect(c.retries).toEqual({ reschedule: 2, confirmFailures: true });
    expect(c.timeouts).toEqual({ testSilenceMs: 60_000, probeMs: 2_000, installMs: 120_000, leaseWaitMs: 600_000 });
    expect(c.historyFile).toBe('.droidheal/history.json');
    expect(c.instrumentation?.runnerArgs).toEqual({});
    expect(c.batchSize).toBeUndefined();
  });

  it('accepts the guard settings in the same file (one droidheal.json per repository)', () => {
    const c = ProjectConfig.parse({
      instrumentation: { testApk: 'a.apk' },
      guard: { confidenceFloor: 0.8, writeScope: { deny: ['docs/**'] } },
    });
    expect(c.guard).toEqual({ confidenceFloor: 0.8, writeScope: { deny: ['docs/**'], allow: [], defaultDeny: true } });
  });

  it('reads the old top-level instrumentation key as one check named "instrumentation", before the listed checks', () => {
    const c = ProjectConfig.parse({
      instrumentation: { testApk: 'app-test.apk' },
      checks: [{ name: 'smoke', kind: 'instrumentation', testApk: 'smoke.apk', groups: ['phones'] }],
    });
    expect(checksOf(c)).toEqual([
      {
        name: 'instrumentation',
        kind: 'instrumentation',
        testApk: 'app-test.apk',
        runnerArgs: {},
        isolation: 'none',
        orderCheck: false,
      },
      {
        name: 'smoke',
        kind: 'instrumentation',
        testApk: 'smoke.apk',
        groups: ['phones'],
        runnerArgs: {},
        isolation: 'none',
        orderCheck: false,
      },
    ]);
  });

  it.each([
    [
      { checks: [{ name: 'lint', kind: 'lint' }] },
      '$.checks[0].kind: expected "kind" to be one of: instrumentation, ui, command',
    ],
    [
      {
        checks: [
          { name: 'x', kind: 'instrumentation', testApk: 'a.apk' },
          { name: 'x', kind: 'instrumentation', testApk: 'b.apk' },
        ],
      },
      '$.checks[1].name: a second check named "x"',
    ],
    [
      {
        instrumentation: { testApk: 'a.apk' },
        checks: [{ name: 'instrumentation', kind: 'instrumentation', testApk: 'a.apk' }],
      },
      'the top-level "instrumentation" key is the check "instrumentation"',
    ],
    [{}, '$.checks: no checks'],
    [
      { checks: [{ name: 'lint', kind: 'command', run: ['./lint'], groups: ['phones'] }] },
      '$.checks[0].groups: "groups" needs "device": true',
    ],
    [{ checks: [{ name: 'lint', kind: 'command', run: ['', 'x'] }] }, 'the program (first item) is empty'],
    [
      { checks: [{ name: 'unit tests', kind: 'instrumentation', testApk: 'a.apk' }] },
      '$.checks[0].name: expected a check name',
    ],
    [
      { checks: [{ name: 'ui', kind: 'instrumentation' }] },
      '$.checks[0]: give either testApk, or testPackage and runner',
    ],
    [{ instrumentation: { testApk: 'a.apk' }, guard: { confidenceFloor: 2 } }, '$.guard.confidenceFloor'],
    [{ instrumentation: { testPackage: 'com.example.app.test' } }, 'give either testApk, or testPackage and runner'],
    [{ instrumentation: { testApk: 'a.apk', runnerArgs: { class: 'x' } } }, '$.instrumentation.runnerArgs'],
    [{ instrumentation: { testApk: 'a.apk', tests: ['NoMethod'] } }, 'expected Class#method'],
    [{ instrumentation: { testApk: 'a.apk' }, retries: { reschedule: -1 } }, '$.retries.reschedule'],
    [{ instrumentation: { testApk: 'a.apk' }, bogus: 1 }, 'unknown key "bogus"'],
    [{ instrumentation: { testPackage: 'com.example;rm -rf /', runner: 'x.Y' } }, '$.instrumentation.testPackage'],
  ])('rejects %j with one line naming the problem', (input, expected) => {
    let error: unknown;
    try {
      parseWith(ProjectConfig, input, 'droidheal.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(expected);
    expect((error as ConfigError).message).not.toContain('\n');
  });
});
