import { escapeRe } from '../code-only.js';
import { descendants, named, type Syn, text } from '../kotlin/syntax.js';

/**
 * Where a test's values come from when a test class field points at a fake: the fields' classes
 * (`private val repo = FakeRepo()`, or assigned in a set-up function) and the members of classes
 * that always hold one constant (`override val current: User? = null`, `get() = null`,
 * `MutableStateFlow(null)`, a constructor default the call leaves out). An assertion reading
 * `repo.current` of such a fake compares that constant — `assertEquals(repo.current, vm.state.value)`
 * is `null == null` when the view model reads the same fake — so a change that makes a checked value
 * such a constant changes what the check checks (rules/tests.ts).
 */

/** `Class.member` → the constant it always holds; `Class.member()` for a constructor default. */
export type MemberConstants = Map<string, string>;

const literalTypes = new Set(['number_literal', 'character_literal']);

/** A literal value (`null`, `false`, `0`, `""`, `emptyList()`) as its text; undefined otherwise. */
function literal(n: Syn | undefined): string | undefined {
  if (!n) return undefined;
  if (literalTypes.has(n.type)) return text(n);
  if (n.type === 'string_literal') return n.children.some((c) => c.type === 'interpolation') ? undefined : text(n);
  if (n.type === 'identifier' && /^(null|true|false)$/.test(text(n))) return text(n);
  if (n.type === 'call_expression') {
    const callee = n.children[0];
    const args = n.children.find((c) => c.type === 'value_arguments');
    const values = args ? named(args) : [];
    const name = callee?.type === 'identifier' ? text(callee) : '';
    if (/^(emptyList|emptySet|emptyMap|emptyFlow|listOf|setOf|mapOf)$/.test(name) && values.length === 0)
      return `${name}()`;
  }
  return undefined;
}

/** A holder created with a constant (`MutableStateFlow(null)`): its current value, read as `.first()`. */
function heldLiteral(n: Syn | undefined): string | undefined {
  if (n?.type !== 'call_expression') return undefined;
  const callee = n.children[0];
  const args = n.children.find((c) => c.type === 'value_arguments');
  const values = args ? named(args) : [];
  if (callee?.type !== 'identifier' || !/^(MutableStateFlow|MutableLiveData|mutableStateOf)$/.test(text(callee)))
    return undefined;
  return values.length === 1 ? literal(named(values[0]!)[0]) : undefined;
}

const nameOf = (n: Syn) => {
  const nm = n.children.find((k) => k.field === 'name') ?? n.children.find((k) => k.type === 'identifier');
  return nm ? text(nm) : undefined;
};

/** The members of a side's classes that always hold one constant. */
export function memberConstants(trees: Iterable<Syn>, into: MemberConstants = new Map()): MemberConstants {
  for (const root of trees)
    for (const c of descendants(root)) {
      if (c.type !== 'class_declaration' && c.type !== 'object_declaration') continue;
      const cls = nameOf(c);
      if (!cls) continue;
      const params = c.children
        .find((k) => k.type === 'primary_constructor')
        ?.children.find((k) => k.type === 'class_parameters');
      for (const p of params ? named(params) : []) {
        // a `var` can be set by the test: only a `val` always holds its default
        if (p.type !== 'class_parameter' || !p.children.some((k) => k.type === 'val')) continue;
        const eq = p.children.findIndex((k) => k.type === '=');
        const v = eq >= 0 ? literal(p.children.slice(eq + 1).find((k) => k.named)) : undefined;
        const member = p.children.find((k) => k.type === 'identifier');
        if (v !== undefined && member) into.set(`${cls}.${text(member)}()`, v);
      }
      const body = c.children.find((k) => k.type === 'class_body');
      const bodyText = body ? text(body) : '';
      for (const p of body ? named(body) : []) {
        if (p.type !== 'property_declaration' || !p.children.some((k) => k.type === 'val')) continue;
        const decl = p.children.find((k) => k.type === 'variable_declaration');
        const member = decl && named(decl)[0];
        if (!member) continue;
        const eq = p.children.findIndex((k) => k.type === '=');
        const getter = p.children.find((k) => k.type === 'getter')?.children.find((k) => k.type === 'function_body');
        const init = eq >= 0 ? p.children.slice(eq + 1).find((k) => k.named) : undefined;
        const value = init ? literal(init) : getter ? literal(named(getter)[0]) : undefined;
        if (value !== undefined) into.set(`${cls}.${text(member)}`, value);
        const held = heldLiteral(init);
        if (held !== undefined && !setsHolder(bodyText, text(member))) into.set(`${cls}.${text(member)}.first()`, held);
      }
    }
  return into;
}

/** Whether code sets a holder's value (`x.value = …`, `x.emit(…)`, `x.update {…}`). */
export function setsHolder(code: string, holder: string): boolean {
  return new RegExp(
    `\\b${escapeRe(holder)}\\s*(?:\\.\\s*value\\s*=[^=]|\\.\\s*(?:emit|tryEmit|update|postValue|setValue)\\b)`,
  ).test(code);
}

/** The class a field is built from, and whether the constructor call passed any argument. */
interface FieldSource {
  ctor: string;
  noArgs: boolean;
}

function constructed(n: Syn | undefined): FieldSource | undefined {
  if (n?.type !== 'call_expression') return undefined;
  const callee = n.children[0];
  if (callee?.type !== 'identifier' || !/^[A-Z]/.test(text(callee))) return undefined;
  const args = n.children.find((c) => c.type === 'value_arguments');
  return { ctor: text(callee), noArgs: !args || named(args).length === 0 };
}

/**
 * The fields of each class of a test file built by a constructor call: at their declaration, or
 * assigned in one of the class's functions (a set-up). A field built from two classes is left out.
 */
export function fieldSources(root: Syn): Map<string, Map<string, FieldSource>> {
  const out = new Map<string, Map<string, FieldSource>>();
  for (const c of descendants(root)) {
    if (c.type !== 'class_declaration' && c.type !== 'object_declaration') continue;
    const cls = nameOf(c);
    const body = c.children.find((k) => k.type === 'class_body');
    if (!cls || !body) continue;
    const declared = new Set<string>();
    for (const p of named(body)) {
      const decl =
        p.type === 'property_declaration' ? p.children.find((k) => k.type === 'variable_declaration') : undefined;
      const name = decl && named(decl)[0];
      if (name) declared.add(text(name));
    }
    const fields = new Map<string, FieldSource | null>();
    const note = (name: string, src: FieldSource | undefined) => {
      const was = fields.get(name);
      if (!src || (was !== undefined && (was === null || was.ctor !== src.ctor))) fields.set(name, null);
      else fields.set(name, src);
    };
    for (const p of named(body)) {
      if (p.type === 'property_declaration') {
        const decl = p.children.find((k) => k.type === 'variable_declaration');
        const name = decl && named(decl)[0];
        const eq = p.children.findIndex((k) => k.type === '=');
        if (name && eq >= 0) note(text(name), constructed(p.children.slice(eq + 1).find((k) => k.named)));
      } else if (p.type === 'function_declaration') {
        for (const a of descendants(p)) {
          if (a.type !== 'assignment') continue;
          const left = a.children.find((k) => k.field === 'left');
          const right = a.children.find((k) => k.field === 'right');
          const target =
            left?.type === 'identifier'
              ? text(left)
              : left?.type === 'navigation_expression' && left.children[0]?.type === 'this_expression'
                ? text(named(left).pop()!)
                : undefined;
          if (target && declared.has(target)) note(target, constructed(right));
        }
      }
    }
    const known = new Map<string, FieldSource>();
    for (const [k, v] of fields) if (v) known.set(k, v);
    if (known.size) out.set(cls, known);
  }
  return out;
}

/**
 * The reads of a fake's constant in canonical values (`repo.current`, `repo.state.first()`), each as
 * `repo.current = null (FakeRepo.current)`: what the checked value now always is.
 */
export function constantReads(
  values: string[],
  fields: Map<string, FieldSource> | undefined,
  members: MemberConstants,
): string[] {
  if (!fields?.size || !members.size) return [];
  const out: string[] = [];
  for (const [field, src] of fields) {
    const re = new RegExp(`(?<![\\w.$])${escapeRe(field)}\\.(\\w+)(\\.first\\(\\))?(?![\\w(])`, 'g');
    for (const v of values)
      for (const m of v.matchAll(re)) {
        const key = `${src.ctor}.${m[1]}`;
        const value =
          (m[2] ? members.get(`${key}.first()`) : undefined) ??
          members.get(key) ??
          (src.noArgs ? members.get(`${key}()`) : undefined);
        if (value !== undefined) out.push(`${m[0]} = ${value} (${key})`);
      }
  }
  return [...new Set(out)].sort();
}
