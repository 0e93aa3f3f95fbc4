// @ts-check
/**
 * The project a task builds: settings, the app module's Android settings, and its Kotlin sources
 * parsed once per invocation with droidheal's own tree-sitter Kotlin reader (dist/guard/kotlin).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GradleFailure } from './console.mjs';

const DIST = new URL('../../../dist/', import.meta.url);

/** Load a module of droidheal's build (`npm run build` makes it); a missing build is a build failure. */
export async function droidheal(/** @type {string} */ rel) {
  const url = new URL(rel, DIST);
  if (!existsSync(url)) {
    throw new GradleFailure('droidheal is not built: the fixture build reads Kotlin with its dist/ modules.', {
      causes: [`${url.pathname} is missing`],
      tryLines: ['Run npm run build in the droidheal checkout.'],
    });
  }
  return import(url.href);
}

function setting(/** @type {string} */ src, /** @type {string} */ key) {
  const m = new RegExp(`\\b${key}\\s*=\\s*"([^"]*)"`).exec(src);
  return m?.[1];
}

/**
 * @typedef {{ rel: string, abs: string, src: string, tree: any }} KotlinFile
 */

export class Project {
  /** @param {string} dir the project root (where gradlew is) */
  constructor(dir) {
    this.dir = dir;
    /** @type {Map<string, Promise<KotlinFile[]>>} */
    this.sourceSets = new Map();
  }

  async settings() {
    const src = await readFile(path.join(this.dir, 'settings.gradle.kts'), 'utf8').catch(() => '');
    const name = /rootProject\.name\s*=\s*"([^"]+)"/.exec(src)?.[1] ?? path.basename(this.dir);
    const modules = [...src.matchAll(/include\(([^)]*)\)/g)].flatMap((m) =>
      [...m[1].matchAll(/"(:[^"]+)"/g)].map((x) => x[1]),
    );
    return { name, modules };
  }

  /** applicationId, minSdk, the runner and the test package of `module` (AGP's defaults where unset). */
  async android(module = 'app') {
    const src = await readFile(path.join(this.dir, module, 'build.gradle.kts'), 'utf8').catch(() => '');
    const applicationId = setting(src, 'applicationId') ?? setting(src, 'namespace') ?? 'com.example.app';
    const minSdk = Number(/\bminSdk\s*=\s*(\d+)/.exec(src)?.[1] ?? 24);
    return {
      applicationId,
      minSdk,
      testApplicationId: setting(src, 'testApplicationId') ?? `${applicationId}.test`,
      runner: setting(src, 'testInstrumentationRunner') ?? 'androidx.test.runner.AndroidJUnitRunner',
    };
  }

  /** Every `.kt` file of `module/src/<set>/` (java/ and kotlin/ roots), sorted, parsed. */
  kotlinFiles(set, module = 'app') {
    const key = `${module}/${set}`;
    let files = this.sourceSets.get(key);
    if (!files) {
      files = this.#load(path.join(module, 'src', set));
      this.sourceSets.set(key, files);
    }
    return files;
  }

  async #load(/** @type {string} */ relDir) {
    const { parseKotlin } = await droidheal('guard/kotlin/syntax.js');
    const root = path.join(this.dir, relDir);
    if (!existsSync(root)) return [];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const rels = entries
      .filter((e) => e.isFile() && e.name.endsWith('.kt'))
      .map((e) =>
        path
          .relative(this.dir, path.join(e.parentPath ?? e.path, e.name))
          .split(path.sep)
          .join('/'),
      )
      .sort();
    /** @type {KotlinFile[]} */
    const out = [];
    for (const rel of rels) {
      const abs = path.join(this.dir, rel);
      const src = await readFile(abs, 'utf8');
      out.push({ rel, abs, src, tree: await parseKotlin(src) });
    }
    return out;
  }
}

/** `file:///abs/X.kt` as kotlinc prints it. */
export function fileUri(/** @type {string} */ abs) {
  return pathToFileURL(abs).href;
}
