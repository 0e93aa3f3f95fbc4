import { named, type Syn, text } from './syntax.js';

/** One argument of a call: `name = value`, positional `value`, or `*spread`. */
export interface Arg {
  name?: string;
  value: Syn;
}

/** One link of a call chain: `.name(args) { lambda }`, a property `.name`, or an index `[i]`. */
export interface ChainLink {
  name: string;
  kind: 'call' | 'property' | 'index';
  args: Arg[];
  lambda?: Syn;
  /** the syntax node that ends with this segment */
  node: Syn;
}

/** `receiver.a(..).b[..].c(..)` flattened: the root expression (if not a plain call) and the links. */
export interface Chain {
  /** the receiver the chain starts from (an identifier, `this`, a literal …), if any */
  root?: Syn;
  segments: ChainLink[];
  node: Syn;
}

/** Node types that continue a chain; a chain's top is a node whose parent is not one of these (as receiver). */
const chainTypes = new Set(['call_expression', 'navigation_expression', 'index_expression']);

export function isChainNode(n: Syn): boolean {
  return chainTypes.has(n.type);
}

/** True when `n` is the outermost node of its chain (not the receiver or callee of a bigger chain). */
export function isChainTop(n: Syn): boolean {
  const p = n.parent;
  if (!p || !chainTypes.has(p.type)) return true;
  return named(p)[0] !== n;
}

export function callArgs(valueArguments: Syn | undefined): Arg[] {
  if (!valueArguments) return [];
  const out: Arg[] = [];
  for (const va of named(valueArguments)) {
    if (va.type !== 'value_argument') continue;
    const kids = va.children.filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment');
    const eq = kids.findIndex((c) => c.type === '=');
    if (eq > 0 && kids[0]?.type === 'identifier') {
      const value = kids.slice(eq + 1).find((c) => c.named);
      if (value) out.push({ name: text(kids[0]), value });
    } else {
      const value = kids.find((c) => c.named);
      if (value) out.push({ value });
    }
  }
  return out;
}

function lambdaOf(n: Syn): Syn | undefined {
  const al = n.children.find((c) => c.type === 'annotated_lambda');
  return al?.children.find((c) => c.type === 'lambda_literal');
}

/** The member name at the end of a navigation expression (`a.b` → b, `a?.b` → b). */
export function memberName(nav: Syn): string | undefined {
  const kids = named(nav);
  const last = kids[kids.length - 1];
  return last && last.type === 'identifier' && kids.length > 1 ? text(last) : undefined;
}

/** Flatten a call/navigation/index expression into its chain. */
export function flattenChain(node: Syn): Chain {
  const segments: ChainLink[] = [];
  let root: Syn | undefined;
  const walk = (n: Syn): void => {
    if (n.type === 'parenthesized_expression') {
      const inner = named(n)[0];
      if (inner) {
        walk(inner);
        return;
      }
    }
    if (n.type === 'call_expression') {
      const kids = named(n);
      const callee = kids[0]!;
      const valueArgs = kids.find((c) => c.type === 'value_arguments');
      const lambda = lambdaOf(n);
      // `f(a) { }` is a call whose callee is the call `f(a)`: merge the trailing lambda into it
      if (callee.type === 'call_expression' && !valueArgs && lambda) {
        walk(callee);
        const last = segments[segments.length - 1];
        if (last && last.kind === 'call' && !last.lambda) {
          last.lambda = lambda;
          last.node = n;
          return;
        }
        segments.push({ name: '()', kind: 'call', args: [], lambda, node: n });
        return;
      }
      let name = '()';
      if (callee.type === 'navigation_expression') {
        const recv = named(callee)[0];
        if (recv) walk(recv);
        name = memberName(callee) ?? '()';
      } else if (callee.type === 'identifier') {
        name = text(callee);
      } else {
        root = callee;
      }
      segments.push({ name, kind: 'call', args: callArgs(valueArgs), lambda, node: n });
      return;
    }
    if (n.type === 'navigation_expression') {
      const kids = named(n);
      if (kids[0]) walk(kids[0]);
      const name = memberName(n);
      if (name) segments.push({ name, kind: 'property', args: [], node: n });
      return;
    }
    if (n.type === 'index_expression') {
      const kids = named(n);
      if (kids[0]) walk(kids[0]);
      segments.push({ name: '[]', kind: 'index', args: kids.slice(1).map((value) => ({ value })), node: n });
      return;
    }
    root = n;
  };
  walk(node);
  return { root, segments, node };
}

/** Statements of a function body or lambda: a block's children, or the single expression. */
export function bodyStatements(body: Syn | undefined): Syn[] {
  if (!body) return [];
  if (body.type === 'function_body') {
    const block = body.children.find((c) => c.type === 'block');
    if (block) return named(block);
    return named(body);
  }
  if (body.type === 'block' || body.type === 'lambda_literal') {
    return named(body).filter((c) => c.type !== 'lambda_parameters');
  }
  return [body];
}

/**
 * tree-sitter-kotlin reads a call with a type argument, `f<T>(x)` or `f<T> { … }`, as the comparisons
 * `(f < T) > (x)`: that shape's callee name, type argument and what follows, else undefined.
 */
export function genericCall(n: Syn): { name: string; typeArg: Syn; rest: Syn } | undefined {
  if (n.type !== 'binary_expression') return undefined;
  const kids = named(n);
  const [left, rest] = [kids[0], kids[kids.length - 1]];
  const op = n.children.find((c) => c.field === 'operator');
  if (!op || text(op) !== '>' || !rest || left?.type !== 'binary_expression') return undefined;
  const [callee, typeArg] = [named(left)[0], named(left)[named(left).length - 1]];
  const lop = left.children.find((c) => c.field === 'operator');
  if (!lop || text(lop) !== '<' || callee?.type !== 'identifier' || !typeArg) return undefined;
  return { name: text(callee), typeArg, rest };
}
