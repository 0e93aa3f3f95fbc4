import { descendants, named, type Syn, text } from './syntax.js';

// A test may collect a flow into a list (`backgroundScope.launch { flow.toList(items) }`,
// `flow.onEach { items.add(it) }.launchIn(…)`, `launch { flow.collect { items += it } }`) and check the
// list's last item: the newest value the flow emitted, which for a state stream is the value it holds —
// the same read as `flow.value` or `getOrAwaitValue()` (kotlin/values.ts reads those as `flow.first()`).
// Only `.last()` of a list filled by exactly one flow in the same function is read so; any other item
// (`items[0]`, `items.first()`) is compared as written.

/** Calls whose lambda sees each item of the flow they are called on. */
const perItem = new Set(['collect', 'onEach', 'collectLatest']);

/** The nearest enclosing function (its body is where the list is filled). */
function enclosingFunction(n: Syn): Syn | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'function_declaration') return p;
  return undefined;
}

/** `list.add(it)` / `list += it` on `name`, with `it` (or the lambda's one parameter) the item. */
function addsItemTo(lambda: Syn, name: string): boolean {
  const params = lambda.children.find((c) => c.type === 'lambda_parameters');
  const item = params ? text(params).trim() : 'it';
  const body = named(lambda).filter((c) => c !== params);
  if (body.length !== 1) return false;
  const t = text(body[0]!).replace(/\s+/g, '');
  return t === `${name}.add(${item})` || t === `${name}+=${item}`;
}

/** The flow a call fills `name` from, if it is one: `flow.toList(name)`, `flow.collect { name.add(it) }`. */
function filledFrom(call: Syn, name: string): Syn | undefined {
  const callee = call.children[0];
  if (callee?.type !== 'navigation_expression') return undefined;
  const [recv, member] = named(callee);
  if (!recv || !member || named(callee).length !== 2) return undefined;
  const m = text(member);
  const args = call.children.find((c) => c.type === 'value_arguments');
  const argList = args ? named(args) : [];
  if (m === 'toList' && argList.length === 1 && text(argList[0]!).trim() === name) return recv;
  const lambda = call.children.find((c) => c.type === 'annotated_lambda');
  const lit = lambda ? named(lambda).find((c) => c.type === 'lambda_literal') : undefined;
  if (perItem.has(m) && lit && argList.length === 0 && addsItemTo(lit, name)) return recv;
  return undefined;
}

/**
 * The flow whose items fill the list `listName` read at `at` — when exactly one flow in the function
 * fills it, and the list is filled nowhere else (another `add` would mix in other values).
 */
export function collectedFlow(at: Syn, listName: string): Syn | undefined {
  const fn = enclosingFunction(at);
  if (!fn) return undefined;
  const fills: Array<{ call: Syn; flow: Syn }> = [];
  const writes: Syn[] = [];
  for (const d of descendants(fn)) {
    if (d.type !== 'call_expression') continue;
    const flow = filledFrom(d, listName);
    if (flow) fills.push({ call: d, flow });
    else if (writesTo(d, listName)) writes.push(d);
  }
  // the list's own `add(it)` inside the collecting lambda is the fill itself
  const elsewhere = writes.filter((w) => !fills.some(({ call }) => w.start >= call.start && w.end <= call.end));
  return fills.length === 1 && elsewhere.length === 0 ? fills[0]!.flow : undefined;
}

/** A call that changes the list `name` (`name.add(x)`, `name.clear()`, …). */
function writesTo(call: Syn, name: string): boolean {
  const callee = call.children[0];
  if (callee?.type !== 'navigation_expression') return false;
  const [recv, member] = named(callee);
  return !!recv && !!member && text(recv) === name && /^(?:add|addAll|clear|set|remove\w*)$/.test(text(member));
}
