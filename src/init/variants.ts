import { UsageError } from '../errors.js';
import type { AndroidModule } from './android-module.js';
import { lowerCamel } from './gradle-text.js';

/** One build variant: a flavor of each dimension (in priority order) and a build type. */
export interface Variant {
  name: string;
  flavors: string[];
  buildType: string;
}

/** Every variant with instrumented tests: each combination of flavors, on the test build type. */
export function testVariants(m: AndroidModule): Variant[] {
  let combos: string[][] = [[]];
  for (const d of m.flavors) combos = combos.flatMap((c) => d.names.map((n) => [...c, n]));
  return combos.map((flavors) => ({
    name: lowerCamel([...flavors, m.testBuildType]),
    flavors,
    buildType: m.testBuildType,
  }));
}

/**
 * The variant to configure: the one asked for (`--variant demoDebug`), else the first flavor of
 * each dimension on the test build type — what Android Studio selects for a fresh checkout.
 */
export function chooseVariant(m: AndroidModule, asked: string | undefined): Variant {
  const variants = testVariants(m);
  if (asked === undefined) return variants[0]!;
  const found = variants.find((v) => v.name === asked);
  if (found) return found;
  throw new UsageError(
    `${m.path} has no variant ${asked} with instrumented tests`,
    `pass one of: ${variants.map((v) => `--variant ${v.name}`).join(', ')}`,
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where AGP writes a variant's APKs and which tasks build them. */
export interface VariantOutputs {
  /** the app APK (application modules only) */
  apk?: string;
  testApk: string;
  tasks: string[];
}

export function variantOutputs(m: AndroidModule, v: Variant): VariantOutputs {
  const dir = v.flavors.length > 0 ? `${lowerCamel(v.flavors)}/${v.buildType}` : v.buildType;
  const stem = [m.archivesName, ...v.flavors, v.buildType].join('-');
  const out = `${m.dir}/build/outputs/apk`;
  const gradlePath = m.path === ':' ? '' : m.path;
  const task = `${gradlePath}:assemble${cap(v.name)}`;
  return {
    ...(m.kind === 'application' ? { apk: `${out}/${dir}/${stem}.apk` } : {}),
    testApk: `${out}/androidTest/${dir}/${stem}-androidTest.apk`,
    tasks: m.kind === 'application' ? [task, `${task}AndroidTest`] : [`${task}AndroidTest`],
  };
}
