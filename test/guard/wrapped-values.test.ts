import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: the change made a plain value a type of its own (`path: String` → `target: Target` with
 * `Target.Path(path)`), and the tests' expected values wrap the same literal (`Open("a/b", 1)` →
 * `Open(Target.Path("a/b"), 1)`, `assertEquals("a/b", s.path)` → `assertEquals(Target.Path("a/b"), s.target)`).
 * Another literal inside the wrapper is still refused, and so is any of it under heal.
 */

const LINK = 'app/src/main/java/x/Links.kt';
const TEST = 'app/src/test/java/x/LinksTest.kt';

const links = `package x

data class Open(val path: String, val server: Int)

data class Other(val value: String)

class Links {
    fun open(uri: String): Open = Open(uri.removePrefix("app://"), 1)
}
`;

const targeted = `package x

sealed interface Target {
    data class Path(val value: String) : Target
}

data class Open(val target: Target, val server: Int)

data class Other(val value: String)

class Links {
    fun open(uri: String): Open = Open(Target.Path(uri.removePrefix("app://")), 1)
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class LinksTest {
    @Test
    fun opensThePath() {
        val result = Links().open("app://a/b")
        assertEquals(Open("a/b", 1), result)
    }

    @Test
    fun readsThePath() {
        assertEquals("a/b", Links().open("app://a/b").path)
    }
}
`;

const wrapped = test
  .replace('assertEquals(Open("a/b", 1), result)', 'assertEquals(Open(Target.Path("a/b"), 1), result)')
  .replace(
    'assertEquals("a/b", Links().open("app://a/b").path)',
    'assertEquals(Target.Path("a/b"), Links().open("app://a/b").target)',
  );

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [LINK]: links, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('an expected value wrapped in the type the change introduced', () => {
  it('allows the same literal wrapped, in an argument or as the whole expected value', async () => {
    expect(refused(await guardOnTop(repo, { [LINK]: targeted, [TEST]: wrapped }))).toEqual([]);
  });

  it('still refuses another literal in the wrapper, and under heal', async () => {
    const other = wrapped.replace('assertEquals(Target.Path("a/b"),', 'assertEquals(Target.Path("a"),');
    expect(refused(await guardOnTop(repo, { [LINK]: targeted, [TEST]: other }))).toEqual([
      'assertion-weakened LinksTest.readsThePath',
    ]);
    const heal = await guardOnTop(repo, { [LINK]: targeted, [TEST]: wrapped }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});

/**
 * The wrapper type already existed; the change only retyped the constructor's field (`data class Pick(val path:
 * String, …)` → `(val target: Target, …)`). A class on both sides whose constructor changed (app-facts.ts
 * `retypedClasses`) takes the expected value wrapped for it: the same value; another literal inside stays refused.
 * (The expected value holds a mock, so it is no written-out value another rule could take as the app's new one.)
 */
describe('an expected value wrapped for a constructor the change retyped', () => {
  const picker = (field: string, built: string) => `package x

sealed interface Target {
    data class Path(val value: String) : Target
}

data class Pick(${field}, val servers: List<Server>)

class Picker {
    fun pick(uri: String, servers: List<Server>): Pick = Pick(${built}, servers)
}
`;
  const PICKER = 'app/src/main/java/x/Picker.kt';
  const PICK_TEST = 'app/src/test/java/x/PickerTest.kt';
  const pickTest = (expected: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class PickerTest {
    @Test
    fun picksAServer() {
        val servers = listOf(mockk<Server>())
        assertEquals(Pick(${expected}, servers), Picker().pick("app://a/b", servers))
    }
}
`;
  const retyped = picker('val target: Target', 'Target.Path(uri.removePrefix("app://"))');
  let typed: TempRepo & { base: string };
  beforeAll(async () => {
    typed = await tempRepo({
      [PICKER]: picker('val path: String', 'uri.removePrefix("app://")'),
      [PICK_TEST]: pickTest('"a/b"'),
    });
  });
  afterAll(async () => {
    await typed?.remove();
  });

  it('allows the same literal wrapped in the existing type', async () => {
    expect(
      refused(await guardOnTop(typed, { [PICKER]: retyped, [PICK_TEST]: pickTest('Target.Path("a/b")') })),
    ).toEqual([]);
  });

  it('still refuses another literal in the wrapper', async () => {
    expect(refused(await guardOnTop(typed, { [PICKER]: retyped, [PICK_TEST]: pickTest('Target.Path("a")') }))).toEqual([
      'assertion-weakened PickerTest.picksAServer',
    ]);
  });
});
