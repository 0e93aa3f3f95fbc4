import { describe, expect, it } from 'vitest';
import { GuardConfig, GuardConfigFile } from '../../src/guard/config.js';
import { defaultGuardConfig } from '../../src/guard/config-defaults.js';

describe('guard config defaults without zod', () => {
  it('equal what the schema gives for an absent config or an empty guard key', () => {
    expect(defaultGuardConfig).toEqual(GuardConfig.parse({}));
    expect(defaultGuardConfig).toEqual(GuardConfigFile.parse({}).guard);
    expect(defaultGuardConfig).toEqual(GuardConfigFile.parse({ guard: {} }).guard);
  });
});
