import { memberName } from './calls.js';
import { named, type Syn, text } from './syntax.js';

/**
 * kotlin.concurrent.atomics (Kotlin 2.1.20) read as the java.util.concurrent.atomic classes it replaces, so a test
 * moved from one to the other reads the same values: `AtomicInt(0)` is `AtomicInteger(0)`, `count.load()` is
 * `count.get()`, `count.fetchAndIncrement()` is `count.getAndIncrement()`. Only in a file that imports the Kotlin
 * package — `load`, `store` and `exchange` are common names elsewhere. Java's constructors without a value hold
 * their type's default (`AtomicInteger()` is `AtomicInteger(0)`), which Kotlin's spell out.
 */

/** The Kotlin atomics' members by the Java atomics' names for the same operation. */
const javaMembers: Record<string, string> = {
  load: 'get',
  store: 'set',
  exchange: 'getAndSet',
  fetchAndIncrement: 'getAndIncrement',
  incrementAndFetch: 'incrementAndGet',
  fetchAndDecrement: 'getAndDecrement',
  decrementAndFetch: 'decrementAndGet',
  fetchAndAdd: 'getAndAdd',
  addAndFetch: 'addAndGet',
};

/** The Java classes' constructors without a value, and the value they hold. */
const javaDefaults: Record<string, string> = {
  AtomicInteger: '0',
  AtomicLong: '0',
  AtomicBoolean: 'false',
  AtomicReference: 'null',
};

const importsKotlinAtomics = (src: string) => /^\s*import\s+kotlin\.concurrent\.atomics\./m.test(src);

/**
 * The Java spelling of call `n` (a callee and its value arguments, no trailing lambda) when it is a Kotlin atomic's
 * operation or constructor, or a Java atomic made without a value.
 */
export function javaAtomicCall(n: Syn, values: Syn[], normalize: (e: Syn) => string): string | undefined {
  const [callee, args] = n.children;
  if (!callee || args?.type !== 'value_arguments' || n.children.length !== 2) return undefined;
  if (callee.type === 'identifier') {
    const name = text(callee);
    if (values.length === 0 && javaDefaults[name] !== undefined) return `${name}(${javaDefaults[name]})`;
    const kotlinInt = name === 'AtomicInt' && values.length === 1 && importsKotlinAtomics(n.src);
    return kotlinInt ? `AtomicInteger${normalize(args)}` : undefined;
  }
  const recv = callee.type === 'navigation_expression' ? named(callee)[0] : undefined;
  const java = recv ? javaMembers[memberName(callee) ?? ''] : undefined;
  if (!recv || !java || !importsKotlinAtomics(n.src)) return undefined;
  return `${normalize(recv)}.${java}${normalize(args)}`;
}
