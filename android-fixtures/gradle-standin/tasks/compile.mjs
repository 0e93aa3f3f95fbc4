// @ts-check
/**
 * `:app:compileDebugKotlin`, `:app:compileDebugAndroidTestKotlin` and `:app:compileDebugUnitTestKotlin`: every Kotlin file of the source
 * set must parse (droidheal's tree-sitter reader, including the statements it misreads without an
 * error). Code that does not parse fails the task the way kotlinc does: `e: file:///…/X.kt:12:5 …`.
 */
import { GradleFailure } from '../lib/console.mjs';
import { droidheal, fileUri } from '../lib/project.mjs';

/** kotlinc's 1-based column of an offset. */
function columnAt(/** @type {string} */ src, /** @type {number} */ offset) {
  return offset - src.lastIndexOf('\n', offset - 1);
}

/** @param {string} set @param {string} path */
export function compileTask(set, path) {
  return {
    path,
    description: `Compiles the ${set} Kotlin sources of :app.`,
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      const { unreadSpans } = await droidheal('guard/unread.js');
      const errors = [];
      for (const f of await ctx.project.kotlinFiles(set)) {
        for (const span of unreadSpans(f.tree)) {
          const snippet = f.src.slice(span.start, span.end).trim().split('\n', 1)[0].slice(0, 60);
          errors.push(
            `e: ${fileUri(f.abs)}:${span.line}:${columnAt(f.src, span.start)} Syntax error: Expecting an element, found '${snippet}'.`,
          );
        }
      }
      if (errors.length === 0) return;
      for (const e of errors) ctx.log(e);
      throw new GradleFailure(`Execution failed for task '${path}'.`, {
        causes: [
          'A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction',
          'Compilation error. See log for more details',
        ],
      });
    },
  };
}

export default [
  compileTask('main', ':app:compileDebugKotlin'),
  { ...compileTask('androidTest', ':app:compileDebugAndroidTestKotlin'), dependsOn: [':app:compileDebugKotlin'] },
  { ...compileTask('test', ':app:compileDebugUnitTestKotlin'), dependsOn: [':app:compileDebugKotlin'] },
];
