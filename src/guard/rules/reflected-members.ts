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

/**
 * The test class's properties bound to a lookup of one of `names` (`private val getFn: Method =
 * Util::class.java.getDeclaredMethod("escape", …)`): the class holds the lookup once and its tests call it
 * (`getFn.invoke(util, x)`), so a check naming such a property, or a local made from it, is about the member too.
 * `units` are the file's units; a property is one named `<property name>` with its declaration's text.
 */
export function reflectedProperties(
  units: readonly { file: string; className: string; name: string; initializer?: string }[],
  of: { file: string; className: string },
  names: ReadonlySet<string>,
  tokensOf: (code: string) => string[],
): Set<string> {
  const out = new Set<string>();
  for (const u of units) {
    const prop = /^<property ([A-Za-z_$][\w$]*)>$/.exec(u.name)?.[1];
    if (!prop || !u.initializer || u.file !== of.file || u.className !== of.className) continue;
    const tokens = tokensOf(u.initializer);
    for (let i = 0; i + 2 < tokens.length; i++)
      if (lookups.has(tokens[i]!) && tokens[i + 1] === '(' && names.has(/^"([\w$]+)"$/.exec(tokens[i + 2]!)?.[1] ?? ''))
        out.add(prop);
  }
  return out;
}
