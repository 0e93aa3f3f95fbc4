import { named, type Syn, text } from './syntax.js';

/**
 * A read of a literal map by a literal key — `mapOf("realm" to "testRealm")["realm"]`, the map written in place or
 * held by a local — is the value that key maps to: a check written either way checks the same value. Only `mapOf`
 * (a read-only map: nothing can have put another value since) with literal keys; the last pair of a key wins, as
 * in `mapOf`. Undefined for anything else.
 */
export function literalMapLookup(
  n: Syn,
  local: (name: string) => Syn | undefined,
  norm: (v: Syn) => string,
): string | undefined {
  const [receiver, key, ...rest] = named(n);
  if (!receiver || !key || rest.length || !isLiteral(key)) return undefined;
  const map = receiver.type === 'identifier' ? local(text(receiver)) : receiver;
  if (map?.type !== 'call_expression' || text(map.children[0]!) !== 'mapOf') return undefined;
  const args = map.children.find((c) => c.type === 'value_arguments');
  let value: Syn | undefined;
  for (const arg of args ? named(args) : []) {
    const pair = named(arg);
    const kids = pair.length === 1 && pair[0]!.type === 'infix_expression' ? named(pair[0]!) : [];
    if (kids.length !== 3 || text(kids[1]!) !== 'to' || !isLiteral(kids[0]!)) return undefined;
    if (norm(kids[0]!) === norm(key)) value = kids[2];
  }
  return value && norm(value);
}

const isLiteral = (n: Syn) =>
  (n.type === 'string_literal' && !named(n).some((c) => c.type !== 'string_content')) ||
  n.type === 'number_literal' ||
  n.type === 'integer_literal';
