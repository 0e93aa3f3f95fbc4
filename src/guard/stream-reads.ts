/**
 * Values read through a new accessor: a member the change turned from a plain value into a stream
 * (`var optedIn: Boolean` → `val optedIn: Flow<Boolean>`) is read by the migrated tests as the
 * stream's current value (`prefs.optedIn` → `prefs.optedIn.first()`). The base test sources read it
 * the same way before anything is compared, so the same check on the migrated member is the same
 * check, and a changed expectation or a dropped check is still seen. Only members whose declaration
 * the change itself rewrote from a plain type to a stream type qualify: a test that starts reading
 * `.first()` of some other value is compared as written.
 */

const streamType = /^(?:Mutable)?(?:StateFlow|SharedFlow|Flow|LiveData)\s*</;
const streamInit = /^(?:MutableStateFlow|MutableSharedFlow|MutableLiveData|flowOf|flow|stateFlow)\b/;
/** `val|var name: Type` or `val|var name = init`, members and locals alike (a local shadows nothing here: only changed declarations count). */
const property = /\b(?:val|var)\s+([A-Za-z_]\w*)\s*(?::\s*([^=\n{]+?))?\s*(?:=\s*([^\n]+))?$/gm;

const codeOnly = (src: string) =>
  src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"/g, (m) => (m.startsWith('"') ? '""' : ''));

/** Per declared property name: whether some declaration is a stream, and whether some is plain. */
function propertyKinds(sources: Iterable<string>): Map<string, { stream: boolean; plain: boolean }> {
  const out = new Map<string, { stream: boolean; plain: boolean }>();
  for (const src of sources)
    for (const m of codeOnly(src).matchAll(property)) {
      const [, name, type, init] = m;
      const stream = type ? streamType.test(type.trim()) : init !== undefined && streamInit.test(init.trim());
      const k = out.get(name!) ?? { stream: false, plain: false };
      if (stream) k.stream = true;
      else if (type) k.plain = true;
      out.set(name!, k);
    }
  return out;
}

/**
 * Members declared with a plain type in the change's base files and, in its head files, as a stream
 * and never with a plain type (a stream of the same name elsewhere in the base — another class's — does not matter).
 */
export function membersMadeStreams(base: Map<string, string>, head: Map<string, string>): Set<string> {
  const b = propertyKinds(base.values()),
    h = propertyKinds(head.values());
  const out = new Set<string>();
  for (const [name, k] of h) {
    const was = b.get(name);
    if (k.stream && !k.plain && was?.plain) out.add(name);
  }
  return out;
}

/**
 * A member read (`.name`) that is not already a stream read, a call, an assignment to it, or the
 * receiver of a call (`.name.test { … }`, `.name.collect(…)`: a stream used as one).
 */
const plainRead = (name: string) =>
  new RegExp(`(?<=\\.)${name}\\b(?!\\s*(?:\\.(?:value|getOrAwaitValue)\\b|\\.\\w+\\s*[({]|\\(|[-+*/]?=(?!=)))`, 'g');

/**
 * The base test sources with each plain read of a member that became a stream read as its current
 * value (`.first()`, the form `kotlin/values.ts` gives every current-value read); string literals untouched.
 */
export function readAsStreams(
  base: Map<string, string>,
  members: ReadonlySet<string>,
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  if (members.size === 0) return out;
  for (const [p, src] of base) {
    if (!isTest(p)) continue;
    let s = src;
    for (const name of members) {
      const re = plainRead(name);
      s = s
        .split(/("(?:\\.|[^"\\\n])*")/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(re, `${name}.first()`)))
        .join('');
    }
    if (s !== src) out.set(p, s);
  }
  return out;
}
