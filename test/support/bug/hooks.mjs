// Module hooks for preload.mjs: dist/cli/schema.js is replaced by a command with a bug, chosen by
// DROIDHEAL_TEST_BUG — `throw` (a TypeError inside the command) or `stray` (a rejection nobody awaits,
// after the command has set its exit code and returned).
const bugs = {
  throw: `export function register(program) {
  program.command('schema').argument('[name]').action(() => {
    const rack = undefined;
    return rack.groups.length;
  });
}`,
  stray: `import { setExitCode } from './exit-state.js';
export function register(program) {
  program.command('schema').argument('[name]').action(() => {
    setExitCode(0);
    setTimeout(() => Promise.reject(new RangeError('a stray promise nobody awaited')), 10);
  });
}`,
};

export async function load(url, context, next) {
  const bug = bugs[process.env.DROIDHEAL_TEST_BUG ?? ''];
  if (bug && url.endsWith('/dist/cli/schema.js')) return { format: 'module', source: bug, shortCircuit: true };
  return next(url, context);
}
