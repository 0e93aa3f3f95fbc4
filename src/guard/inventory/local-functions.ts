import { descendants, named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type FnDecl, functionDecl } from './function-decls.js';

// A function declared inside a test's body (`fun assertHaptic(expected: Type, action: Action) { … }`, then
// `assertHaptic(Type.A, awaitItem())` per item) is a helper of that test: its checks are made where it is
// called, with its parameters bound to the call's arguments, and not where it is declared (a local
// function never called checks nothing). Only one the body calls by name and never refers to otherwise
// (`items.forEach(::check)`): such a body is read where it stands, as before.

/** Whether `decl` is the only place `name` appears in `body` other than as the callee of a call. */
function onlyCalled(body: Syn, decl: Syn, name: string): boolean {
  for (const d of descendants(body)) {
    if (d.type !== 'identifier' || text(d) !== name || (d.start >= decl.start && d.end <= decl.end)) continue;
    const call = d.parent;
    if (call?.type !== 'call_expression' || call.children[0] !== d) return false;
  }
  return true;
}

/** The functions declared in `f`'s body (at any depth, not members of an object in it) that are only ever called. */
export function localFunctions(f: FnDecl, closure: Scope): FnDecl[] {
  if (!f.body || f.node.type !== 'function_declaration') return [];
  const out: FnDecl[] = [];
  for (const d of descendants(f.body)) {
    if (d.type !== 'function_declaration' || d.parent?.type === 'class_body') continue;
    const local = functionDecl(d, f.className, f.classAnnotations);
    if (local?.body && onlyCalled(f.body, d, local.name)) out.push({ ...local, closure });
  }
  return out;
}

/**
 * A helper's parameter redeclared by a `val` of its body that reads it (`val action = assertInstanceOf(T::class.java,
 * action)`): after the declaration the name is the `val`, so it is bound to the initializer read with the parameter.
 * Left as the parameter when the body uses the name before that declaration.
 */
export function bindRedeclaredParams(f: FnDecl, scope: Scope): void {
  if (!f.body) return;
  const nodes = [...descendants(f.body)];
  for (const d of nodes) {
    if (d.type !== 'property_declaration' || !d.children.some((k) => k.type === 'val')) continue;
    const decl = d.children.find((k) => k.type === 'variable_declaration');
    const name = decl && named(decl)[0] ? text(named(decl)[0]!) : undefined;
    const init = d.children.find((k, i) => i > 0 && d.children[i - 1]?.type === '=' && k.named);
    if (!name || !init || !f.params.includes(name) || typeof scope.locals.get(name) !== 'string') continue;
    const usedBefore = nodes.some((u) => u.type === 'identifier' && text(u) === name && u.end <= d.start);
    if (!usedBefore) scope.locals.set(name, normalize(init, scope));
  }
}
