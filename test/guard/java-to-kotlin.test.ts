import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 on a form met in real histories outside the corpus: a Java test converted to Kotlin in one
 * commit (the .java file deleted, the .kt added). Kotlin reads the same values another way — a Java
 * index loop is `for (i in xs.indices)`, `xs.size()` is `xs.size`, a companion's member reached from Java
 * through `Companion` is the class's member — so every check is kept. A check the conversion changed
 * (another range, another expected value) is still refused.
 */

const J = 'app/src/test/java/org/example/lang/LangTest.java';
const K = 'app/src/test/java/org/example/lang/LangTest.kt';

const java = `package org.example.lang;

import org.junit.Test;
import org.example.page.PageTitle;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

public class LangTest {
    @Test
    public void sameTitles() {
        List<PageTitle> first = Titles.make();
        List<PageTitle> second = Titles.make();
        assertThat(first.size(), is(second.size()));
        for (int i = 0; i < first.size(); i++) {
            assertThat(first.get(i).getUri(), is(second.get(i).getUri()));
        }
    }

    @Test
    public void namespace() {
        assertThat(PageTitle.Companion.forLink("/wiki/Talk:India").getNamespace(), is("Talk"));
    }
}
`;

const kotlin = (loop = 'i in first.indices', expected = '"Talk"') => `package org.example.lang

import org.example.page.PageTitle
import org.hamcrest.MatcherAssert
import org.hamcrest.Matchers
import org.junit.Test

class LangTest {
    @Test
    fun sameTitles() {
        val first = Titles.make()
        val second = Titles.make()
        MatcherAssert.assertThat(first.size, Matchers.\`is\`(second.size))
        for (${loop}) {
            MatcherAssert.assertThat(first[i].uri, Matchers.\`is\`(second[i].uri))
        }
    }

    @Test
    fun namespace() {
        MatcherAssert.assertThat(PageTitle.forLink("/wiki/Talk:India").namespace, Matchers.\`is\`(${expected}))
    }
}
`;

describe('a Java test converted to Kotlin', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [J]: java });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('keeps every check: the index loop, size(), getters and Companion read as Kotlin reads them', async () => {
    const r = await guardOnTop(repo, { [J]: null, [K]: kotlin() });
    expect(refusedTests(r)).toEqual([]);
    expect(r.allowed).toBe(true);
  });

  it('refuses a loop that skips the first element and an expected value changed on the way', async () => {
    const skipped = await guardOnTop(repo, { [J]: null, [K]: kotlin('i in 1 until first.size') });
    expect(refusedTests(skipped)).toEqual(['assertion-weakened LangTest.sameTitles']);
    const changed = await guardOnTop(repo, { [J]: null, [K]: kotlin(undefined, '"User"') });
    expect(refusedTests(changed)).toEqual(['assertion-weakened LangTest.namespace']);
  });
});

describe('Java imports, read as Kotlin reads its own', () => {
  const JI = 'app/src/test/java/org/example/account/ValidateTest.java';
  const KI = 'app/src/test/java/org/example/account/ValidateTest.kt';
  const javaTest = `package org.example.account;

import org.example.account.AccountActivity.ValidateResult;
import org.junit.Test;

import static org.example.page.Namespace.SPECIAL;
import static org.junit.Assert.assertEquals;

public class ValidateTest {
    @Test
    public void valid() {
        assertEquals(ValidateResult.SUCCESS, AccountActivity.validate("user"));
        assertEquals(SPECIAL, Namespace.of(-1));
    }
}
`;
  const kotlinTest = (result: string, namespace: string) => `package org.example.account

import org.example.page.Namespace
import org.junit.Assert.assertEquals
import org.junit.Test

class ValidateTest {
    @Test
    fun valid() {
        assertEquals(${result}, AccountActivity.validate("user"))
        assertEquals(${namespace}, Namespace.of(-1))
    }
}
`;
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [JI]: javaTest });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('a nested class and a static member imported by name are the names written qualified', async () => {
    const r = await guardOnTop(repo, {
      [JI]: null,
      [KI]: kotlinTest('AccountActivity.ValidateResult.SUCCESS', 'Namespace.SPECIAL'),
    });
    expect(refusedTests(r)).toEqual([]);
  });

  it('refuses another constant of the class the import named', async () => {
    const r = await guardOnTop(repo, {
      [JI]: null,
      [KI]: kotlinTest('AccountActivity.ValidateResult.FAILURE', 'Namespace.MAIN'),
    });
    // each of the two checks now expects another constant
    expect(refusedTests(r)).toEqual(['assertion-weakened ValidateTest.valid', 'assertion-weakened ValidateTest.valid']);
  });
});
