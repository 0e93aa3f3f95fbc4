import { modifiersOf, type Syn } from '../kotlin/syntax.js';
import { adapt, adaptAll, fieldOf, leaf, mk, same, tok, wrap } from './adapt.js';
import { expressionOf } from './adapt-expressions.js';

export { expressionOf };

type DeclarationAdapter = (j: Syn) => Syn[];

/** Declarations and statements: classes, methods, fields, locals, control flow. */
export function declarationOf(j: Syn): Syn[] | undefined {
  return declarations.get(j.type)?.(j);
}

const nameLeaf = (j: Syn): Syn[] => {
  const n = fieldOf(j, 'name');
  return n ? [leaf('identifier', n, 'name')] : [];
};

const classDecl: DeclarationAdapter = (j) => {
  const mods = modifiersOf(j);
  const body = fieldOf(j, 'body');
  return [
    mk('class_declaration', j, [
      ...(mods ? adapt(mods) : []),
      tok('class', j),
      ...nameLeaf(j),
      ...(body ? [classBody(body)] : []),
    ]),
  ];
};

/** A class, interface, enum or annotation body: its members (an enum's after its constants). */
function classBody(j: Syn): Syn {
  const members = j.children.flatMap((c) =>
    c.type === 'enum_body_declarations' ? adaptAll(c.children.filter((k) => k.named)) : c.named ? adapt(c) : [],
  );
  return mk('class_body', j, members);
}

/** `private` as Kotlin's visibility_modifier; annotations as Kotlin's; `static`, `final` … as tokens. */
const modifiers: DeclarationAdapter = (j) => [
  mk(
    'modifiers',
    j,
    j.children.flatMap((c) =>
      c.type === 'private' || c.type === 'public' || c.type === 'protected'
        ? [leaf('visibility_modifier', c)]
        : c.named
          ? adapt(c)
          : [same(c)],
    ),
  ),
];

/** The identifiers of a (possibly qualified) Java name, as Kotlin's user_type. */
function userType(n: Syn): Syn {
  const ids: Syn[] = [];
  const visit = (x: Syn): void => {
    if (x.type === 'identifier' || x.type === 'type_identifier') ids.push(leaf('identifier', x));
    else for (const c of x.children) visit(c);
  };
  visit(n);
  return wrap('user_type', ids.length ? ids : [leaf('identifier', n)]);
}

/** `@A` → annotation(user_type); `@A(x, k = v)` → annotation(constructor_invocation(user_type, value_arguments)). */
const annotation: DeclarationAdapter = (j) => {
  const name = fieldOf(j, 'name');
  const args = fieldOf(j, 'arguments');
  const at = j.children[0]!;
  if (!name) return [mk('annotation', j, [same(at)])];
  if (!args) return [mk('annotation', j, [same(at), userType(name)])];
  const values = args.children.flatMap((c): Syn[] => {
    if (!c.named) return [same(c)];
    if (c.type === 'element_value_pair') {
      const key = fieldOf(c, 'key');
      const value = fieldOf(c, 'value');
      return [
        mk('value_argument', c, [
          ...(key ? [leaf('identifier', key)] : []),
          tok('=', value ?? c),
          ...(value ? adapt(value) : []),
        ]),
      ];
    }
    return [wrap('value_argument', adapt(c))];
  });
  const invocation = wrap('constructor_invocation', [userType(name), mk('value_arguments', args, values)]);
  return [mk('annotation', j, [same(at), invocation])];
};

/** A method or constructor → function_declaration(modifiers, fun, name, function_value_parameters, function_body). */
const method: DeclarationAdapter = (j) => {
  const mods = modifiersOf(j);
  const params = fieldOf(j, 'parameters');
  const body = fieldOf(j, 'body');
  return [
    mk('function_declaration', j, [
      ...(mods ? adapt(mods) : []),
      tok('fun', j),
      ...nameLeaf(j),
      ...(params ? [parameters(params)] : []),
      ...(body ? [mk('function_body', body, [block(body)])] : []),
    ]),
  ];
};

function parameters(j: Syn): Syn {
  const out: Syn[] = [];
  for (const p of j.children) {
    if (p.type !== 'formal_parameter' && p.type !== 'spread_parameter') {
      if (!p.named) out.push(same(p));
      continue;
    }
    const name = fieldOf(p, 'name') ?? p.children.find((c) => c.type === 'variable_declarator')?.children[0];
    if (name) out.push(mk('parameter', p, [leaf('identifier', name)]));
  }
  return mk('function_value_parameters', j, out);
}

/** A block → `{ statements }`. Any statement whose body is a single statement is given that statement. */
export function block(j: Syn): Syn {
  if (j.type !== 'block') return wrap('block', adapt(j));
  return mk('block', j, adaptAll(j.children));
}

/** Whether the variable `name` is written again after its declaration (then it is no Kotlin `val`). */
function reassigned(scope: Syn | null, name: string): boolean {
  if (!scope) return false;
  const t = scope.src.slice(scope.start, scope.end);
  const esc = name.replace(/\$/g, '\\$');
  return new RegExp(
    `(?:\\b${esc}\\s*(?:[-+*/%&|^]|<<|>>>?)?=(?!=)|\\b${esc}\\s*(?:\\+\\+|--)|(?:\\+\\+|--)\\s*${esc}\\b)`,
  ).test(t.replace(new RegExp(`^[^]*?\\b${esc}\\s*=`), ''));
}

/**
 * A field or local with n declarators → n property_declarations: `val` when it is final (a field)
 * or never written again (a local), as Kotlin would declare it, else `var`.
 */
const variables: DeclarationAdapter = (j) => {
  const mods = modifiersOf(j);
  const final = !!mods && /\bfinal\b/.test(mods.src.slice(mods.start, mods.end));
  const local = j.type === 'local_variable_declaration' || j.type === 'resource';
  const inInterface = j.type === 'constant_declaration';
  const declarators = j.type === 'resource' ? [j] : j.children.filter((c) => c.type === 'variable_declarator');
  return declarators.map((d) => {
    const name = fieldOf(d, 'name');
    const value = fieldOf(d, 'value');
    const val = final || inInterface || (local && name && !reassigned(j.parent, text(name)));
    return mk('property_declaration', j, [
      ...(mods ? adapt(mods) : []),
      tok(val ? 'val' : 'var', d),
      ...(name ? [wrap('variable_declaration', [leaf('identifier', name)])] : []),
      ...(value ? [tok('=', value), ...adapt(value)] : []),
    ]);
  });
};

const text = (n: Syn): string => n.src.slice(n.start, n.end);

/** `if (c) a else b` with the condition in field `condition`, as Kotlin's if_expression. */
const ifStatement: DeclarationAdapter = (j) => {
  const cond = fieldOf(j, 'condition');
  const yes = fieldOf(j, 'consequence');
  const no = fieldOf(j, 'alternative');
  const elseTok = j.children.find((c) => c.type === 'else');
  return [
    mk('if_expression', j, [
      tok('if', j),
      ...condition(cond),
      ...(yes ? [branch(yes)] : []),
      ...(no ? [elseTok ? same(elseTok) : tok('else', no), branch(no)] : []),
    ]),
  ];
};

/** A branch or loop body: a block, or the one statement. */
const branch = (j: Syn): Syn => (j.type === 'block' ? block(j) : (adapt(j)[0] ?? tok(';', j)));

function condition(cond: Syn | undefined): Syn[] {
  if (!cond) return [];
  const inner = cond.type === 'parenthesized_expression' ? cond.children.find((c) => c.named) : cond;
  const a = adapt(inner ?? cond)[0];
  return a ? [{ ...a, field: 'condition' }] : [];
}

const loop =
  (type: string): DeclarationAdapter =>
  (j) => {
    const body = fieldOf(j, 'body');
    return [
      mk(type, j, [
        tok(type === 'do_while_statement' ? 'do' : 'while', j),
        ...condition(fieldOf(j, 'condition')),
        ...(body ? [branch(body)] : []),
      ]),
    ];
  };

/**
 * `for (int i = 0; i < xs.size(); i++)` (or `xs.length`, `++i`) as Kotlin writes it, `for (i in xs.indices)`:
 * the header a test converted from Java gets, so the checks in the body keep the same condition.
 */
function indexLoopHeader(j: Syn): Syn[] | undefined {
  const [init, cond, update] = ['init', 'condition', 'update'].map((f) => fieldOf(j, f));
  const declarators =
    init?.type === 'local_variable_declaration' ? init.children.filter((c) => c.type === 'variable_declarator') : [];
  const name = declarators.length === 1 ? fieldOf(declarators[0]!, 'name') : undefined;
  const start = declarators.length === 1 ? fieldOf(declarators[0]!, 'value') : undefined;
  if (
    !name ||
    !start ||
    text(start) !== '0' ||
    cond?.type !== 'binary_expression' ||
    update?.type !== 'update_expression'
  )
    return undefined;
  const [left, right] = [fieldOf(cond, 'left'), fieldOf(cond, 'right')];
  if (fieldOf(cond, 'operator')?.type !== '<' || left?.type !== 'identifier' || text(left) !== text(name))
    return undefined;
  const step = /^(?:\+\+\s*([\w$]+)|([\w$]+)\s*\+\+)$/.exec(text(update));
  if ((step?.[1] ?? step?.[2]) !== text(name)) return undefined;
  const bound =
    right?.type === 'method_invocation' &&
    text(fieldOf(right, 'name') ?? right) === 'size' &&
    /\(\s*\)$/.test(text(right))
      ? fieldOf(right, 'object')
      : right?.type === 'field_access' && text(fieldOf(right, 'field') ?? right) === 'length'
        ? fieldOf(right, 'object')
        : undefined;
  const collection = bound && adapt(bound)[0];
  if (!collection || !right) return undefined;
  // `indices` is not in the Java text: a leaf of its own text, at the bound's line
  const indices: Syn = { ...leaf('identifier', right), src: 'indices', start: 0, end: 7 };
  return [
    wrap('variable_declaration', [leaf('identifier', name)]),
    tok('in', cond),
    mk('navigation_expression', right, [collection, tok('.', right), indices]),
  ];
}

/** `for (init; cond; update) body` → for_statement(header parts…, body); `for (T x : xs)` → for_statement(x, in, xs, body). */
const forStatement: DeclarationAdapter = (j) => {
  const body = fieldOf(j, 'body');
  const header =
    indexLoopHeader(j) ??
    (j.type === 'enhanced_for_statement'
      ? (() => {
          const name = fieldOf(j, 'name');
          const value = fieldOf(j, 'value');
          return [
            ...(name ? [wrap('variable_declaration', [leaf('identifier', name)])] : []),
            ...(value ? [tok('in', value), ...adapt(value)] : []),
          ];
        })()
      : j.children
          .filter((c) => c.named && c !== body && c.type !== 'line_comment' && c.type !== 'block_comment')
          .flatMap(adapt));
  return [mk('for_statement', j, [tok('for', j), ...header, ...(body ? [branch(body)] : [])])];
};

/** The types a catch names, the broadest first: catchType reads the first (Kotlin has one type per catch). */
const breadth = ['Throwable', 'Error', 'AssertionError', 'AssertionFailedError', 'Exception', 'RuntimeException'];
const rank = (t: Syn): number => {
  const i = breadth.indexOf(text(t).split('.').pop() ?? '');
  return i < 0 ? breadth.length : i;
};

/** try (resources) { } catch (A | B e) { } finally { } → try_expression(resources…, block, catch_block…, finally_block). */
const tryStatement: DeclarationAdapter = (j) => {
  const out: Syn[] = [tok('try', j)];
  const resources = fieldOf(j, 'resources');
  if (resources) out.push(...resources.children.filter((c) => c.type === 'resource').flatMap(resource));
  for (const c of j.children) {
    if (c.field === 'body') out.push(block(c));
    else if (c.type === 'catch_clause') out.push(catchClause(c));
    else if (c.type === 'finally_clause') {
      const b = c.children.find((k) => k.type === 'block');
      out.push(mk('finally_block', c, [tok('finally', c), ...(b ? [block(b)] : [])]));
    }
  }
  return [mk('try_expression', j, out)];
};

const resource: DeclarationAdapter = (r) =>
  fieldOf(r, 'value') ? variables(r) : adapt(r.children.find((c) => c.named) ?? r);

function catchClause(c: Syn): Syn {
  const param = c.children.find((k) => k.type === 'catch_formal_parameter');
  const types = param?.children.find((k) => k.type === 'catch_type')?.children.filter((k) => k.named) ?? [];
  const name = param ? fieldOf(param, 'name') : undefined;
  const b = fieldOf(c, 'body');
  return mk('catch_block', c, [
    tok('catch', c),
    ...(name ? [leaf('identifier', name), tok(':', name)] : []),
    ...[...types].sort((a, z) => rank(a) - rank(z)).map(userType),
    ...(b ? [block(b)] : []),
  ]);
}

/** `return x;`, `throw e;`, `break;` → return_expression / throw_expression / jump_expression. */
const jump =
  (type: string): DeclarationAdapter =>
  (j) => [mk(type, j, [same(j.children[0]!), ...adaptAll(j.children.slice(1).filter((c) => c.named))])];

/** `assert c : m;` → the call `assert(c)`, whose failure fails the test (when assertions are on). */
const assertStatement: DeclarationAdapter = (j) => {
  const [cond] = j.children.filter((c) => c.named);
  const kw = j.children[0]!;
  if (!cond) return [mk('assert_statement', j, [])];
  return [
    mk('call_expression', j, [leaf('identifier', kw), wrap('value_arguments', [wrap('value_argument', adapt(cond))])]),
  ];
};

/** A statement that is one expression: the expression. */
const expressionStatement: DeclarationAdapter = (j) => adaptAll(j.children.filter((c) => c.named));

/** `a.b.C` (Java's scoped_identifier) as its identifiers, outermost first: Kotlin's qualified_identifier. */
function pathIdentifiers(j: Syn): Syn[] {
  if (j.type === 'identifier') return [leaf('identifier', j)];
  if (j.type !== 'scoped_identifier') return [];
  const [scope, name] = [fieldOf(j, 'scope'), fieldOf(j, 'name')];
  return [...(scope ? pathIdentifiers(scope) : []), ...(name ? [leaf('identifier', name)] : [])];
}

const qualifiedPath = (j: Syn): Syn[] => {
  const path = j.children.find((c) => c.type === 'scoped_identifier' || c.type === 'identifier');
  return path ? [mk('qualified_identifier', path, pathIdentifiers(path))] : [];
};

/**
 * `package a.b;` and `import [static] a.b.C.member;` as Kotlin's package_header and import: what a
 * name imported by name stands for is read the same in both languages (kotlin/values.ts ConstantTable),
 * so `SPECIAL` under `import static a.Namespace.SPECIAL` is the Kotlin test's `Namespace.SPECIAL`.
 */
const packageDeclaration: DeclarationAdapter = (j) => [
  mk('package_header', j, [tok('package', j), ...qualifiedPath(j)]),
];
const importDeclaration: DeclarationAdapter = (j) => [
  mk('import', j, [
    tok('import', j),
    ...qualifiedPath(j),
    ...(j.children.some((c) => c.type === 'asterisk') ? [tok('*', j)] : []),
  ]),
];

const declarations = new Map<string, DeclarationAdapter>([
  ['package_declaration', packageDeclaration],
  ['import_declaration', importDeclaration],
  ['class_declaration', classDecl],
  ['interface_declaration', classDecl],
  ['enum_declaration', classDecl],
  ['record_declaration', classDecl],
  ['annotation_type_declaration', classDecl],
  ['modifiers', modifiers],
  ['annotation', annotation],
  ['marker_annotation', annotation],
  ['method_declaration', method],
  ['constructor_declaration', method],
  ['compact_constructor_declaration', method],
  ['field_declaration', variables],
  ['constant_declaration', variables],
  ['local_variable_declaration', variables],
  ['block', (j) => [block(j)]],
  ['expression_statement', expressionStatement],
  ['if_statement', ifStatement],
  ['while_statement', loop('while_statement')],
  ['do_statement', loop('do_while_statement')],
  ['for_statement', forStatement],
  ['enhanced_for_statement', forStatement],
  ['try_statement', tryStatement],
  ['try_with_resources_statement', tryStatement],
  ['return_statement', jump('return_expression')],
  ['throw_statement', jump('throw_expression')],
  ['break_statement', jump('jump_expression')],
  ['continue_statement', jump('jump_expression')],
  ['yield_statement', jump('jump_expression')],
  ['assert_statement', assertStatement],
]);
