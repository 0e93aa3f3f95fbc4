import { defaultDeny, defaultGuardConfig } from '../config/guard-defaults.js';
import type { GuardConfig } from './config.js';
import { type ChangedFile, readFiles, type Side } from './git.js';
import { matchesAny } from './paths.js';
import type { RuleRefusal } from './rules/refusal.js';

/** The `guard` key of droidheal.json at the base revision (defaults when the file or key is absent). */
export async function readGuardConfig(side: Side): Promise<GuardConfig> {
  const files = await readFiles(side, ['droidheal.json']);
  const raw = files.get('droidheal.json');
  if (raw === undefined) return structuredClone(defaultGuardConfig);
  const { ConfigError, formatZodError } = await import('../errors.js');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`not valid JSON at the base revision (${(err as Error).message})`, {
      file: 'droidheal.json',
      remedy: 'fix droidheal.json on the base branch',
    });
  }
  // the schema (zod) is loaded only when there is a `guard` key to check: other keys are not the guard's
  const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
  if (isObject && !('guard' in (json as object))) return structuredClone(defaultGuardConfig);
  const { GuardConfigFile } = await import('./config.js');
  const r = GuardConfigFile.safeParse(json);
  if (!r.success)
    throw new ConfigError(formatZodError(r.error, json), {
      file: 'droidheal.json',
      remedy: 'see `droidheal schema guard-config`',
    });
  return r.data.guard;
}

/** scope: every changed path (either side of a rename) outside the write scope. */
export function scopeRefusals(changes: ChangedFile[], config: GuardConfig): RuleRefusal[] {
  const deny = [...(config.writeScope.defaultDeny ? defaultDeny : []), ...config.writeScope.deny];
  const out: RuleRefusal[] = [];
  for (const c of changes) {
    for (const p of new Set([c.basePath, c.headPath].filter((x): x is string => !!x))) {
      const glob = matchesAny(p, deny);
      if (glob && !matchesAny(p, config.writeScope.allow)) {
        out.push({
          rule: 'scope',
          file: p,
          line: 1,
          verb: `${c.status} a path outside the write scope (${glob})`,
          what: p,
        });
        break;
      }
    }
  }
  return out;
}

/**
 * scope, for the sources of a `com.android.test` module (test-modules.ts): its tests live in `src/main`,
 * which no path glob tells from app code, so the default deny names them here (a path a glob refused already, once).
 */
export function testModuleScopeRefusals(
  changes: ChangedFile[],
  config: GuardConfig,
  inTestModule: (p: string) => boolean,
  already: RuleRefusal[],
): RuleRefusal[] {
  if (!config.writeScope.defaultDeny) return [];
  const denied = new Set(already.filter((r) => r.rule === 'scope').map((r) => r.file));
  const out: RuleRefusal[] = [];
  for (const c of changes) {
    const p = [c.basePath, c.headPath].find((x): x is string => !!x && inTestModule(x));
    if (!p || denied.has(p) || matchesAny(p, config.writeScope.allow)) continue;
    const verb = `${c.status} a path outside the write scope (a com.android.test module's sources are its tests)`;
    out.push({ rule: 'scope', file: p, line: 1, verb, what: p });
  }
  return out;
}

/**
 * The fixer's own confidence against the floor. `null` is a fixer that reported none: it counts as below
 * the floor (fail closed — a status line the engine hid in a code fence must not skip the check);
 * `undefined` is a change no fixer made (`droidheal guard` on a pull request), which is not judged.
 */
export function confidenceRefusal(confidence: number | null | undefined, config: GuardConfig): RuleRefusal[] {
  if (confidence === undefined || (confidence !== null && confidence >= config.confidenceFloor)) return [];
  return [
    {
      rule: 'confidence',
      file: '',
      line: 0,
      verb:
        confidence === null
          ? `no confidence reported, which counts as below the floor ${config.confidenceFloor} (the fixer's last line must be {"confidence": 0..1, …})`
          : `confidence ${confidence} below the floor`,
      what: '',
    },
  ];
}
