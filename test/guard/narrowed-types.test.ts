import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, florisboard 603fab1831): the app gave its parse errors their own exception classes, each
 * `class MissingSchemaException : SerializationException(…)`, and its tests now expect them —
 * `assertThrows<SerializationException> { parse(json) }` → `assertThrows<MissingSchemaException> { … }`. What throws
 * the subtype throws the supertype: the check holds at least what it held. A wider type, an unrelated one, or a
 * subtype the app does not declare is still refused.
 */

const PARSER = 'app/src/main/java/x/Parser.kt';
const TEST = 'app/src/test/java/x/ParserTest.kt';

const parser = `package x

open class SerializationException(message: String) : IllegalArgumentException(message)

class Unrelated(message: String) : IllegalStateException(message)

fun parse(json: String): Map<String, String> {
    if (!json.contains("schema")) throw SerializationException("no schema")
    return mapOf("schema" to json)
}
`;

const narrowed = edited(parser, [
  ['class Unrelated', 'class MissingSchemaException : SerializationException("no schema")\n\nclass Unrelated'],
  ['throw SerializationException("no schema")', 'throw MissingSchemaException()'],
]);

const test = `package x

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class ParserTest {
    @Test
    fun missingSchemaFails() {
        assertThrows<SerializationException> { parse("{}") }
    }
}
`;

const expecting = (type: string) => edited(test, [['assertThrows<SerializationException>', `assertThrows<${type}>`]]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [PARSER]: parser, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an expected exception narrowed to a subtype', () => {
  it('allows the test to expect the subtype the app now throws', async () => {
    const r = await guardOnTop(repo, { [PARSER]: narrowed, [TEST]: expecting('MissingSchemaException') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses a wider type, an unrelated type, or a subtype the app does not declare', async () => {
    const refused = ['assertion-weakened ParserTest.missingSchemaFails'];
    const wider = await guardOnTop(repo, { [PARSER]: narrowed, [TEST]: expecting('IllegalArgumentException') });
    expect(refusedTests(wider)).toEqual(refused);
    const unrelated = await guardOnTop(repo, { [PARSER]: narrowed, [TEST]: expecting('Unrelated') });
    expect(refusedTests(unrelated)).toEqual(refused);
    const undeclared = await guardOnTop(repo, { [TEST]: expecting('MissingSchemaException') });
    expect(refusedTests(undeclared)).toEqual(refused);
  });
});

/**
 * The subtype declared outside the change (Adyen/adyen-android 1319319d97, not in the corpus: `class
 * InvalidConfigurationError(…) : InternalCheckoutError(…)` added a commit earlier, then `throw GenericError(` →
 * `throw InvalidConfigurationError(` and `assertThrows<InternalCheckoutError>` → `assertThrows<InvalidConfigurationError>`):
 * its declaration is read from the head's app sources. A type declared twice there, or not a subtype, is refused.
 */
describe('an expected exception narrowed to a subtype declared outside the change', () => {
  const ERRORS = 'app/src/main/java/x/Errors.kt';
  const errors = `package x

open class CheckoutError(message: String) : RuntimeException(message)

class Generic(message: String) : CheckoutError(message)

class BadConfig(message: String) : CheckoutError(message)

class Unrelated(message: String) : IllegalStateException(message)
`;
  const loader = `package x

fun load(config: String): String {
    if (config.isEmpty()) throw Generic("no config")
    return config
}
`;
  const loaderTest = (type: string) => `package x

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class LoaderTest {
    @Test
    fun emptyFails() {
        assertThrows<${type}> { load("") }
    }
}
`;
  const LOADER = 'app/src/main/java/x/Loader.kt';
  const LTEST = 'app/src/test/java/x/LoaderTest.kt';
  const throwing = loader.replace('throw Generic(', 'throw BadConfig(');
  let r: TempRepo & { base: string };
  beforeAll(async () => {
    r = await tempRepo({ [ERRORS]: errors, [LOADER]: loader, [LTEST]: loaderTest('CheckoutError') });
  });
  afterAll(async () => {
    await r?.remove();
  });

  it('allows the test to expect the subtype', async () => {
    expect(refusedTests(await guardOnTop(r, { [LOADER]: throwing, [LTEST]: loaderTest('BadConfig') }))).toEqual([]);
  });

  it('still refuses a type that is no subtype, or one declared twice', async () => {
    const refused = ['assertion-weakened LoaderTest.emptyFails'];
    const unrelated = await guardOnTop(r, { [LOADER]: throwing, [LTEST]: loaderTest('Unrelated') });
    expect(refusedTests(unrelated)).toEqual(refused);
    const twice = 'package y\n\nclass BadConfig(message: String) : IllegalStateException(message)\n';
    const head = { [LOADER]: throwing, 'app/src/main/java/y/BadConfig.kt': twice, [LTEST]: loaderTest('BadConfig') };
    expect(refusedTests(await guardOnTop(r, head))).toEqual(refused);
  });
});
