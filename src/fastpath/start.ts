import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { type EarlyGit, startEarlyGit } from '../git/run.js';
import { firstGit, GIT_TIMEOUT } from '../guard/first-git.js';
import { compileParserWasm, type ParserWasm, parserWasmFiles } from '../guard/kotlin/wasm.js';
import { timing } from '../guard/timing.js';
import { grammarCompileFlags, useBaselineWasm, useGrammarCompileFlags, useShortRunHeap } from './v8-flags.js';

/**
 * The fast path's start (src/fastpath/README.md): bin/droidheal.js hands it argv first, as CommonJS
 * (dist/fastpath/start.cjs, so no ES module is loaded on the way). For the commands it serves —
 * `guard` — it gives a `main` from dist/fastpath/guard.cjs, the bundle of entry.ts, compiled with a
 * V8 code cache (guard.cache, made by the build's warm-up run): Node 20 keeps no compiled code
 * between processes for modules (module.enableCompileCache is Node 22), but a script compiled with
 * `cachedData` skips parsing and compiling the functions the guard runs. For any other command,
 * or when there is no bundle (no bundler at build), it gives undefined and bin loads dist/cli/main.js.
 */
export async function fastMain(argv: string[]): Promise<((argv: string[]) => Promise<number>) | undefined> {
  if (argv.slice(2).find((a) => !a.startsWith('-')) !== 'guard') return undefined;
  timing.mark('fast path start');
  useShortRunHeap();
  // DROIDHEAL_TIMING=FILE: where this run's time went, written at exit (`npm run bench -- guard` reads it)
  timing.watchGc();
  if (timing.on)
    process.once('exit', () => {
      timing.mark('exit');
      writeFileSync(process.env.DROIDHEAL_TIMING!, JSON.stringify(timing.report()));
    });
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(dir, 'guard.cjs');
  if (!existsSync(file)) return undefined;
  // git starts first: it works while the grammar and the bundle load, forked from a process not yet grown
  const early = earlyGit(argv);
  timing.mark('git begun');
  try {
    return await loadGuard(dir, file, early);
  } catch (err) {
    endUntaken(early);
    throw err;
  }
}

type GuardMain = (argv: string[]) => Promise<number>;

/** The bundle compiled (with its code cache) and run, the parser's wasm compiling and the early git handed to it. */
async function loadGuard(dir: string, file: string, early: EarlyGit | undefined): Promise<GuardMain | undefined> {
  const cacheFile = path.join(dir, 'guard.cache');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // the parser's wasm starts compiling first: the grammar takes ~30 ms on V8's background threads,
  // while this script compiles and runs and the guard waits for git
  const require = createRequire(file);
  const wasm = startParserWasm((id) => packedGrammar(dir, id) ?? packageFile(dir, id) ?? require.resolve(id));
  timing.mark('grammar compile started');
  // a cache is accepted only under the flags it was made with: those of the grammar's compile
  useGrammarCompileFlags();
  // V8 starts an async wasm compile's work from a task on this thread once the module is decoded
  // (a few ms, on a background thread): this thread lets it run before and after the bundle's
  // compile, or the grammar's compile waits for the guard's first wait (~15 ms later)
  await new Promise((resolve) => setImmediate(resolve));
  // the bundle is the module wrapper function whole (scripts/bundle-guard.js)
  const script = new vm.Script(readFileSync(file, 'latin1'), { filename: file, cachedData });
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
  await new Promise((resolve) => setImmediate(resolve));
  const module = {
    exports: {} as { main?: GuardMain; useParserWasm?: (w: ParserWasm) => void; useEarlyGit?: (g: EarlyGit) => void },
  };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    require,
    module,
    file,
    dir,
  );
  timing.mark('modules loaded');
  if (wasm) module.exports.useParserWasm?.(wasm);
  if (early) module.exports.useEarlyGit?.(early);
  const main = module.exports.main;
  if (!main) {
    endUntaken(early);
    return main;
  }
  return async (args) => {
    try {
      const code = await main(args);
      timing.mark('verdict');
      return code;
    } finally {
      endUntaken(early);
    }
  };
}

/**
 * The git a run between two commits starts with (guard/first-git.ts), begun now from the options as
 * commander reads them (`--opt value` or `--opt=value`, the last one counting); the guard takes each
 * over only when it asks for exactly that command, so a misread option costs a git process, never a verdict.
 */
function earlyGit(argv: string[]): EarlyGit | undefined {
  const opts = new Map<string, string>();
  const args = argv.slice(2);
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    const m = /^--(repo|base|head)(?:=(.*))?$/s.exec(args[i]!);
    if (!m) continue;
    const value = m[2] ?? args[++i];
    if (value !== undefined) opts.set(m[1]!, value);
  }
  const [base, head] = [opts.get('base'), opts.get('head')];
  if (base === undefined || head === undefined || base.startsWith('-') || head.startsWith('-')) return undefined;
  const { runs, children } = firstGit(opts.get('repo') ?? '.', base, head);
  return startEarlyGit(runs, children, GIT_TIMEOUT);
}

/** A `git cat-file --batch` started early that the run did not take over ends with its stdin. */
function endUntaken(early: EarlyGit | undefined): void {
  for (const { child } of early?.children.splice(0) ?? []) child.stdin?.end();
}

/**
 * The grammar as the build packed it beside the bundle (scripts/pack-grammar.js: the same tables in
 * fewer bytes, which V8 copies on this thread when it compiles them), when it is there.
 */
function packedGrammar(dir: string, id: string): string | undefined {
  if (id !== parserWasmFiles.grammar) return undefined;
  const file = path.join(dir, 'tree-sitter-kotlin.wasm');
  return existsSync(file) ? file : undefined;
}

/**
 * A package's file as Node would find it from `dir` (node_modules of each folder up, or the folder
 * itself when it is a node_modules), without reading the package's `exports` (~2 ms a file); the
 * caller falls back to require.resolve.
 */
function packageFile(dir: string, id: string): string | undefined {
  for (let d = dir, up = 0; up < 6; d = path.dirname(d), up++) {
    const p = path.basename(d) === 'node_modules' ? path.join(d, id) : path.join(d, 'node_modules', id);
    if (existsSync(p)) return p;
    if (path.dirname(d) === d) break;
  }
  return undefined;
}

/** The parser's wasm compiling, or undefined when it cannot start here (the guard tries again at its first parse and reports why). */
function startParserWasm(resolve: (id: string) => string): ParserWasm | undefined {
  try {
    useBaselineWasm();
    return compileParserWasm(resolve, grammarCompileFlags);
  } catch {
    return undefined;
  }
}
