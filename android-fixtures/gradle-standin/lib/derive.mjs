// @ts-check
/**
 * The fixture build's rules: each androidTest's outcome follows from the source tree, so a genuine
 * fix in app code turns a test green and an unfixed app keeps it red. The rules are documented in
 * ../README.md ("How outcomes are derived"); keep the two in step.
 *
 * The sources are read with droidheal's own Kotlin inventories (dist/guard/inventory): the same
 * reading of finders, assertions, helpers, swallowing regions, tags and handler bodies the guard
 * uses, so the fixture and the guard can never disagree about what a test checks.
 */
import { droidheal } from './project.mjs';

/** @typedef {import('./project.mjs').KotlinFile} KotlinFile */
/**
 * @typedef {{ class: string, method: string, durationMs: number, outcome: 'pass'|'fail'|'ignored',
 *   message?: string, trace?: string }} SuiteTest
 * @typedef {SuiteTest & { file: string, line: number, rule: string }} DerivedTest
 */

/** How the guard's normaliser writes an interpolation inside a string: `"note_${}"`. */
const TEMPLATE = `$\{}`;

/** `"a_${}"` → a regex where each `${}` matches anything. */
function glob(/** @type {string} */ pattern) {
  const parts = pattern.split(TEMPLATE).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

function unquote(/** @type {string} */ v) {
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : undefined;
}

/** Kotlin string template → canonical form: `"pin_$id"` / `"pin_${x.id}"` → `pin_${}`. */
function canonicalTemplate(/** @type {string} */ body) {
  return body.replace(/\$\{[^}]*\}|\$[A-Za-z_]\w*/g, TEMPLATE);
}

/** 1-based line of an offset in a source text. */
export function lineAt(/** @type {string} */ src, /** @type {number} */ offset) {
  let line = 1;
  for (let i = 0; i < offset && i < src.length; i++) if (src.charCodeAt(i) === 10) line++;
  return line;
}

export function packageOf(/** @type {string} */ src) {
  return /^\s*package\s+([\w.]+)/m.exec(src)?.[1];
}

export function stableNumber(/** @type {string} */ s, /** @type {number} */ min, /** @type {number} */ span) {
  let h = 0;
  for (const ch of s) h = (h * 31 + /** @type {number} */ (ch.codePointAt(0))) >>> 0;
  return min + (h % span);
}

/**
 * The tags app code sets: `Modifier.testTag(x)` in main sources, where x is a literal, a constant,
 * a string template (`"note_${note.id}"` sets every `note_…`), a call of an expression function
 * returning a template (`TestTags.pinButton(id)`), or a parameter — which sets the values main code
 * passes to that parameter by name (`tag = TestTags.SORT_NEWEST`).
 */
function appTagPatterns(/** @type {any[]} */ tags, /** @type {KotlinFile[]} */ main, /** @type {any} */ constants) {
  const patterns = new Set();
  for (const t of tags) {
    const resolved = resolveTagValue(t.value, main, constants);
    if (resolved !== undefined) {
      patterns.add(resolved);
      continue;
    }
    if (/^[a-z_]\w*$/.test(t.value)) for (const v of namedArgumentValues(main, t.value, constants)) patterns.add(v);
  }
  return patterns;
}

/** A canonical tag value (literal, template or call of a template function) as a pattern. */
function resolveTagValue(/** @type {string} */ value, /** @type {KotlinFile[]} */ main, /** @type {any} */ constants) {
  const lit = unquote(value);
  if (lit !== undefined) return lit;
  const call = /(?:^|\.)([A-Za-z_]\w*)\s*\(/.exec(value);
  if (call) return templateFunction(main, call[1]);
  const constant = constants.get(value);
  return constant !== undefined ? unquote(constant) : undefined;
}

/** The template an expression function `fun name(…) = "…"` in main code returns. */
function templateFunction(/** @type {KotlinFile[]} */ main, /** @type {string} */ name) {
  const re = new RegExp(`\\bfun\\s+${name}\\s*\\([^)]*\\)\\s*(?::\\s*String\\s*)?=\\s*"((?:[^"\\\\]|\\\\.)*)"`);
  for (const f of main) {
    const m = re.exec(f.src);
    if (m) return canonicalTemplate(m[1]);
  }
  return undefined;
}

/** Values main code passes as the named argument `param = …` (literals and constants). */
function namedArgumentValues(
  /** @type {KotlinFile[]} */ main,
  /** @type {string} */ param,
  /** @type {any} */ constants,
) {
  const out = [];
  const re = new RegExp(`[(,]\\s*${param}\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[A-Za-z_][\\w.]*)`, 'g');
  for (const f of main) {
    for (const m of f.src.matchAll(re)) {
      const lit = unquote(m[1]);
      if (lit !== undefined) out.push(canonicalTemplate(lit));
      else {
        const c = constants.get(m[1]);
        const v = c !== undefined ? unquote(c) : undefined;
        if (v !== undefined) out.push(v);
      }
    }
  }
  return out;
}

/** The first tag a matcher requires that app code does not set (undefined: every required tag is set). */
function missingTag(/** @type {any} */ m, /** @type {(v: string) => boolean} */ isSet) {
  switch (m.op) {
    case 'leaf':
      return m.fn === 'hasTestTag' && m.id !== undefined && !isSet(m.id) ? m.id : undefined;
    case 'and':
      for (const t of m.terms) {
        const miss = missingTag(t, isSet);
        if (miss !== undefined) return miss;
      }
      return undefined;
    case 'or': {
      const misses = m.terms.map((/** @type {any} */ t) => missingTag(t, isSet));
      return misses.every((/** @type {any} */ x) => x !== undefined) ? misses[0] : undefined;
    }
    default:
      return undefined; // `not(…)` and custom matchers are not evaluated
  }
}

const NOT_FOUND = "Reason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = '%s')";

/** What Compose says when an assertion or action meets no node. */
function notFoundMessage(/** @type {any} */ check, /** @type {string} */ tag) {
  const reason = NOT_FOUND.replace('%s', tag);
  if (check.op === 'assertExists') return `Failed: assertExists.\n${reason}`;
  if (check.op === 'assertCountEquals')
    return `Failed to assert count of nodes.\nReason: Expected '${check.args[0]}' nodes but found '0' nodes that satisfy: (TestTag = '${tag}')`;
  if (check.op === 'assertTextEquals')
    return `Failed to assert the following: (Text + EditableText = [${check.args.map((/** @type {string} */ a) => unquote(a) ?? a).join(', ')}])\n${reason}`;
  if (check.op === 'performClick') return `Failed to inject touch input.\n${reason}`;
  if (check.op === 'performTextInput' || check.op === 'performTextClearance')
    return `Failed to perform text input.\n${reason}`;
  if (check.op.startsWith('perform')) return `Failed to perform ${check.op.slice('perform'.length)}.\n${reason}`;
  return `Failed to assert the following: (${check.op})\n${reason}`;
}

const COMPOSE_FRAMES = [
  'androidx.compose.ui.test.SemanticsNodeInteraction.fetchOneOrThrow(SemanticsNodeInteraction.kt:178)',
  'androidx.compose.ui.test.SemanticsNodeInteraction.fetchOneOrThrow$default(SemanticsNodeInteraction.kt:150)',
  'androidx.compose.ui.test.SemanticsNodeInteraction.fetchSemanticsNode(SemanticsNodeInteraction.kt:84)',
];

/** The exception, message and library frames of a check that fails because its handler does nothing. */
function effectFailure(/** @type {any} */ check) {
  if (check.family === 'wait') {
    // Compose's default timeout is 1 s
    const ms = Number(/timeoutMillis\s*=\s*([\d_]+)/.exec(check.text)?.[1]?.replace(/_/g, '') ?? 1000);
    return {
      type: 'androidx.compose.ui.test.ComposeTimeoutException',
      message: `Condition still not satisfied after ${ms} ms`,
      frames: ['androidx.compose.ui.test.ComposeUiTestKt.waitUntil(ComposeUiTest.kt:412)'],
    };
  }
  if (check.family === 'compose')
    return {
      type: 'java.lang.AssertionError',
      message: `Failed to assert the following: (${check.op})\nSemantics of the node: unchanged after the action`,
      frames: ['androidx.compose.ui.test.SemanticsNodeInteraction.assert(SemanticsNodeInteraction.kt:312)'],
    };
  const expected = check.args.length ? check.args.join(', ') : 'true';
  return {
    type: 'java.lang.AssertionError',
    message: `expected: ${expected}\nbut was : the state before the action`,
    frames:
      check.family === 'truth'
        ? ['com.google.common.truth.Subject.failEqualityCheck(Subject.java:1190)']
        : ['org.junit.Assert.fail(Assert.java:89)', 'org.junit.Assert.assertEquals(Assert.java:146)'],
  };
}

/**
 * Derive the suite from the sources: one entry per `@Test` function of the androidTest source set,
 * sorted by class then source order, with outcome, message and a trace whose frames point at the
 * real lines. Returns the tests with the rule that decided each (for logs and the fixture's tests).
 * @param {import('./project.mjs').Project} project
 * @returns {Promise<DerivedTest[]>}
 */
export async function deriveSuite(project) {
  const [{ ConstantTable, emptyScope }, { appInventory }, { testInventory, functionsOf }, { RUNNER_FRAMES }] =
    await Promise.all([
      droidheal('guard/kotlin/values.js'),
      droidheal('guard/inventory/app.js'),
      droidheal('guard/inventory/tests.js'),
      droidheal('virtual/instrument/traces.js'),
    ]);
  const main = await project.kotlinFiles('main');
  const tests = await project.kotlinFiles('androidTest');
  const constants = new ConstantTable();
  for (const f of [...main, ...tests]) constants.addFile(f.tree, f.rel);

  // --- the app: tags it sets, bodies that do nothing ---
  const { tags, functions } = appFunctions(main, constants, ConstantTable, appInventory);
  const patterns = appTagPatterns(tags, main, constants);
  const isSet = (/** @type {string} */ id) => {
    const value = resolveTagValue(id, main, constants);
    if (value === undefined) return false; // a tag the build cannot resolve is not found
    // an app template covers the literals it can produce; a test-side template needs the same template
    for (const p of patterns) if (p === value || glob(p).test(value)) return true;
    return false;
  };

  // --- helpers shared across test files (robots, finders), followed one level like the guard ---
  const external = { decls: new Map(), missing: new Set() };
  for (const f of tests)
    for (const d of functionsOf(f.tree, '\u0000external', emptyScope()))
      if (!external.decls.has(d.name)) external.decls.set(d.name, { ...d, file: f });

  /** @type {DerivedTest[]} */
  const out = [];
  for (const f of tests) {
    const local = new ConstantTable(constants);
    local.addFile(f.tree, f.rel);
    const units = testInventory(f.tree, f.rel, 'androidTest', local, undefined, external);
    const decls = new Map(
      functionsOf(f.tree, f.rel.split('/').pop().replace(/\.kt$/, ''), emptyScope()).map((/** @type {any} */ d) => [
        `${d.className}.${d.name}`,
        d,
      ]),
    );
    const pkg = packageOf(f.src);
    const simpleFile = f.rel.split('/').pop();
    const receiverTypes = declaredTypes(f.src);
    for (const unit of units) {
      if (!unit.isTest || f.rel.includes('/testing/')) continue;
      const cls = pkg ? `${pkg}.${unit.className}` : unit.className;
      const base = {
        class: cls,
        method: unit.name,
        durationMs: stableNumber(`${cls}#${unit.name}`, 60, 200),
        file: f.rel,
        line: unit.line,
      };
      if ([...unit.annotations, ...unit.classAnnotations].some((a) => a.name === 'Ignore')) {
        out.push({ ...base, durationMs: 0, outcome: 'ignored', rule: 'ignored' });
        continue;
      }
      const decl = decls.get(unit.key);
      const fnText = decl ? f.src.slice(decl.node.start, decl.node.end) : '';
      const fnStart = decl ? decl.node.start : 0;

      // where each check runs: its own line, or the line of the helper call it came from
      const callLine = (/** @type {string} */ helper) => {
        const m = new RegExp(`(^|[^\\w])${helper}\\s*\\(`).exec(fnText);
        return m ? lineAt(f.src, fnStart + m.index + m[1].length) : unit.line;
      };
      const ordered = unit.checks
        .map((/** @type {any} */ c, /** @type {number} */ i) => ({ c, i, at: c.via ? callLine(c.via) : c.line }))
        .sort((/** @type {any} */ a, /** @type {any} */ b) => a.at - b.at || a.i - b.i);

      // handlers the test reaches: references and calls in it, its helpers, @Before and initialisers
      const reach = [fnText];
      for (const d of decls.values()) {
        if (d.className !== unit.className || d === decl) continue;
        const isSetup = /@Before\b/.test(f.src.slice(d.node.start, d.node.end)) || d.name.startsWith('<property');
        if (isSetup || unit.helperCalls.includes(d.name)) reach.push(f.src.slice(d.node.start, d.node.end));
      }
      for (const h of unit.helperCalls) {
        const ext = external.decls.get(h);
        if (ext && !decls.has(`${unit.className}.${h}`)) reach.push(ext.file.src.slice(ext.node.start, ext.node.end));
      }
      const trivialHandler = reachedTrivialHandler(reach.join('\n'), receiverTypes, functions);
      // a direct call of an app function in the test body acts like a click: the handler runs there
      const directCall = firstAppCall(fnText, functions);
      const directLine = directCall === undefined ? Infinity : lineAt(f.src, fnStart + directCall);

      const swallowed = new Set();
      for (const s of unit.swallows) {
        for (const c of s.checks)
          swallowed.add(`${c.line}|${c.text}|${s.strong || s.kind === 'runCatching' ? 'all' : 'wait'}`);
      }
      const isSwallowed = (/** @type {any} */ c, /** @type {string} */ kind) =>
        swallowed.has(`${c.line}|${c.text}|all`) || (kind === 'wait' && swallowed.has(`${c.line}|${c.text}|wait`));

      let acted = false;
      /** @type {{ rule: string, at: number, c: any, type: string, message: string, frames: string[] } | undefined} */
      let failure;
      for (const { c, at } of ordered) {
        if (at >= directLine) acted = true;
        if (c.family === 'compose' && c.finder) {
          const miss = missingTag(c.finder.matcher, isSet);
          if (miss !== undefined && failsWithoutNode(c)) {
            const tag = resolveTagValue(miss, main, constants) ?? miss;
            if (!isSwallowed(c, 'assert')) {
              failure = {
                rule: 'tag-not-set',
                at,
                c,
                type: 'java.lang.AssertionError',
                message: notFoundMessage(c, tag),
                frames: COMPOSE_FRAMES,
              };
              break;
            }
            continue;
          }
        }
        if (c.action) {
          acted = true;
          continue;
        }
        if (acted && trivialHandler && (c.asserting || c.family === 'wait')) {
          const e = effectFailure(c);
          if (!isSwallowed(c, c.family === 'wait' ? 'wait' : 'assert')) {
            failure = { rule: 'handler-does-nothing', at, c, ...e };
            break;
          }
        }
      }
      if (!failure) {
        out.push({ ...base, outcome: 'pass', rule: unit.checks.some((c) => c.asserting) ? 'pass' : 'no-assertions' });
        continue;
      }
      const testFrame = `${cls}.${unit.name}(${simpleFile}:${failure.at})`;
      const helperFrames = [];
      if (failure.c.via) {
        const ext = external.decls.get(failure.c.via);
        const own = decls.get(`${unit.className}.${failure.c.via}`);
        if (own) helperFrames.push(`${cls}.${failure.c.via}(${simpleFile}:${failure.c.line})`);
        else if (ext) {
          const extFile = ext.file.rel.split('/').pop();
          const extPkg = packageOf(ext.file.src);
          const owner = `${extPkg ? `${extPkg}.` : ''}${extFile.replace(/\.kt$/, '')}Kt`;
          helperFrames.push(`${owner}.${failure.c.via}(${extFile}:${failure.c.line})`);
        }
      }
      const frames = [...failure.frames, ...helperFrames, testFrame, ...RUNNER_FRAMES].map((x) => `\tat ${x}`);
      out.push({
        ...base,
        outcome: 'fail',
        rule: failure.rule,
        message: failure.message.split('\n', 1)[0],
        trace: `${failure.type}: ${failure.message}\n${frames.join('\n')}`,
      });
    }
  }
  return out.sort((a, b) => (a.class < b.class ? -1 : a.class > b.class ? 1 : 0));
}

/**
 * What app code offers a test: the tags it sets and its member functions by name, each with its owner
 * and, when the guard reads its body as doing nothing, why (`{}`, `TODO()`, a constant, …).
 * @returns {{ tags: any[], functions: Map<string, Array<{ owner: string, trivial?: string }>> }}
 */
export function appFunctions(
  /** @type {KotlinFile[]} */ main,
  /** @type {any} */ constants,
  /** @type {any} */ ConstantTable,
  /** @type {any} */ appInventory,
) {
  const tags = [];
  /** @type {Map<string, Array<{ owner: string, trivial?: string }>>} */
  const functions = new Map();
  for (const f of main) {
    const local = new ConstantTable(constants);
    local.addFile(f.tree, f.rel);
    const inv = appInventory(f.tree, f.rel, local);
    tags.push(...inv.tags);
    for (const b of inv.bodies) {
      const m = /^([\w$]+)\.([\w$]+)\/\d+$/.exec(b.key); // members only, not lambdas (`…>callee.param#n`)
      if (!m) continue;
      const list = functions.get(m[2]) ?? [];
      list.push({ owner: m[1], trivial: b.trivial });
      functions.set(m[2], list);
    }
  }
  return { tags, functions };
}

/** Whether a check fails when its finder meets no node (Compose is lazy: a bare finder does not). */
function failsWithoutNode(/** @type {any} */ c) {
  if (!c.asserting && !c.action) return false;
  if (c.op === 'assertDoesNotExist') return false;
  if (c.finder.collection && !c.finder.picked) {
    if (c.op === 'assertCountEquals') return c.args[0] !== '0';
    return c.op === 'assertAny' || c.op.startsWith('perform');
  }
  return true;
}

/** `val x = Type(…)`, `val x: Type`, `x: Type` (parameters) in a test file: receiver → type. */
export function declaredTypes(/** @type {string} */ src) {
  const types = new Map();
  for (const m of src.matchAll(/\b(?:val|var)\s+(\w+)\s*(?::\s*([A-Z]\w*))?\s*(?:=\s*([A-Z]\w*)\s*\()?/g)) {
    const t = m[2] ?? m[3];
    if (t && !types.has(m[1])) types.set(m[1], t);
  }
  for (const m of src.matchAll(/[(,]\s*(\w+)\s*:\s*([A-Z]\w*)/g)) if (!types.has(m[1])) types.set(m[1], m[2]);
  return types;
}

/**
 * Whether code wires (`x::fn`, `Type::fn`) or calls as a statement (`x.fn(…)`) an app function
 * whose body is trivial; the owner is matched when the receiver's declared type is known.
 */
export function reachedTrivialHandler(
  /** @type {string} */ code,
  /** @type {Map<string, string>} */ types,
  /** @type {Map<string, Array<{ owner: string, trivial?: string }>>} */ functions,
) {
  // a handler is wired (`x::fn`) or called as a statement of its own (`x.fn(…)` on its line)
  const refs = [...code.matchAll(/(\w+)\s*::\s*(\w+)/g), ...code.matchAll(/^\s*(\w+)\s*\.\s*(\w+)\s*\(/gm)];
  for (const m of refs) {
    const candidates = functions.get(m[2]);
    if (!candidates) continue;
    const owner = /^[A-Z]/.test(m[1]) ? m[1] : types.get(m[1]);
    const hit = candidates.filter((c) => owner === undefined || c.owner === owner);
    if (hit.some((c) => c.trivial)) return true;
  }
  return false;
}

/** Offset of the first statement `x.fn(…)` in a test body whose fn is an app function, if any. */
export function firstAppCall(/** @type {string} */ code, /** @type {Map<string, unknown>} */ functions) {
  for (const m of code.matchAll(/^(\s*)(\w+)\s*\.\s*(\w+)\s*\(/gm)) {
    if (functions.has(m[3]) && m[2] !== 'composeTestRule') return m.index + m[1].length;
  }
  return undefined;
}
