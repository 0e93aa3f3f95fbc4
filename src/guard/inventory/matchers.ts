import {
  assertionParams,
  type ComposeFinderName,
  composeFinders,
  espressoFinders,
  matcherParams,
} from '../compose-api.js';
import { type Arg, type ChainLink, callArgs, flattenChain } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { immutableCollectionBuilders, normalize, type Scope } from '../kotlin/values.js';

// Finders and matchers in canonical form: `onNodeWithText(x, substring = true)` is
// `onNode(hasText(x, substring = true))`, `and`/`or` terms are sorted, flags are bound by name or position.

/** A node matcher in canonical form, as found in `onNode(..)` or implied by `onNodeWith*(..)`. */
export type Matcher =
  | { op: 'and' | 'or'; terms: Matcher[]; key: string }
  | { op: 'not'; term: Matcher; key: string }
  | { op: 'leaf'; fn: string; id?: string; flags: Record<string, string>; rest: string; key: string }
  | { op: 'custom'; text: string; key: string };

export interface Finder {
  family: 'compose' | 'espresso';
  /** `onAllNodes…`: a collection */
  collection: boolean;
  /** a picking selector after a collection (`onFirst()`, `[0]`, `filterToOne`) */
  picked?: string;
  /** its arguments, canonical (`0` of `[0]`, the matcher of `filterToOne(..)`): which node it picks */
  pickedArgs?: string;
  unmerged: string;
  matcher: Matcher;
  /** the other selectors (`onChildren()`, `onParent()` …) */
  path: string[];
  /** Espresso's `inRoot(m)`: the window searched, canonical (`isDialog()`); the default root when absent */
  root?: string;
  key: string;
}

export const FALSE = 'false';

/** Arguments bound to parameter names: named ones by name, positional ones by position; `*name` takes the rest. */
export function bindArgs(args: Arg[], params: readonly string[]): Map<string, Syn[]> {
  const out = new Map<string, Syn[]>();
  let pos = 0;
  for (const a of args) {
    if (a.name) {
      out.set(a.name, [a.value]);
      continue;
    }
    const p = params[pos];
    if (p === undefined) {
      out.set(`#${pos++}`, [a.value]);
      continue;
    }
    const name = p.replace(/^[*-]/, '');
    if (p.startsWith('*')) {
      out.set(name, [...(out.get(name) ?? []), a.value]);
      continue;
    }
    out.set(name, [a.value]);
    pos++;
  }
  return out;
}

export function flagValue(nodes: Syn[] | undefined, scope: Scope): string {
  return nodes?.[0] ? normalize(nodes[0], scope) : FALSE;
}

function leafKey(fn: string, id: string | undefined, flags: Record<string, string>, rest: string): string {
  const f = Object.entries(flags)
    .filter(([, v]) => v !== FALSE)
    .sort()
    .map(([k, v]) => `${k}=${v}`);
  return `${fn}(${[id ?? '', ...f, rest].filter(Boolean).join(',')})`;
}

function leaf(fn: string, args: Arg[], scope: Scope): Matcher {
  const params = matcherParams[fn];
  if (!params) {
    const rest = args.map((a) => (a.name ? `${a.name}=` : '') + normalize(a.value, scope)).join(',');
    return { op: 'leaf', fn, flags: {}, rest, key: `${fn}(${rest})` };
  }
  const bound = bindArgs(args, params);
  const first = params[0]!.replace(/^\*/, '');
  const idNodes = bound.get(first) ?? [];
  const ids = idNodes.map((n) => normalize(n, scope));
  const id = params[0]!.startsWith('*') ? ids.sort().join(',') : ids[0];
  const flags: Record<string, string> = {};
  for (const p of params.slice(1)) flags[p] = flagValue(bound.get(p), scope);
  const rest = [...bound.entries()]
    .filter(([k]) => k.startsWith('#'))
    .map(([, v]) => normalize(v[0]!, scope))
    .join(',');
  return { op: 'leaf', fn, id, flags, rest, key: leafKey(fn, id, flags, rest) };
}

function combine(op: 'and' | 'or', parts: Matcher[]): Matcher {
  const terms: Matcher[] = [];
  for (const p of parts)
    if (p.op === op) terms.push(...p.terms);
    else terms.push(p);
  terms.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { op, terms, key: `(${terms.map((t) => t.key).join(` ${op} `)})` };
}

function not(term: Matcher): Matcher {
  return { op: 'not', term, key: `!${term.key}` };
}

/** The canonical matcher of an expression like `hasText("a") and !hasTestTag(T)`. */
export function buildMatcher(n: Syn, scope: Scope, depth = 0): Matcher {
  const kids = named(n);
  if (n.type === 'parenthesized_expression' && kids[0]) return buildMatcher(kids[0], scope, depth);
  if (n.type === 'infix_expression' && kids.length === 3) {
    const op = text(kids[1]!);
    if (op === 'and' || op === 'or')
      return combine(op, [buildMatcher(kids[0]!, scope, depth), buildMatcher(kids[2]!, scope, depth)]);
  }
  if (n.type === 'prefix_expression' || n.type === 'unary_expression') {
    const opTok = n.children.find((c) => !c.named);
    const arg = kids[kids.length - 1];
    if (opTok && text(opTok) === '!' && arg) return not(buildMatcher(arg, scope, depth));
  }
  if (n.type === 'identifier' && depth < 4) {
    const local = scope.locals.get(text(n));
    if (local && typeof local !== 'string') return buildMatcher(local, scope, depth + 1);
  }
  if (n.type === 'call_expression') {
    const callee = kids[0]!;
    // tree-sitter-kotlin reads `!hasTestTag(x)` as a call of `!hasTestTag`
    if (callee.type === 'unary_expression' || callee.type === 'prefix_expression') {
      const name = named(callee).pop();
      if (name && name.type === 'identifier')
        return not(leaf(text(name), callArgs(kids.find((c) => c.type === 'value_arguments')), scope));
    }
    const chain = flattenChain(n);
    const segs = chain.segments;
    // `a.and(b)` / `a.or(b)` method forms
    const last = segs[segs.length - 1];
    if (last && (last.name === 'and' || last.name === 'or') && segs.length >= 2 && last.args[0]) {
      const recvNode = named(last.node)[0];
      const recv = recvNode && recvNode.type === 'navigation_expression' ? named(recvNode)[0] : undefined;
      if (recv)
        return combine(last.name, [buildMatcher(recv, scope, depth), buildMatcher(last.args[0].value, scope, depth)]);
    }
    if (last && last.name === 'SemanticsMatcher') {
      return { op: 'custom', text: normalize(n, scope), key: `custom${normalize(n, scope)}` };
    }
    const inlined = segs.length === 1 && !matcherParams[last?.name ?? ''] ? scope.matcherHelper?.(n, scope) : undefined;
    if (inlined) return buildMatcher(inlined.expr, inlined.scope, depth + 1);
    if (last && segs.length >= 1 && last.kind === 'call') {
      const prefix = segs
        .slice(0, -1)
        .map((s) => s.name)
        .join('.');
      const fn = prefix?.startsWith('SemanticsMatcher') ? `${prefix}.${last.name}` : last.name;
      // an immutable collection equals the standard one of its items (kotlin/values.ts)
      const std = segs.length === 1 ? immutableCollectionBuilders.get(fn) : undefined;
      return leaf(std ?? fn, last.args, scope);
    }
  }
  const t = normalize(n, scope);
  return { op: 'leaf', fn: '?', flags: {}, rest: t, key: t };
}

export function finderFrom(seg: ChainLink, scope: Scope): Finder | undefined {
  if (espressoFinders.has(seg.name)) {
    const arg = seg.args[0];
    const id = arg ? normalize(arg.value, scope) : '';
    const m: Matcher = { op: 'leaf', fn: seg.name, id, flags: {}, rest: '', key: `${seg.name}(${id})` };
    return { family: 'espresso', collection: false, unmerged: FALSE, matcher: m, path: [], key: m.key };
  }
  const def = composeFinders[seg.name as ComposeFinderName];
  if (!def) return undefined;
  const bound = bindArgs(seg.args, def.params);
  const unmerged = flagValue(bound.get('useUnmergedTree'), scope);
  let matcher: Matcher;
  if (def.matcher === undefined) {
    const m = bound.get('matcher')?.[0];
    matcher = m ? buildMatcher(m, scope) : { op: 'leaf', fn: '?', flags: {}, rest: '', key: '?' };
  } else if (def.matcher === 'isRoot') {
    matcher = { op: 'leaf', fn: 'isRoot', flags: {}, rest: '', key: 'isRoot()' };
  } else {
    // onNodeWithText(x, s, i) is exactly onNode(hasText(x, s, i)): read it as that
    const mParams = matcherParams[def.matcher]!;
    const margs: Arg[] = [];
    const idNode = bound.get(def.params[0]!)?.[0];
    if (idNode) margs.push({ value: idNode });
    for (const p of mParams.slice(1)) {
      const v = bound.get(p)?.[0];
      if (v) margs.push({ name: p, value: v });
    }
    matcher = leaf(def.matcher, margs, scope);
  }
  return { family: 'compose', collection: def.collection, unmerged, matcher, path: [], key: '' };
}

export function finderKey(f: Finder): string {
  const picked = f.picked ? `>${f.picked}(${f.pickedArgs ?? ''})` : '';
  const root = f.root === undefined ? '' : `|inRoot(${f.root})`;
  return `${f.family}|${f.collection ? 'all' : 'one'}${picked}|unmerged=${f.unmerged}|${f.matcher.key}|${f.path.join('.')}${root}`;
}

/** Canonical arguments of an assertion, with known flags bound by position and messages dropped. */
export function opArgs(seg: ChainLink, scope: Scope): string[] {
  const params = assertionParams[seg.name];
  const out: string[] = [];
  if (!params) {
    for (const a of seg.args) out.push((a.name ? `${a.name}=` : '') + argValue(a.value, scope));
  } else {
    const bound = bindArgs(seg.args, params);
    for (const p of params) {
      const name = p.replace(/^[*-]/, '');
      if (p.startsWith('-')) continue; // messages and timeouts do not change what is checked
      const nodes = bound.get(name);
      if (!nodes) continue;
      const vals = nodes.map((v) => argValue(v, scope));
      if (p.startsWith('*')) out.push(...vals.sort());
      else if (p === params[0]) out.push(vals[0]!);
      else out.push(`${name}=${vals[0]}`);
    }
    for (const [k, v] of bound) if (k.startsWith('#')) out.push(argValue(v[0]!, scope));
  }
  if (seg.lambda) out.push(normalize(seg.lambda, scope));
  return out;
}

/** Matcher-shaped arguments are read as matchers, so `and`/`or` order and equivalent finders do not matter. */
export function argValue(n: Syn, scope: Scope): string {
  if (n.type === 'call_expression' || n.type === 'infix_expression') {
    const m = buildMatcher(n, scope);
    if (m.op !== 'leaf' || m.fn !== '?') return m.key;
  }
  return normalize(n, scope);
}
