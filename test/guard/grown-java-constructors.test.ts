import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Java class whose constructor gained a parameter, its other constructors kept (getsentry/sentry-java d8829dbe9f:
 * `SentryFeedbackOptions(IFormHandler)` → `SentryFeedbackOptions(IFormHandler, IShakeController)` beside a copy
 * constructor), and the Kotlin test's expected value given the new argument — a mock of a nested type the test now
 * imports, which the filled base line names as the head does: as for a Kotlin primary constructor
 * (grown-constructor.test.ts), every old argument stays, so the expectation checks what it checked. Still refused:
 * an old argument changed with it, and a call of a constructor the change did not replace.
 */

const A = 'core/src/main/java/a/b/Options.java';
const T = 'core/src/test/java/a/b/OptionsTest.kt';

const app = (grown: boolean) => `package a.b;

import org.jetbrains.annotations.NotNull;

public final class Options {
  public interface IFormHandler { void show(); }
  public interface IShakeController { void start(); }

  private final @NotNull IFormHandler formHandler;
  private boolean nameRequired;

  public Options(final @NotNull IFormHandler formHandler${grown ? ', final @NotNull IShakeController shake' : ''}) {
    this.formHandler = formHandler;
  }

  public Options(final @NotNull Options other) {
    this.formHandler = other.formHandler;
    this.nameRequired = other.nameRequired;
  }

  public boolean isNameRequired() { return nameRequired; }
  public void setNameRequired(final boolean v) { nameRequired = v; }
}
`;

const test = (args: string, required = 'true') => `package a.b

import kotlin.test.Test
import kotlin.test.assertEquals
import org.mockito.kotlin.mock
import a.b.Options.IFormHandler${args.includes('IShakeController') ? '\nimport a.b.Options.IShakeController' : ''}

class OptionsTest {
  @Test
  fun \`copies every option\`() {
    val options =
      Options(${args}).apply {
        isNameRequired = ${required}
      }
    val copy = Options(options)
    assertEquals(options.isNameRequired, copy.isNameRequired)
  }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app(false), [T]: test('mock<IFormHandler>()') });
});
afterAll(async () => {
  await repo?.remove();
});

const grownTo = (t: string, grown = true) => guardOnTop(repo, { [A]: app(grown), [T]: t }, { policy: 'review' });

describe('a Java constructor the change replaced by a longer one', () => {
  it('reads the expected value given the new argument as the same', async () => {
    const r = await grownTo(test('mock<IFormHandler>(), mock<IShakeController>()'));
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses an old value changed beside the new argument', async () => {
    const r = await grownTo(test('mock<IFormHandler>(), mock<IShakeController>()', 'false'));
    expect(refusedTests(r)).toEqual(['assertion-weakened OptionsTest.`copies every option`']);
  });

  it('still refuses an argument added where the constructor did not grow', async () => {
    const r = await grownTo(test('mock<IFormHandler>(), mock<IShakeController>()'), false);
    expect(refusedTests(r)).toEqual(['assertion-weakened OptionsTest.`copies every option`']);
  });
});
