import { codeText, type Syn } from '../kotlin/syntax.js';

/**
 * A `try` whose block only asks the platform for a value, and whose catch falls back to a constant (issue 27,
 * dhis2 b62c03b841, d750e4695d: a keyboard-closing helper's `val activity = try {
 * ActivityLifecycleMonitorRegistry.getInstance().getActivitiesInStage(Stage.RESUMED).firstOrNull() } catch (_:
 * Throwable) { null }`). Catching `Throwable` there swallows only the lookup's own failure: the block runs no check,
 * no app code and no code of the test's (no lambda, no name of the project's), so a test calling it loses nothing.
 * Every name the block starts a call or read with must be imported from the JDK, Kotlin or the Android platform and
 * Jetpack, never from the libraries that act on or launch the app (Espresso, UI Automator, Compose's test API, test
 * rules and scenarios). A block with a name of the project's, a local, a lambda or an object stays a swallow.
 */

const platform = /^(?:android|androidx|java|javax|kotlin|kotlinx)\./;
const acting = /^androidx\.(?:test\.(?:espresso|uiautomator|core|ext|rule)|compose\.ui\.test)\b/;
const importLine = /^import\s+([\w.]+)(?:\s+as\s+(\w+))?\s*$/gm;
/** A catch clause's fallback: nothing, or one constant. */
const constantFallback =
  /^\{\s*(?:null|true|false|-?\d[\w.]*|"[^"$\\]*"|emptyList\(\)|emptyMap\(\)|emptySet\(\))?\s*\}$/;
const token = /"(?:\\.|[^"\\\n])*"|[A-Za-z_$][\w$]*|`[^`\n]*`|\d[\w.]*|\S/g;

/** The simple names the file imports from the platform, not from a library that acts on the app. */
function platformImports(src: string): Set<string> {
  const out = new Set<string>();
  for (const m of src.matchAll(importLine)) {
    const path = m[1]!;
    if (platform.test(path) && !acting.test(path)) out.add(m[2] ?? path.slice(path.lastIndexOf('.') + 1));
  }
  return out;
}

/** Whether every name that does not follow a `.` is one of `allowed` (or a constant), with no lambda or object. */
function onlyAllowedRoots(code: string, allowed: ReadonlySet<string>): boolean {
  const t = code.match(token) ?? [];
  for (let i = 0; i < t.length; i++) {
    const tok = t[i]!;
    if (tok === '{' || tok === '}' || tok === 'object' || tok === 'fun' || tok === '=') return false;
    if (!/^[A-Za-z_$`]/.test(tok) || t[i - 1] === '.') continue;
    if (!allowed.has(tok) && !['null', 'true', 'false'].includes(tok)) return false;
  }
  return true;
}

/** `try { platform lookup } catch (…) { constant }`: the try's block and catch clauses, as the grammar gives them. */
export function platformLookup(block: Syn | undefined, catches: Syn[]): boolean {
  if (!block || !catches.length) return false;
  const inner = codeText(block).trim();
  if (!inner.startsWith('{') || !inner.endsWith('}')) return false;
  for (const cb of catches) {
    const body = cb.children.find((c) => c.type === 'block');
    if (!body || !constantFallback.test(codeText(body).trim())) return false;
  }
  return onlyAllowedRoots(inner.slice(1, -1), platformImports(block.src));
}
