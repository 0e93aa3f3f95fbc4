import type { Syn } from '../kotlin/syntax.js';
import { adapt, adaptAll, fieldOf, leaf, mk, same, tok, wrap } from './adapt.js';

type ExpressionAdapter = (j: Syn) => Syn[];

/** Expressions: calls, member reads, literals, lambdas, operators. */
export function expressionOf(j: Syn): Syn[] | undefined {
  return expressions.get(j.type)?.(j);
}

const one = (j: Syn | undefined): Syn | undefined => (j ? adapt(j)[0] : undefined);

/** `recv.name` (or `name` alone) as Kotlin's callee: a navigation_expression, or the identifier. */
function member(j: Syn, recv: Syn | undefined, name: Syn, op = '.'): Syn {
  const id = leaf('identifier', name);
  const r = recv ? one(recv) : undefined;
  if (!r) return id;
  const dot = j.children.find((c) => c.type === op) ?? tok(op, name);
  return { ...wrap('navigation_expression', [r, op === '.' ? same(dot) : tok(op, dot), id]) };
}

/** `(a, b, () -> x)` → value_arguments(a, b) and the lambda apart: Kotlin's trailing lambda. */
function callArguments(args: Syn): { values: Syn; lambda?: Syn } {
  const kids = args.children;
  const named = kids.filter((c) => c.named && c.type !== 'line_comment' && c.type !== 'block_comment');
  const last = named[named.length - 1];
  const lambda = last?.type === 'lambda_expression' ? last : undefined;
  const out: Syn[] = [];
  for (const c of kids) {
    if (c === lambda) continue;
    if (!c.named || c.type === 'line_comment' || c.type === 'block_comment') out.push(same(c));
    else out.push(wrap('value_argument', adapt(c)));
  }
  const values = mk('value_arguments', args, out);
  return lambda ? { values, lambda: wrap('annotated_lambda', adapt(lambda)) } : { values };
}

/** A call with its arguments, as the Kotlin grammar nests it: `f(a) { }` is a call of the call `f(a)`. */
function call(j: Syn, callee: Syn, args: Syn | undefined): Syn {
  if (!args) return mk('call_expression', j, [callee]);
  const { values, lambda } = callArguments(args);
  if (!lambda) return mk('call_expression', j, [callee, values]);
  const hasValues = values.children.some((c) => c.type === 'value_argument');
  if (!hasValues) return mk('call_expression', j, [callee, lambda]);
  return mk('call_expression', j, [{ ...wrap('call_expression', [callee, values]) }, lambda]);
}

const methodInvocation: ExpressionAdapter = (j) => {
  const name = fieldOf(j, 'name');
  if (!name) return [mk(j.type, j, adaptAll(j.children))];
  return [call(j, member(j, fieldOf(j, 'object'), name), fieldOf(j, 'arguments'))];
};

/** The class a type names, as an expression: `Foo`, `a.Foo` (type arguments left out). */
function typeExpression(t: Syn): Syn {
  if (t.type === 'generic_type')
    return typeExpression(t.children.find((c) => c.named && c.type !== 'type_arguments') ?? t);
  if (t.type === 'scoped_type_identifier') {
    const parts = t.children.filter((c) => c.named);
    const last = parts[parts.length - 1]!;
    return parts.length > 1
      ? wrap('navigation_expression', [typeExpression(parts[0]!), tok('.', last), leaf('identifier', last)])
      : leaf('identifier', last);
  }
  return leaf('identifier', t);
}

/** `new Foo(a)` → the call `Foo(a)`; `new Foo() { … }` → object_literal(user_type, class_body). */
const objectCreation: ExpressionAdapter = (j) => {
  const type = fieldOf(j, 'type');
  const body = j.children.find((c) => c.type === 'class_body');
  const callee = type ? typeExpression(type) : tok('?', j);
  if (body) {
    const members = body.children.filter((c) => c.named).flatMap(adapt);
    return [mk('object_literal', j, [tok('object', j), wrap('user_type', [callee]), mk('class_body', body, members)])];
  }
  return [call(j, callee, fieldOf(j, 'arguments'))];
};

/** `(a, b) -> { … }` / `x -> e` → lambda_literal(lambda_parameters, ->, statements). */
const lambda: ExpressionAdapter = (j) => {
  const params = fieldOf(j, 'parameters');
  const body = fieldOf(j, 'body');
  const names: Syn[] = [];
  const visit = (p: Syn): void => {
    if (p.type === 'identifier') names.push(wrap('variable_declaration', [leaf('identifier', p)]));
    else if (p.type === 'formal_parameter') {
      const n = fieldOf(p, 'name');
      if (n) names.push(wrap('variable_declaration', [leaf('identifier', n)]));
    } else for (const c of p.children) visit(c);
  };
  if (params) visit(params);
  const statements = body ? (body.type === 'block' ? adaptAll(body.children.filter((c) => c.named)) : adapt(body)) : [];
  const arrow = j.children.find((c) => c.type === '->');
  return [
    mk('lambda_literal', j, [
      tok('{', j),
      ...(names.length ? [wrap('lambda_parameters', names)] : []),
      ...(arrow ? [same(arrow)] : []),
      ...statements,
      { ...tok('}', j), start: j.end, end: j.end },
    ]),
  ];
};

/** `a.b` and `a.b.C` (a qualified name) → navigation_expression. */
const fieldAccess: ExpressionAdapter = (j) => {
  const obj = fieldOf(j, 'object') ?? fieldOf(j, 'scope');
  const name = fieldOf(j, 'field') ?? fieldOf(j, 'name');
  if (!name) return [mk(j.type, j, adaptAll(j.children))];
  return [{ ...member(j, obj, name), start: j.start, end: j.end }];
};

/** `Foo.class` → `Foo::class`; `Foo::bar` → `Foo::bar`, the reference an app handler is given as. */
const classLiteral: ExpressionAdapter = (j) => {
  const [type] = j.children.filter((c) => c.named);
  const kw = j.children.find((c) => c.type === 'class');
  if (!type || !kw) return [mk(j.type, j, adaptAll(j.children))];
  return [mk('navigation_expression', j, [typeExpression(type), tok('::', kw), leaf('identifier', kw)])];
};

const methodReference: ExpressionAdapter = (j) => {
  const parts = j.children.filter((c) => c.named);
  const name = j.children[j.children.length - 1]!;
  const recv = parts[0];
  if (!recv || recv === name) return [mk('callable_reference', j, adaptAll(j.children))];
  const r =
    recv.type === 'type_identifier' || recv.type === 'generic_type' || recv.type === 'scoped_type_identifier'
      ? typeExpression(recv)
      : one(recv);
  const colons = j.children.find((c) => c.type === '::') ?? tok('::', name);
  return [mk('navigation_expression', j, [...(r ? [r] : []), same(colons), leaf('identifier', name)])];
};

const withFields =
  (type: string, rename: Record<string, string> = {}): ExpressionAdapter =>
  (j) => [
    mk(
      type,
      j,
      j.children.flatMap((c) => {
        const field = c.field ? (rename[c.field] ?? c.field) : null;
        if (!c.named) return [same(c, field)];
        return adapt(c).map((a) => ({ ...a, field }));
      }),
    ),
  ];

/** `c ? a : b` → `if (c) a else b`. */
const ternary: ExpressionAdapter = (j) => {
  const cond = fieldOf(j, 'condition');
  const yes = one(fieldOf(j, 'consequence'));
  const no = one(fieldOf(j, 'alternative'));
  const c = one(cond);
  return [
    mk('if_expression', j, [
      tok('if', j),
      ...(c ? [{ ...c, field: 'condition' }] : []),
      ...(yes ? [yes] : []),
      ...(no ? [tok('else', no), no] : []),
    ]),
  ];
};

/** `(T) x` → `x as T`. */
const cast: ExpressionAdapter = (j) => {
  const value = one(fieldOf(j, 'value'));
  const type = fieldOf(j, 'type');
  return [
    mk('as_expression', j, [
      ...(value ? [{ ...value, field: 'left' }] : []),
      ...(type ? [{ ...typeExpression(type), field: 'right' }] : []),
    ]),
  ];
};

const arrayAccess: ExpressionAdapter = (j) => {
  const array = one(fieldOf(j, 'array'));
  const index = one(fieldOf(j, 'index'));
  return [mk('index_expression', j, [...(array ? [array] : []), ...(index ? [index] : [])])];
};

/** A string's parts as Kotlin's: `string_fragment` is `string_content`; escapes kept. */
const stringLiteral: ExpressionAdapter = (j) => [
  mk(
    'string_literal',
    j,
    j.children.map((c) =>
      c.type === 'string_fragment' || c.type === 'multiline_string_fragment' ? leaf('string_content', c) : same(c),
    ),
  ),
];

/** The operands of `a + b + c` (left-associative), or undefined when `j` is no `+`. */
function plusOperands(j: Syn): Syn[] | undefined {
  if (j.type !== 'binary_expression' || fieldOf(j, 'operator')?.type !== '+') return undefined;
  const left = fieldOf(j, 'left');
  const right = fieldOf(j, 'right');
  if (!left || !right) return undefined;
  return [...(plusOperands(left) ?? [left]), right];
}

/**
 * `"Saved " + n + " items"` is the template `"Saved ${n} items"`: a string first makes every `+` after it
 * a concatenation. Read as Kotlin's string_literal with interpolations, so a message built so stays a
 * message, and a value spliced in is resolved as a template's is.
 */
const binary: ExpressionAdapter = (j) => {
  const parts = plusOperands(j);
  if (!parts || parts[0]!.type !== 'string_literal') return withFields('binary_expression')(j);
  const children = parts.flatMap((p): Syn[] => {
    if (p.type === 'string_literal') return stringLiteral(p)[0]!.children.filter((c) => c.named);
    const inner = adapt(p);
    return inner.length ? [wrap('interpolation', inner)] : [];
  });
  return [mk('string_literal', j, children)];
};

/** `{a, b}` / `new T[]{a, b}` → collection_literal(a, b). */
const arrayInitializer: ExpressionAdapter = (j) => {
  const init = j.type === 'array_initializer' ? j : j.children.find((c) => c.type === 'array_initializer');
  if (!init) return [mk(j.type, j, adaptAll(j.children))];
  return [mk('collection_literal', j, adaptAll(init.children.filter((c) => c.named)))];
};

const scalar =
  (type: string): ExpressionAdapter =>
  (j) => [leaf(type, j)];

const expressions = new Map<string, ExpressionAdapter>([
  ['method_invocation', methodInvocation],
  ['object_creation_expression', objectCreation],
  ['lambda_expression', lambda],
  ['field_access', fieldAccess],
  ['scoped_identifier', fieldAccess],
  ['class_literal', classLiteral],
  ['method_reference', methodReference],
  ['binary_expression', binary],
  ['unary_expression', withFields('unary_expression', { operand: 'argument' })],
  ['update_expression', withFields('unary_expression', { operand: 'argument' })],
  ['assignment_expression', withFields('assignment')],
  ['parenthesized_expression', withFields('parenthesized_expression')],
  ['ternary_expression', ternary],
  ['cast_expression', cast],
  ['array_access', arrayAccess],
  ['array_creation_expression', arrayInitializer],
  ['array_initializer', arrayInitializer],
  ['string_literal', stringLiteral],
  ['identifier', scalar('identifier')],
  ['type_identifier', scalar('identifier')],
  ['this', scalar('this_expression')],
  ['super', scalar('super_expression')],
  ['true', scalar('identifier')],
  ['false', scalar('identifier')],
  ['null_literal', scalar('identifier')],
  ['character_literal', scalar('character_literal')],
  ['decimal_integer_literal', scalar('number_literal')],
  ['hex_integer_literal', scalar('number_literal')],
  ['octal_integer_literal', scalar('number_literal')],
  ['binary_integer_literal', scalar('number_literal')],
  ['decimal_floating_point_literal', scalar('number_literal')],
  ['hex_floating_point_literal', scalar('number_literal')],
]);
