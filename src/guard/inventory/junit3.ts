import type { Syn } from '../kotlin/syntax.js';
import { classSupertypes, isSubtypeOf } from '../supertypes.js';
import type { FnDecl } from './function-decls.js';

/**
 * JUnit 3's tests: a class extending `junit.framework.TestCase` — directly, through Android's `android.test` cases or
 * lint's `LintDetectorTest` — runs each of its public `test…` methods without parameters, `@Test` or not (JUnit 4
 * runs such a class with its JUnit 3 runner unless `@RunWith` names another). So `@Test` taken off such a method
 * leaves it running, and deleting one deletes a test.
 */

/** The library classes that are JUnit 3 test cases. */
const junit3Cases = [
  'TestCase',
  'LintDetectorTest',
  'AndroidTestCase',
  'InstrumentationTestCase',
  'ActivityInstrumentationTestCase',
  'ActivityInstrumentationTestCase2',
  'ActivityUnitTestCase',
  'ActivityTestCase',
  'ApplicationTestCase',
  'ProviderTestCase2',
  'ServiceTestCase',
  'LoaderTestCase',
  'SingleLaunchActivityTestCase',
];

/** The classes of a test file that are JUnit 3 test cases, by their declared supertypes (through the file's own classes). */
function junit3Classes(root: Syn): Set<string> {
  const supertypes = classSupertypes([root]);
  return new Set([...supertypes.keys()].filter((c) => junit3Cases.some((base) => isSubtypeOf(c, base, supertypes))));
}

const byFile = new WeakMap<Syn, Set<string>>();

/** Whether `f` is a JUnit 3 test: of a JUnit 3 test case, public, named `test…`, no parameters, no other runner. */
export function isJunit3Test(f: FnDecl): boolean {
  if (f.isPrivate || f.params.length > 0 || !/^test[A-Z0-9_]/.test(f.name) || f.node.parent?.type !== 'class_body')
    return false;
  let root = f.node;
  while (root.parent) root = root.parent;
  const classes = byFile.get(root) ?? junit3Classes(root);
  byFile.set(root, classes);
  return classes.has(f.className) && !f.classAnnotations.some((a) => a.name === 'RunWith');
}
