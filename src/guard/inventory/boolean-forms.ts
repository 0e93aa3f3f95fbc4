/**
 * Two spellings of a true/false check's proposition that say what another does (assertion-forms.ts `proposition`):
 * `a.equals(b)` is `a == b` (a null `a` fails either way: a thrown exception, or a false check), and `!x` of one
 * operand is `x` checked the other way (`assertFalse(!isClose)` is `assertTrue(isClose)`).
 */

/** Each character outside string literals, with the bracket depth it is at (a bracket at the depth outside it). */
function* atDepth(s: string): Generator<[number, string, number]> {
  let quote = false;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
      continue;
    }
    if (c === '"') quote = true;
    else if ('([{'.includes(c)) yield [i, c, depth++];
    else if (')]}'.includes(c)) yield [i, c, --depth];
    else yield [i, c, depth];
  }
}

/**
 * One operand: a name read through members, calls and `!!` (`isClose`, `state.value!!`, `repo.find(id)?.done`) —
 * no operator outside its brackets, whose every bracket closes.
 */
export function isOperand(s: string): boolean {
  if (!/^[A-Za-z_$]/.test(s)) return false;
  let open = 0;
  for (const [i, c, depth] of atDepth(s)) {
    if ('([{'.includes(c)) open++;
    else if (')]}'.includes(c)) open--;
    if (open < 0) return false;
    if (depth > 0 || '()'.includes(c) || /[\w$.]/.test(c)) continue;
    if (c === '?' && s[i + 1] === '.') continue;
    if (c === '!' && (s[i + 1] === '!' || s[i - 1] === '!') && !s.startsWith('!!=', i - 1)) continue;
    return false;
  }
  return open === 0 && !/[.?]$/.test(s);
}

/** `!x` of one operand: `x`. */
export function negatedOperand(s: string): string | undefined {
  const rest = s.startsWith('!') ? s.slice(1).trim() : '';
  return isOperand(rest) ? rest : undefined;
}

/** `a.equals(b)` of one operand `a` and one argument `b`: `[a, b]`. */
export function equalsCall(s: string): [string, string] | undefined {
  const m = /^(.+)\.equals\(/s.exec(s);
  if (!m || !s.endsWith(')') || !isOperand(m[1]!)) return undefined;
  const arg = s.slice(m[0].length, -1);
  for (const [, c, depth] of atDepth(arg)) if (depth < 0 || (depth === 0 && c === ',')) return undefined;
  return arg.trim() && isOperand(`f(${arg})`) ? [m[1]!, arg.trim()] : undefined;
}
