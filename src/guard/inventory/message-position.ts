import { type Syn, text } from '../kotlin/syntax.js';

/**
 * Where a one-value check's message stands, which the library decides, not the argument's look: JUnit 4 and 3
 * (`org.junit.Assert`, `junit.framework`) put it first — `assertTrue(String message, boolean condition)` — and
 * kotlin.test, JUnit 5 and TestNG last — `assertTrue(actual, message)`. With two arguments and no string literal
 * among them (`assertTrue(tooLong(n), s.length <= 200)`), only the library says which one is checked; read wrongly,
 * the message is taken for the subject and the condition can be weakened unseen.
 */
export type MessageAt = 'first' | 'last';

const libraries: Array<[RegExp, MessageAt]> = [
  [/^org\.junit\.Assert$/, 'first'],
  [/^junit\.framework\.(?:Assert|TestCase)$/, 'first'],
  [/^org\.testng\.AssertJUnit$/, 'first'],
  [/^kotlin\.test$/, 'last'],
  [/^org\.junit\.jupiter\.api\.Assertions$/, 'last'],
  [/^org\.testng\.Assert$/, 'last'],
];

const libraryOf = (owner: string): MessageAt | undefined => libraries.find(([re]) => re.test(owner))?.[1];

/** The file's imports as written (`org.junit.Assert.*`, `kotlin.test.assertTrue`), per tree. */
const importsByRoot = new WeakMap<Syn, string[]>();

function importsOf(n: Syn): string[] {
  let root = n;
  while (root.parent) root = root.parent;
  let out = importsByRoot.get(root);
  if (!out) {
    out = root.children
      .filter((c) => c.type === 'import')
      .map((c) =>
        text(c)
          .replace(/^import\s+(?:static\s+)?|\s+as\s+\w+\s*$|;\s*$/g, '')
          .replace(/\s+/g, ''),
      );
    importsByRoot.set(root, out);
  }
  return out;
}

/** The one answer the imports give for `matches` (an import path), or none when they give none or disagree. */
function agreed(imports: string[], owners: (path: string) => string | undefined): MessageAt | undefined {
  const found = new Set(
    imports
      .map(owners)
      .filter((o): o is string => !!o)
      .map(libraryOf),
  );
  found.delete(undefined);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * The message's place in the call `name(…)` at `call` (a call expression): by its receiver (`Assert.assertTrue`,
 * `org.junit.Assert.assertTrue`) resolved through the imports, or, called bare, by the import that brings `name` in
 * (`org.junit.Assert.assertTrue`, `org.junit.Assert.*`, `kotlin.test.*`). Unknown when nothing says.
 */
export function messagePosition(call: Syn, name: string): MessageAt | undefined {
  const callee = call.children[0];
  if (!callee) return undefined;
  const written = text(callee).replace(/\s+/g, '');
  const imports = importsOf(call);
  if (written === name)
    return agreed(imports, (p) =>
      p.endsWith(`.${name}`) || p.endsWith('.*') ? p.slice(0, p.lastIndexOf('.')) : undefined,
    );
  if (!written.endsWith(`.${name}`)) return undefined;
  const receiver = written.slice(0, -name.length - 1);
  if (receiver.includes('.')) return libraryOf(receiver);
  // `import org.junit.Assert`, or the class named through an import of its members (`org.junit.Assert.*`)
  return agreed(imports, (p) => {
    if (p.endsWith(`.${receiver}`)) return p;
    const at = p.indexOf(`.${receiver}.`);
    return at >= 0 ? p.slice(0, at + receiver.length + 1) : undefined;
  });
}
