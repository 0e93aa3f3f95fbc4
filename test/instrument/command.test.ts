import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { instrumentArgv, instrumentCommandLine } from '../../src/instrument/command.js';

const base = { testPackage: 'com.example.notes.test', runner: 'androidx.test.runner.AndroidJUnitRunner' };

describe('instrumentArgv', () => {
  it('builds am instrument -w -r with one class filter for methods and classes', () => {
    expect(
      instrumentArgv({
        ...base,
        tests: [
          { class: 'com.example.A', method: 'm' },
          { class: 'com.example.B$Inner', method: 'n' },
        ],
        classes: ['com.example.C'],
        args: [['log', 'true']],
      }),
    ).toEqual([
      'am',
      'instrument',
      '-w',
      '-r',
      '-e',
      'class',
      'com.example.A#m,com.example.B$Inner#n,com.example.C',
      '-e',
      'log',
      'true',
      'com.example.notes.test/androidx.test.runner.AndroidJUnitRunner',
    ]);
    expect(instrumentArgv({ ...base, runner: '.Runner', user: 10, noWindowAnimation: true })).toEqual([
      'am',
      'instrument',
      '-w',
      '-r',
      '--user',
      '10',
      '--no-window-animation',
      'com.example.notes.test/.Runner',
    ]);
  });

  it('quotes hostile but legal values so the device shell sees them literally', () => {
    const line = instrumentCommandLine({
      ...base,
      tests: [{ class: 'com.example.A', method: "saves a note's $(reboot) `id`" }],
      args: [['label', 'a; reboot']],
    });
    expect(line).toBe(
      `am instrument -w -r -e class 'com.example.A#saves a note'\\''s $(reboot) \`id\`' -e label 'a; reboot' com.example.notes.test/androidx.test.runner.AndroidJUnitRunner`,
    );
  });

  it.each([
    [{ ...base, testPackage: 'com.example;reboot' }, /test package/],
    [{ ...base, runner: 'a b' }, /runner/],
    [{ ...base, tests: [{ class: 'A', method: 'm' }] }, /test class/],
    [{ ...base, tests: [{ class: 'com.example.A', method: 'm,n' }] }, /test method/],
    [{ ...base, tests: [{ class: 'com.example.A', method: 'm\nreboot' }] }, /test method/],
    [{ ...base, args: [['bad key', 'v'] as const] }, /argument name/],
    [{ ...base, classes: ['com.example.A'], args: [['class', 'com.example.B'] as const] }, /runner argument "class"/],
  ])('refuses what the filter cannot express or the shell could misread (%#)', (cmd, message) => {
    expect(() => instrumentArgv(cmd)).toThrow(UsageError);
    expect(() => instrumentArgv(cmd)).toThrow(message);
  });
});
