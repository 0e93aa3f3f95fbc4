import {
  assertionParams,
  assumptions,
  type ComposeFinderName,
  composeFinders,
  espressoFinders,
  isAction,
  matcherParams,
  nonAsserting,
  pickingSelectors,
  plainAssertions,
  plainNoOps,
  selectors,
  waits,
} from '../compose-api.js';
import { type Arg, callArgs, flattenChain, type Segment } from '../kotlin/calls.js';
import { codeText, named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { assertkAssertion, canonicalAssertion } from './assertion-forms.js';

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
  unmerged: string;
  matcher: Matcher;
  /** the other selectors (`onChildren()`, `onParent()` …) */
  path: string[];
  key: string;
}

export interface Check {
  family: 'compose' | 'truth' | 'junit' | 'espresso' | 'wait';
  finder?: Finder;
  /** canonical subject: the finder, the Truth subject, or the checked value */
  subject: string;
  /** the terminal call (`assertIsDisplayed`, `containsExactly.inOrder`, '' for a bare finder or `assertThat(x)`) */
  op: string;
  /** canonical arguments of the terminal call(s), flags included as `name=value` */
  args: string[];
  asserting: boolean;
  action: boolean;
  /** compact source text, for messages */
  text: string;
  line: number;
  /** the helper function it came from, when inlined */
  via?: string;
  /** the conditions and loops it runs under (`if(x)`, `else(x)`, `for(n in xs)`), canonical */
  guards?: string[];
  sig: string;
}

/** A chain's segment with the scope its arguments must be read in (helpers have their own). */
interface ScopedSegment {
  seg: Segment;
  scope: Scope;
}

/** One-line display text of a node, comments left out (a comment is no change). */
export function compact(n: Syn): string {
  const t = codeText(n)
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s*\.\s*/g, '.');
  return t.length > 160 ? `${t.slice(0, 157)}...` : t;
}

const FALSE = 'false';

/** Arguments bound to parameter names: named ones by name, positional ones by position; `*name` takes the rest. */
function bindArgs(args: Arg[], params: readonly string[]): Map<string, Syn[]> {
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

function flagValue(nodes: Syn[] | undefined, scope: Scope): string {
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
    if (last && segs.length >= 1 && last.kind === 'call') {
      const prefix = segs
        .slice(0, -1)
        .map((s) => s.name)
        .join('.');
      const fn = prefix?.startsWith('SemanticsMatcher') ? `${prefix}.${last.name}` : last.name;
      return leaf(fn, last.args, scope);
    }
  }
  const t = normalize(n, scope);
  return { op: 'leaf', fn: '?', flags: {}, rest: t, key: t };
}

function finderFrom(seg: Segment, scope: Scope): Finder | undefined {
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

function finderKey(f: Finder): string {
  return `${f.family}|${f.collection ? 'all' : 'one'}${f.picked ? `>${f.picked}` : ''}|unmerged=${f.unmerged}|${f.matcher.key}|${f.path.join('.')}`;
}

/** Canonical arguments of an assertion, with known flags bound by position and messages dropped. */
function opArgs(seg: Segment, scope: Scope): string[] {
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
function argValue(n: Syn, scope: Scope): string {
  if (n.type === 'call_expression' || n.type === 'infix_expression') {
    const m = buildMatcher(n, scope);
    if (m.op !== 'leaf' || m.fn !== '?') return m.key;
  }
  return normalize(n, scope);
}

function makeCheck(raw: Omit<Check, 'sig'>): Check {
  const c = raw.family === 'truth' ? { ...raw, ...canonicalAssertion(raw) } : raw;
  const sig = `${c.family}|${c.subject}|${c.op}|${c.args.join('\u0001')}`;
  return { ...c, sig };
}

/** A Truth-shaped check of a file that asserts with assertk, read in assertk's meaning (`containsExactly` is ordered). */
export function inAssertkDialect(c: Check): Check {
  if (c.family !== 'truth') return c;
  const { op } = assertkAssertion(c);
  if (op === c.op) return c;
  const re = makeCheck({ ...c, op });
  return c.guards?.length ? { ...re, sig: `${re.sig}|when:${c.guards.join('&&')}` } : re;
}

export interface ChainReading {
  checks: Check[];
  assume?: { sig: string; text: string; line: number };
  /** a call of a function declared in the same file (followed one level) */
  helperCall?: { name: string; args: Arg[] };
  /** a `runCatching { }` whose failure is not rethrown */
  runCatching?: Syn;
}

export interface HelperLookup {
  /** the expression a same-file helper returns when it is a single expression, with its scope for the call */
  expressionOf(name: string, args: Arg[], callerScope: Scope): { expr: Syn; scope: Scope } | undefined;
  isHelper(name: string): boolean;
  /** names of helpers called before an assertion but declared in no file read so far */
  missing?: Set<string>;
}

/** Expand a chain: a root bound to a local `val`, or a first call to a finder-returning helper. */
function expandChain(node: Syn, scope: Scope, helpers: HelperLookup, depth = 0): ScopedSegment[] {
  const chain = flattenChain(node);
  let segs: ScopedSegment[] = chain.segments.map((seg) => ({ seg, scope }));
  if (depth > 3) return segs;
  if (chain.root && chain.root.type === 'identifier') {
    const local = scope.locals.get(text(chain.root));
    if (
      local &&
      typeof local !== 'string' &&
      (local.type === 'call_expression' || local.type === 'navigation_expression' || local.type === 'index_expression')
    ) {
      segs = [...expandChain(local, scope, helpers, depth + 1), ...segs];
    }
  }
  const first = segs[0];
  if (
    first &&
    first.seg.kind === 'call' &&
    helpers.isHelper(first.seg.name) &&
    !composeFinders[first.seg.name as ComposeFinderName]
  ) {
    const body = helpers.expressionOf(first.seg.name, first.seg.args, first.scope);
    if (
      body &&
      (body.expr.type === 'call_expression' ||
        body.expr.type === 'index_expression' ||
        body.expr.type === 'navigation_expression')
    ) {
      const inner = expandChain(body.expr, body.scope, helpers, depth + 1);
      if (inner.some((s) => composeFinders[s.seg.name as ComposeFinderName] || espressoFinders.has(s.seg.name))) {
        segs = [...inner, ...segs.slice(1)];
      }
    }
  }
  return segs;
}

/** Read one chain (the top of a call/navigation expression) into the checks it makes. */
export function readChain(node: Syn, scope: Scope, helpers: HelperLookup): ChainReading {
  const segs = expandChain(node, scope, helpers);
  const line = node.line;
  const txt = compact(node);
  const names = segs.map((s) => s.seg.name);

  // Compose and Espresso: finder, selectors, then operations on the node(s)
  const fi = segs.findIndex(
    (s) =>
      s.seg.kind === 'call' && (composeFinders[s.seg.name as ComposeFinderName] || espressoFinders.has(s.seg.name)),
  );
  if (fi >= 0) {
    const fs = segs[fi]!;
    const finder = finderFrom(fs.seg, fs.scope);
    if (finder) {
      let i = fi + 1;
      for (; i < segs.length && selectors.has(segs[i]!.seg.name); i++) {
        const s = segs[i]!;
        const label = s.seg.name === '[]' || s.seg.name === 'get' ? '[]' : s.seg.name;
        if (finder.collection && !finder.picked && pickingSelectors.has(s.seg.name)) finder.picked = label;
        else finder.path.push(`${label}(${opArgs(s.seg, s.scope).join(',')})`);
      }
      finder.key = finderKey(finder);
      const checks: Check[] = [];
      // a check made after an action in the same chain is about the state the action led to
      let actions = 0;
      for (; i < segs.length; i++) {
        const s = segs[i]!;
        if (s.seg.kind !== 'call') break;
        const op = s.seg.name;
        const subject = actions ? `${finder.key}@${actions}` : finder.key;
        const espressoOp = finder.family === 'espresso' && (op === 'check' || op === 'perform');
        const asserting = espressoOp || ((op.startsWith('assert') || isAction(op)) && !nonAsserting.has(op));
        const action = isAction(op) || (finder.family === 'espresso' && op === 'perform');
        checks.push(
          makeCheck({
            family: finder.family,
            finder,
            subject,
            op,
            args: opArgs(s.seg, s.scope),
            asserting,
            action,
            text: txt,
            line,
          }),
        );
        if (action) actions++;
        if (!asserting) break;
      }
      if (checks.length === 0) {
        checks.push(
          makeCheck({
            family: finder.family,
            finder,
            subject: finder.key,
            op: '',
            args: [],
            asserting: false,
            action: false,
            text: txt,
            line,
          }),
        );
      }
      return { checks };
    }
  }

  // `rule.someHelper(..).assertX()`: a finder helper declared in another file, to be looked up
  const firstCall = segs[0];
  if (
    firstCall &&
    firstCall.seg.kind === 'call' &&
    !helpers.isHelper(firstCall.seg.name) &&
    segs.slice(1).some((s) => s.seg.name.startsWith('assert') || isAction(s.seg.name))
  ) {
    if (/^[a-z]\w*$/.test(firstCall.seg.name)) helpers.missing?.add(firstCall.seg.name);
  }

  // waits are assertions: a timeout fails the test
  const wi = segs.findIndex((s) => s.seg.kind === 'call' && waits.has(s.seg.name));
  if (wi >= 0) {
    const s = segs[wi]!;
    const args = opArgs(s.seg, s.scope);
    // a node wait's matcher is its finder: widening it widens the wait
    const m =
      s.seg.name === 'waitUntil'
        ? undefined
        : (s.seg.args.find((a) => a.name === 'matcher') ?? s.seg.args.find((a) => !a.name))?.value;
    const matcher = m ? buildMatcher(m, s.scope) : undefined;
    const finder: Finder | undefined = matcher
      ? { family: 'compose', collection: true, unmerged: FALSE, matcher, path: [], key: '' }
      : undefined;
    if (finder) finder.key = finderKey(finder);
    return {
      checks: [
        makeCheck({
          family: 'wait',
          finder,
          subject: finder?.key ?? '',
          op: s.seg.name,
          args: finder ? args.slice(1) : args,
          asserting: true,
          action: false,
          text: txt,
          line,
        }),
      ],
    };
  }

  // Truth: assertThat(x).<proposition>, assertWithMessage(m).that(x).<proposition>
  const ti = segs.findIndex(
    (s) =>
      s.seg.kind === 'call' &&
      ((s.seg.name === 'assertThat' && s.seg.args.length === 1) ||
        (s.seg.name === 'that' &&
          s.seg.args.length >= 1 &&
          segs.some((o) => o.seg.name === 'assertWithMessage' || o.seg.name === 'expect'))),
  );
  if (ti >= 0) {
    const s = segs[ti]!;
    const subject = normalize(s.seg.args[0]!.value, s.scope);
    const props = segs.slice(ti + 1).filter((p) => p.seg.kind === 'call');
    const op = props.map((p) => p.seg.name).join('.');
    const args = props.flatMap((p) => opArgs(p.seg, p.scope));
    return {
      checks: [
        makeCheck({ family: 'truth', subject, op, args, asserting: props.length > 0, action: false, text: txt, line }),
      ],
    };
  }

  // JUnit, kotlin.test, Hamcrest assertThat(x, m), check/require: a single plain call
  const calls = segs.filter((s) => s.seg.kind === 'call');
  if (calls.length === 1) {
    const s = calls[0]!;
    const name = s.seg.name;
    if (helpers.isHelper(name)) return { checks: [], helperCall: { name, args: s.seg.args } };
    if (plainAssertions.has(name) || plainNoOps.has(name) || (name.startsWith('assert') && segs.length <= 2)) {
      return { checks: [plainCheck(name, s.seg.args, s.seg.lambda, undefined, s.scope, txt, line)] };
    }
    if (assumptions.has(name)) {
      return { checks: [], assume: { sig: `${name}(${opArgs(s.seg, s.scope).join(',')})`, text: txt, line } };
    }
  }
  if (names.includes('runCatching') || names[0] === 'runCatching') {
    const rc = segs.find((s) => s.seg.name === 'runCatching');
    const rethrows = names.some((n) => n === 'getOrThrow');
    if (rc?.seg.lambda && !rethrows) return { checks: [], runCatching: rc.seg.lambda };
  }
  const first = segs[0];
  if (first && first.seg.kind === 'call' && helpers.isHelper(first.seg.name)) {
    return { checks: [], helperCall: { name: first.seg.name, args: first.seg.args } };
  }
  // `robot.saveNote()`: a helper in another test file may assert; look it up like a finder helper
  const isStatement = ['block', 'lambda_literal', 'statements', 'function_body'].includes(node.parent?.type ?? '');
  if (
    isStatement &&
    calls.length === 1 &&
    segs.length <= 2 &&
    first &&
    /^[a-z]\w*$/.test(calls[0]!.seg.name) &&
    !notHelpers.has(calls[0]!.seg.name)
  ) {
    helpers.missing?.add(calls[0]!.seg.name);
  }
  return { checks: [] };
}

const valueOps: Record<string, string> = {
  assertTrue: 'isTrue',
  assertFalse: 'isFalse',
  assertNull: 'isNull',
  assertNotNull: 'isNotNull',
  check: 'isTrue',
  require: 'isTrue',
  checkNotNull: 'isNotNull',
  requireNotNull: 'isNotNull',
  assert: 'assert',
};
const equalityOps: Record<string, string> = {
  assertEquals: 'isEqualTo',
  assertNotEquals: 'isNotEqualTo',
  assertSame: 'isSameInstanceAs',
  assertNotSame: 'isNotSameInstanceAs',
  assertArrayEquals: 'containsExactly.inOrder',
  assertContentEquals: 'containsExactly.inOrder',
};
const lambdaOps = new Set(['assertFails', 'assertFailsWith', 'assertThrows', 'expect']);

/**
 * A plain assertion call read into the same shape as Truth's (`assertEquals(e, a)` is
 * `assertThat(a).isEqualTo(e)`), so switching between JUnit, kotlin.test and Truth is not a change.
 * Messages are dropped: they do not change what is checked.
 */
export function plainCheck(
  name: string,
  args: Arg[],
  lambda: Syn | undefined,
  typeArg: string | undefined,
  scope: Scope,
  txt: string,
  line: number,
): Check {
  const isMessage = (a: Arg) => a.name === 'message' || a.name === 'lazyMessage';
  const pos = args.filter((a) => !isMessage(a));
  const isString = (a: Arg | undefined) => a?.value.type === 'string_literal';
  const n = (a: Arg) => normalize(a.value, scope);
  if (lambdaOps.has(name)) {
    const body = lambda ?? pos.find((a) => a.value.type === 'lambda_literal')?.value;
    const rest = pos.filter((a) => a.value !== body).map(n);
    return makeCheck({
      family: 'junit',
      subject: body ? normalize(body, scope) : '',
      op: name,
      args: [...(typeArg ? [`<${typeArg}>`] : []), ...rest],
      asserting: true,
      action: false,
      text: txt,
      line,
    });
  }
  const valueOp = valueOps[name];
  if (valueOp) {
    const named = pos.find((a) => a.name === 'actual' || a.name === 'condition' || a.name === 'value');
    const unnamed = pos.filter((a) => !a.name);
    // JUnit puts the message first, kotlin.test last: the message is the string literal
    const subj =
      named ?? (unnamed.length >= 2 ? (unnamed.find((a) => !isString(a)) ?? unnamed[unnamed.length - 1]) : unnamed[0]);
    if (subj && !lambda) {
      return makeCheck({
        family: 'truth',
        subject: n(subj),
        op: valueOp,
        args: [],
        asserting: valueOp !== 'assert',
        action: false,
        text: txt,
        line,
      });
    }
  }
  const eqOp = equalityOps[name];
  if (eqOp) {
    const byName = (k: string) => pos.find((a) => a.name === k);
    const unnamed = pos.filter((a) => !a.name);
    let expected = byName('expected'),
      actual = byName('actual');
    const rest: Arg[] = [];
    if (!expected || !actual) {
      // JUnit: (message, expected, actual[, delta]); kotlin.test: (expected, actual[, message])
      const list =
        unnamed.length >= 3 && isString(unnamed[0]) && !isString(unnamed[2])
          ? unnamed.slice(1)
          : unnamed.length === 3 && isString(unnamed[2])
            ? unnamed.slice(0, 2)
            : unnamed;
      expected ??= list[0];
      actual ??= list[1];
      rest.push(...list.slice(2));
    }
    for (const a of pos) if (a.name && a.name !== 'expected' && a.name !== 'actual') rest.push(a);
    if (expected && actual) {
      const extra = rest.map((a) => (a.name ? `${a.name}=` : 'tolerance=') + n(a));
      return makeCheck({
        family: 'truth',
        subject: n(actual),
        op: eqOp,
        args: [n(expected), ...extra],
        asserting: true,
        action: false,
        text: txt,
        line,
      });
    }
  }
  if (name === 'assertThat' && pos.length >= 2) {
    const list = pos.length === 3 && isString(pos[0]) ? pos.slice(1) : pos;
    return makeCheck({
      family: 'truth',
      subject: n(list[0]!),
      op: 'that',
      args: list.slice(1).map((a) => argValue(a.value, scope)),
      asserting: true,
      action: false,
      text: txt,
      line,
    });
  }
  const all = pos.map(n);
  if (lambda) all.push(normalize(lambda, scope));
  return makeCheck({
    family: 'junit',
    subject: all.length === 1 ? all[0]! : '',
    op: name,
    args: all,
    asserting: !plainNoOps.has(name),
    action: false,
    text: txt,
    line,
  });
}

/**
 * tree-sitter-kotlin reads `assertFailsWith<T> { … }` as `(assertFailsWith < T) > { … }`;
 * read that shape back as the generic call it is.
 */
export function readGenericCall(n: Syn, scope: Scope): Check | undefined {
  if (n.type !== 'binary_expression') return undefined;
  const kids = named(n);
  const op = n.children.find((c) => c.field === 'operator');
  const left = kids[0],
    right = kids[kids.length - 1];
  if (!op || text(op) !== '>' || !left || !right || left.type !== 'binary_expression') return undefined;
  const lk = named(left);
  const lop = left.children.find((c) => c.field === 'operator');
  const callee = lk[0],
    typeArg = lk[lk.length - 1];
  if (!lop || text(lop) !== '<' || !callee || callee.type !== 'identifier' || !typeArg) return undefined;
  const name = text(callee);
  if (!plainAssertions.has(name) && !name.startsWith('assert')) return undefined;
  const lambda = right.type === 'lambda_literal' ? right : undefined;
  const args: Arg[] = right.type === 'parenthesized_expression' && named(right)[0] ? [{ value: named(right)[0]! }] : [];
  return plainCheck(name, args, lambda, text(typeArg), scope, compact(n), n.line);
}

/** Calls that are Kotlin, Compose or JUnit plumbing, never test helpers worth looking up. */
const notHelpers = new Set([
  'setContent',
  'runOnIdle',
  'runOnUiThread',
  'waitForIdle',
  'awaitIdle',
  'with',
  'apply',
  'also',
  'let',
  'run',
  'repeat',
  'listOf',
  'mapOf',
  'setOf',
  'mutableListOf',
  'println',
  'print',
  'require',
  'check',
  'error',
  'lazy',
  'remember',
  'advanceTimeBy',
  'advanceUntilIdle',
  'runTest',
  'runBlocking',
  'launch',
  'delay',
  'collect',
  'first',
  'emit',
  'forEach',
  'map',
  'filter',
  'onNodeWithTag',
  'onNodeWithText',
  'onNode',
  'onRoot',
  'mainClock',
  'registerIdlingResource',
  'unregisterIdlingResource',
  'createComposeRule',
  'createAndroidComposeRule',
  'createEmptyComposeRule',
  'runComposeUiTest',
  'runAndroidComposeUiTest',
  'performClick',
]);
