// @ts-check
/**
 * The JVM unit tests of `app/src/test` (`:app:testDebugUnitTest`), their outcomes derived from the
 * sources like the androidTests' (derive.mjs), read with the guard's own test inventory:
 *
 * 1. one test per `@Test` function (JUnit 4 or kotlin.test), in class order then source order;
 *    `@Ignore` on it or its class → skipped;
 * 2. `fail(…)` or `TODO(…)` in the test body → fails there (AssertionError / NotImplementedError);
 * 3. an equality assertion between two different literals (`assertEquals(1L, 2L)`,
 *    `assertThat("a").isEqualTo("b")`) → fails with the assertion library's message;
 * 4. the test calls an app function (as a statement `x.fn(…)` or wired `x::fn`) whose body does nothing
 *    (the guard's reading: `{}`, `TODO()`, a constant, …) → its first assertion after that call fails;
 * 5. everything else passes.
 */
import {
  appFunctions,
  declaredTypes,
  firstAppCall,
  lineAt,
  packageOf,
  reachedTrivialHandler,
  stableNumber,
} from './derive.mjs';
import { droidheal } from './project.mjs';

/**
 * @typedef {{ class: string, method: string, file: string, line: number, durationMs: number,
 *   outcome: 'pass' | 'fail' | 'skipped', type?: string, message?: string, trace?: string, rule: string }} UnitTest
 */

/** Gradle's test worker frames under a JUnit 4 test method. */
const WORKER_FRAMES = [
  'java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
  'java.base/java.lang.reflect.Method.invoke(Method.java:580)',
  'org.junit.runners.model.FrameworkMethod$1.runReflectiveCall(FrameworkMethod.java:59)',
  'org.junit.internal.runners.model.ReflectiveCallable.run(ReflectiveCallable.java:12)',
  'org.junit.runners.model.FrameworkMethod.invokeExplosively(FrameworkMethod.java:56)',
  'org.junit.internal.runners.statements.InvokeMethod.evaluate(InvokeMethod.java:17)',
  'org.junit.runners.ParentRunner$3.evaluate(ParentRunner.java:306)',
  'org.gradle.api.internal.tasks.testing.junit.JUnitTestClassExecutor.runTestClass(JUnitTestClassExecutor.java:112)',
];

const LITERAL = /^(?:-?\d+(?:\.\d+)?[LlFf]?|true|false|null|"(?:[^"\\$]|\\.)*")$/;

/** How each assertion library says two values differ. */
/** A Kotlin literal as an assertion message shows it: `"a"` → `a`, `1L` → `1`. */
const shown = (/** @type {string} */ v) => v.replace(/^"(.*)"$/, '$1').replace(/^(-?\d+)[Ll]$/, '$1');

function mismatch(/** @type {string} */ family, /** @type {string} */ expected, /** @type {string} */ actual) {
  if (family === 'truth')
    return {
      type: 'com.google.common.truth.AssertionErrorWithFacts',
      message: `expected: ${shown(expected)}\nbut was : ${shown(actual)}`,
      frames: ['com.google.common.truth.Subject.failEqualityCheck(Subject.java:1190)'],
    };
  return {
    type: 'java.lang.AssertionError',
    message: `expected:<${shown(expected)}> but was:<${shown(actual)}>`,
    frames: ['org.junit.Assert.fail(Assert.java:89)', 'org.junit.Assert.failNotEquals(Assert.java:835)'],
  };
}

/** The split of `a, b` at the top-level comma (two arguments), or undefined. */
function twoArgs(/** @type {string} */ s) {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"' && s[i - 1] !== '\\') quoted = !quoted;
    if (quoted) continue;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      const rest = s.slice(i + 1);
      if (rest.includes(',') && twoArgs(rest) !== undefined) return undefined; // three or more
      return [s.slice(0, i).trim(), rest.trim()];
    }
  }
  return undefined;
}

/**
 * Derive every unit test of `app/src/test`.
 * @param {import('./project.mjs').Project} project
 * @returns {Promise<UnitTest[]>}
 */
export async function deriveUnitTests(project) {
  const [{ ConstantTable, emptyScope }, { appInventory }, { testInventory, functionsOf }] = await Promise.all([
    droidheal('guard/kotlin/values.js'),
    droidheal('guard/inventory/app.js'),
    droidheal('guard/inventory/tests.js'),
  ]);
  const main = await project.kotlinFiles('main');
  const tests = await project.kotlinFiles('test');
  const constants = new ConstantTable();
  for (const f of [...main, ...tests]) constants.addFile(f.tree, f.rel);
  const { functions } = appFunctions(main, constants, ConstantTable, appInventory);

  /** @type {UnitTest[]} */
  const out = [];
  for (const f of tests) {
    const local = new ConstantTable(constants);
    local.addFile(f.tree, f.rel);
    const simpleFile = /** @type {string} */ (f.rel.split('/').pop());
    const decls = new Map(
      functionsOf(f.tree, simpleFile.replace(/\.kt$/, ''), emptyScope()).map((/** @type {any} */ d) => [
        `${d.className}.${d.name}`,
        d,
      ]),
    );
    const pkg = packageOf(f.src);
    const types = declaredTypes(f.src);
    for (const unit of testInventory(f.tree, f.rel, 'test', local)) {
      if (!unit.isTest) continue;
      const cls = pkg ? `${pkg}.${unit.className}` : unit.className;
      const base = {
        class: cls,
        method: unit.name,
        file: f.rel,
        line: unit.line,
        durationMs: stableNumber(`${cls}#${unit.name}`, 1, 40),
      };
      if ([...unit.annotations, ...unit.classAnnotations].some((/** @type {any} */ a) => a.name === 'Ignore')) {
        out.push({ ...base, durationMs: 0, outcome: 'skipped', rule: 'ignored' });
        continue;
      }
      const decl = decls.get(unit.key);
      const body = decl ? f.src.slice(decl.node.start, decl.node.end) : '';
      const start = decl ? decl.node.start : 0;
      const at = (/** @type {number} */ offset) => lineAt(f.src, start + offset);

      /** @type {{ rule: string, line: number, type: string, message: string, frames: string[] } | undefined} */
      let failure;
      const explicit = /(^|[^\w.])(fail|TODO)\s*\(\s*("(?:[^"\\]|\\.)*")?/m.exec(body);
      if (explicit) {
        const text = explicit[3] ? explicit[3].slice(1, -1) : undefined;
        failure =
          explicit[2] === 'TODO'
            ? {
                rule: 'todo',
                line: at(explicit.index + explicit[1].length),
                type: 'kotlin.NotImplementedError',
                message: `An operation is not implemented${text ? `: ${text}` : '.'}`,
                frames: [],
              }
            : {
                rule: 'fail',
                line: at(explicit.index + explicit[1].length),
                type: 'java.lang.AssertionError',
                message: text ?? '',
                frames: ['org.junit.Assert.fail(Assert.java:89)'],
              };
      }
      if (!failure) {
        for (const m of body.matchAll(
          /\bassertEquals\s*\(([^()\n]*)\)|\bassertThat\s*\(([^()\n]*)\)\s*\.\s*isEqualTo\s*\(([^()\n]*)\)/g,
        )) {
          const pair =
            m[1] !== undefined
              ? twoArgs(m[1])
              : [/** @type {string} */ (m[3]).trim(), /** @type {string} */ (m[2]).trim()];
          if (!pair) continue;
          const [expected, actual] = /** @type {[string, string]} */ (pair);
          if (!LITERAL.test(expected) || !LITERAL.test(actual) || expected === actual) continue;
          failure = {
            rule: 'literals-differ',
            line: at(/** @type {number} */ (m.index)),
            ...mismatch(m[1] !== undefined ? 'junit' : 'truth', expected, actual),
          };
          break;
        }
      }
      if (!failure && reachedTrivialHandler(body, types, functions)) {
        const call = firstAppCall(body, functions);
        const callLine = call === undefined ? unit.line : at(call);
        const check = unit.checks.find((/** @type {any} */ c) => c.asserting && c.line >= callLine);
        if (check) {
          const expected = check.args.length ? check.args.map(shown).join(', ') : 'true';
          failure = {
            rule: 'handler-does-nothing',
            line: check.line,
            ...(check.family === 'truth'
              ? {
                  type: 'com.google.common.truth.AssertionErrorWithFacts',
                  message: `expected: ${expected}\nbut was : the state before the call`,
                  frames: ['com.google.common.truth.Subject.failEqualityCheck(Subject.java:1190)'],
                }
              : {
                  type: 'java.lang.AssertionError',
                  message: `expected: ${expected} but was: the state before the call`,
                  frames: ['org.junit.Assert.fail(Assert.java:89)'],
                }),
          };
        }
      }
      if (!failure) {
        out.push({ ...base, outcome: 'pass', rule: 'pass' });
        continue;
      }
      const frames = [...failure.frames, `${cls}.${unit.name}(${simpleFile}:${failure.line})`, ...WORKER_FRAMES];
      const head = failure.message ? `${failure.type}: ${failure.message}` : failure.type;
      out.push({
        ...base,
        outcome: 'fail',
        rule: failure.rule,
        type: failure.type,
        message: head,
        trace: `${head}\n${frames.map((x) => `\tat ${x}`).join('\n')}`,
      });
    }
  }
  return out.sort((a, b) => (a.class < b.class ? -1 : a.class > b.class ? 1 : 0));
}
