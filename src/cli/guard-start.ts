import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { compileParserWasm, type ParserWasm, useGrammarCompileFlags } from '../guard/kotlin/wasm-flags.js';

/**
 * `droidheal guard` without the ESM loader: the build (scripts/bundle-guard.js) makes one CommonJS
 * script of the CLI front, commander, the guard and web-tree-sitter (`guard.bundle.cjs`) plus a V8
 * code cache of it after a warm-up run (`guard.bundle.cache`), and a CommonJS copy of this module
 * (`guard-start.cjs`) that the CommonJS bin/droidheal.js requires. Node 20 has no compile cache for
 * modules (module.enableCompileCache is Node 22); a script compiled with `cachedData` skips parsing
 * and compiling the functions the guard runs. The guard runs as a fresh process on every heal
 * attempt and every push, so start-up is most of its time (`npm run bench -- guard`).
 *
 * Returns the bundle's `main`, or undefined when there is no bundle or it is older than a module it
 * was made from (tsc run again without the bundling step): bin/droidheal.js then loads dist/cli/main.js.
 */
export async function bundledGuardMain(): Promise<((argv: string[]) => Promise<number>) | undefined> {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(dir, 'guard.bundle.cjs');
  const built = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return undefined;
  let inputs: string[];
  let wasmFiles: Record<string, string>;
  try {
    ({ inputs, wasm: wasmFiles = {} } = JSON.parse(readFileSync(path.join(dir, 'guard.bundle.json'), 'utf8')) as {
      inputs: string[];
      wasm?: Record<string, string>;
    });
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
  // the parser's wasm starts compiling first: the grammar takes ~30 ms on V8's background threads,
  // while this script compiles and runs and the guard waits for git
  const require = createRequire(file);
  const wasm = startParserWasm((id) => {
    // where the build found it (resolving a package's exports costs ~2 ms a file), unless moved since
    const known = wasmFiles[id] !== undefined ? path.join(dir, wasmFiles[id]) : undefined;
    return known !== undefined && existsSync(known) ? known : require.resolve(id);
  });
  // a cache is accepted only under the flags it was made with: those of the grammar's compile
  useGrammarCompileFlags();
  // the bundle is the module wrapper function whole (scripts/bundle-guard.js)
  const script = new vm.Script(readFileSync(file, 'utf8'), { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    // made by the warm-up at build time; remade after a verdict when missing or made by another node
    process.once('exit', (code) => {
      if (code !== 0 && code !== 1) return;
      useGrammarCompileFlags();
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
  // V8 starts an async wasm compile's work from a task on this thread once the module is decoded
  // (done by now, on a background thread): let it run, or the grammar waits until the guard waits
  await new Promise((resolve) => setImmediate(resolve));
  const module = {
    exports: {} as { main?: (argv: string[]) => Promise<number>; useParserWasm?: (w: ParserWasm) => void },
  };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    require,
    module,
    file,
    dir,
  );
  if (wasm) module.exports.useParserWasm?.(wasm);
  return module.exports.main;
}

/** The parser's wasm compiling, or undefined when it cannot start here (the guard tries again at its first parse and reports why). */
function startParserWasm(resolve: (id: string) => string): ParserWasm | undefined {
  try {
    return compileParserWasm(resolve);
  } catch {
    return undefined;
  }
}
