/**
 * The entry of `droidheal guard`'s CommonJS bundle (scripts/bundle-guard.js): the CLI's `main`, and
 * the hook through which guard-start.ts hands over the parser wasm it began compiling before the
 * bundle was loaded.
 */
export { useParserWasm } from '../guard/kotlin/syntax.js';
export { main } from './main.js';
