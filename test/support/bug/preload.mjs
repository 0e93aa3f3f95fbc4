// Loaded with `node --import` by the exit-code tests: puts a bug into `droidheal schema` (hooks.mjs),
// so the real binary meets an error droidheal did not raise on purpose.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
