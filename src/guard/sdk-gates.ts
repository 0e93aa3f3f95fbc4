import { lookupTable } from './compose-api.js';
import { grepFixed, type Side } from './git.js';
import type { TestUnit } from './inventory/tests.js';
import { appPathspecs } from './paths.js';

/**
 * SDK gates of a test (issue 27 `sdk-assumption`): `assumeTrue(Build.VERSION.SDK_INT >= N)` and
 * `@SdkSuppress(minSdkVersion = N)` both skip the test below level N. Review accepts such a gate when
 * the head app itself branches on level N (`SDK_INT >= N`, `VERSION_CODES.X`, `@RequiresApi(N)`): the
 * feature under test does not exist on the other side of that level. droidheal reports a test skipped
 * by its gate as skipped on that device, never as passed. Any other assumption stays a suppression.
 */

/** `android.os.Build.VERSION_CODES` names, for `@SdkSuppress(minSdkVersion = VERSION_CODES.P)`. */
export const versionCodes: Record<string, number> = lookupTable({
  BASE: 1,
  BASE_1_1: 2,
  CUPCAKE: 3,
  DONUT: 4,
  ECLAIR: 5,
  ECLAIR_0_1: 6,
  ECLAIR_MR1: 7,
  FROYO: 8,
  GINGERBREAD: 9,
  GINGERBREAD_MR1: 10,
  HONEYCOMB: 11,
  HONEYCOMB_MR1: 12,
  HONEYCOMB_MR2: 13,
  ICE_CREAM_SANDWICH: 14,
  ICE_CREAM_SANDWICH_MR1: 15,
  JELLY_BEAN: 16,
  JELLY_BEAN_MR1: 17,
  JELLY_BEAN_MR2: 18,
  KITKAT: 19,
  KITKAT_WATCH: 20,
  LOLLIPOP: 21,
  LOLLIPOP_MR1: 22,
  M: 23,
  N: 24,
  N_MR1: 25,
  O: 26,
  O_MR1: 27,
  P: 28,
  Q: 29,
  R: 30,
  S: 31,
  S_V2: 32,
  TIRAMISU: 33,
  UPSIDE_DOWN_CAKE: 34,
  VANILLA_ICE_CREAM: 35,
  BAKLAVA: 36,
});

/** An API level written as a number or a VERSION_CODES name; NaN for anything else (a project's constant). */
export function apiLevel(v: string): number {
  const name = /(?:^|\.)VERSION_CODES\.(\w+)$/.exec(v)?.[1];
  return name === undefined ? Number(v.replace(/_/g, '')) : (versionCodes[name] ?? Number.NaN);
}

const level = String.raw`((?:(?:android\.os\.)?Build\.)?VERSION_CODES\.\w+|\d+)`;
const sdkInt = String.raw`(?:(?:android\.os\.)?Build\.)?VERSION\.SDK_INT`;
/** `assumeTrue(SDK_INT >= N)`, `Assume.assumeFalse(N > Build.VERSION.SDK_INT)`, … : the whole argument is one comparison. */
const gateCall = new RegExp(
  String.raw`^\s*(?:\w+\.)*assume(?:True|False)\s*\(\s*(?:${sdkInt}\s*(?:>=|>|<=|<|==)\s*${level}|${level}\s*(?:>=|>|<=|<)\s*${sdkInt})\s*\)\s*;?\s*$`,
);

/** The API level an SDK assumption gates on, or undefined when the text is any other assumption. */
export function sdkAssumptionLevel(text: string): number | undefined {
  const m = gateCall.exec(text);
  if (!m) return undefined;
  const n = apiLevel((m[1] ?? m[2])!.replace(/^(?:android\.os\.)?Build\./, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** What to look for in the head app to see it branch on level `n`. */
export function sdkGateNeedles(n: number): string[] {
  const names = Object.entries(versionCodes)
    .filter(([, v]) => v === n)
    .map(([k]) => `VERSION_CODES.${k}`);
  return [
    ...names,
    `SDK_INT >= ${n}`,
    `SDK_INT < ${n}`,
    `SDK_INT > ${n - 1}`,
    `RequiresApi(${n})`,
    `RequiresApi(api = ${n})`,
  ];
}

/** Levels the head tests gate on: their SDK assumptions and their `@SdkSuppress` bounds (a max M gates at M + 1). */
export function testGateLevels(tests: TestUnit[]): Set<number> {
  const out = new Set<number>();
  for (const t of tests) {
    for (const a of t.assumes) {
      const n = sdkAssumptionLevel(a.text);
      if (n !== undefined) out.add(n);
    }
    for (const a of [...t.classAnnotations, ...t.annotations].filter((x) => x.name === 'SdkSuppress'))
      for (const arg of a.args) {
        const [k, v] = arg.split('=');
        const n = apiLevel((v ?? k)!.trim());
        if (Number.isFinite(n)) out.add(k!.trim() === 'maxSdkVersion' ? n + 1 : n);
      }
  }
  return out;
}

/** Of `levels`, those the head app (Kotlin or Java outside test sources) branches on. */
export async function appSdkLevels(head: Side, levels: ReadonlySet<number>): Promise<Set<number>> {
  const byNeedle = new Map<string, number>();
  for (const n of levels) for (const needle of sdkGateNeedles(n)) byNeedle.set(needle, n);
  if (byNeedle.size === 0) return new Set();
  const found = await grepFixed(head, [...byNeedle.keys()], ['*.java', ...appPathspecs]);
  return new Set([...found].map((f) => byNeedle.get(f)!));
}
