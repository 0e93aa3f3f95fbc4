import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GuardConfig } from '../../src/config/guard.js';
import { HealConfig } from '../../src/config/heal.js';
import { healEngine } from '../../src/heal/heal-engine.js';
import { type StandinBox, standinBox } from './engines/standins.js';

/** droidheal.json's turn limit and write scope reach the engine `droidheal heal` builds from it. */
let box: StandinBox;
beforeEach(async () => {
  box = await standinBox();
});
afterEach(async () => {
  await box.cleanup();
});

const argvOf = async (heal: object, guard?: object) => {
  const engine = await healEngine('claude-code', HealConfig.parse(heal), guard ? GuardConfig.parse(guard) : undefined);
  await engine.run(box.request({ readOnlyFiles: [] }));
  const [call] = await box.calls('claude');
  return call!.argv;
};

describe('healEngine', () => {
  it('passes heal.maxTurns and the guard’s write scope (deny added, allow exempted) to claude', async () => {
    const argv = await argvOf(
      { maxTurns: 7 },
      { writeScope: { deny: ['docs/**'], allow: ['**/src/test/**'], defaultDeny: true } },
    );
    expect(argv[argv.indexOf('--max-turns') + 1]).toBe('7');
    const denied = argv[argv.indexOf('--disallowedTools') + 1]!.split(',');
    expect(denied).toContain('Edit(./docs/**)');
    expect(denied).toContain('Edit(./**/src/androidTest/**)');
    expect(denied).not.toContain('Edit(./**/src/test/**)');
  });

  it('without them: the default turn limit and the default deny list', async () => {
    const argv = await argvOf({});
    expect(argv[argv.indexOf('--max-turns') + 1]).toBe('40');
    expect(argv[argv.indexOf('--disallowedTools') + 1]!.split(',')).toContain('Edit(./**/src/test/**)');
  });

  it('with defaultDeny off, only the project’s own deny list', async () => {
    const argv = await argvOf({}, { writeScope: { deny: ['gate.json'], defaultDeny: false } });
    const denied = argv[argv.indexOf('--disallowedTools') + 1]!.split(',');
    expect(denied.filter((d) => d.startsWith('Edit('))).toEqual(['Edit(./gate.json)']);
  });
});
