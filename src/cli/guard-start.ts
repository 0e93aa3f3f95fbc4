import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { useBaselineWasm } from '../guard/kotlin/wasm-flags.js';

/**
 * `droidheal guard` without the ESM loader: the build (scripts/bundle-guard.js) makes one CommonJS
 * script of the CLI front, commander, the guard and web-tree-sitter (`guard.bundle.cjs`) plus a V8
 * code cache of it after a warm-up run (`guard.bundle.cache`). Node 20 has no compile cache for
 * modules (module.enableCompileCache is Node 22); a script compiled with `cachedData` skips parsing
 * and compiling the functions the guard runs. The guard runs as a fresh process on every heal
 * attempt and every push, so start-up is most of its time (`npm run bench -- guard`).
 *
 * Returns the bundle's `main`, or undefined when there is no bundle or it is older than a module it
 * was made from (tsc run again without the bundling step): bin/droidheal.js then loads dist/cli/main.js.
 */
export function bundledGuardMain(): ((argv: string[]) => Promise<number>) | undefined {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(dir, 'guard.bundle.cjs');
  const built = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return undefined;
  let inputs: string[];
  try {
    inputs = (JSON.parse(readFileSync(path.join(dir, 'guard.bundle.json'), 'utf8')) as { inputs: string[] }).inputs;
  } catch {
    return undefined;
  }
  if (inputs.some((f) => (statSync(path.join(dir, f), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built))
    return undefined;

  const cacheFile = path.join(dir, 'guard.bundle.cache');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // the flags the guard sets anyway, set before compiling: a cache is only accepted under the flags it was made with
  useBaselineWasm();
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    // made by the warm-up at build time; remade after a verdict when missing or made by another node
    process.once('exit', (code) => {
      if (code !== 0 && code !== 1) return;
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        // a read-only install keeps working without the cache
        rmSync(tmp, { force: true });
      }
    });
  }
  const module = { exports: {} as { main?: (argv: string[]) => Promise<number> } };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    dir,
  );
  return module.exports.main;
}
