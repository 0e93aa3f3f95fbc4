/**
 * A test that reaches a member by reflection (`Method m = Util.class.getDeclaredMethod("escape", char.class)`, Kotlin's
 * `Util::class.java.getDeclaredMethod("escape")`) is about that member, though its checks only name the local
 * (`assertEquals("\\*", m.invoke(null, '*'))`). The locals bound to a lookup of one of `names`, from a test's code
 * tokens: a check naming one of them is about the member.
 */

const lookups = new Set(['getDeclaredMethod', 'getMethod', 'getDeclaredField', 'getField']);
const identifier = /^[A-Za-z_$][\w$]*$/;

export function reflectedLocals(tokens: readonly string[], names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!lookups.has(tokens[i]!) || tokens[i + 1] !== '(') continue;
    const name = /^"([\w$]+)"$/.exec(tokens[i + 2]!)?.[1];
    if (!name || !names.has(name)) continue;
    // back to the `=` of the statement the lookup is in: the local before it is bound to the member
    for (let j = i - 1; j > 0 && i - j <= 16; j--) {
      const t = tokens[j]!;
      if (t === ';' || t === '{' || t === '}') break;
      if (t === '=' && identifier.test(tokens[j - 1]!)) {
        out.add(tokens[j - 1]!);
        break;
      }
    }
  }
  return out;
}
