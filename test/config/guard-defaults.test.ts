import { describe, expect, it } from 'vitest';
import { GuardConfig, GuardConfigFile } from '../../src/config/guard.js';
import { defaultGuardConfig } from '../../src/config/guard-defaults.js';

describe('the guard config defaults the guard reads without zod', () => {
  it('are what the schema gives an absent config, an absent guard key and an empty one', () => {
    expect(defaultGuardConfig).toEqual(GuardConfig.parse({}));
    expect(defaultGuardConfig).toEqual(GuardConfigFile.parse({}).guard);
    expect(defaultGuardConfig).toEqual(GuardConfigFile.parse({ guard: {} }).guard);
    expect(defaultGuardConfig.writeScope).toEqual(GuardConfig.parse({ writeScope: {} }).writeScope);
  });

  it('are given as copies: a parsed config changed by its reader leaves the defaults alone', () => {
    const parsed = GuardConfigFile.parse({}).guard;
    parsed.writeScope.deny.push('x/**');
    parsed.confidenceFloor = 0.1;
    GuardConfig.parse({ writeScope: {} }).writeScope.allow.push('y/**');
    expect(defaultGuardConfig).toEqual({
      writeScope: { deny: [], allow: [], defaultDeny: true },
      confidenceFloor: 0.7,
    });
    expect(GuardConfig.parse({})).toEqual(defaultGuardConfig);
  });
});
