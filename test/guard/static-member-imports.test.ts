import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2, met in a real history outside the corpus: a member read through its type's name
 * (`ArgumentMatchers.anyLong()`, `Status.DONE`) now imported by name and written simple (`import static
 * org.mockito.ArgumentMatchers.anyLong;` then `anyLong()`; Kotlin's `import x.Status.DONE`). The simple name resolves
 * to that member, so the check is the same. Still refused: the name imported from another type, and a value changed
 * beside the shortening.
 */

const STATUS = 'app/src/main/java/x/Status.java';
const JAVA = 'app/src/test/java/x/TaskJavaTest.java';
const KOTLIN = 'app/src/test/java/x/TaskTest.kt';

const status = `package x;

public enum Status { OPEN, DONE }
`;

const javaTest = `package x;

import static org.junit.Assert.assertEquals;
import static org.mockito.Mockito.verify;

import org.junit.Test;
import org.mockito.ArgumentMatchers;

public class TaskJavaTest {
    @Test
    public void closesTheTask() {
        Task task = tasks.close(1);
        assertEquals(Status.DONE, task.getStatus());
        verify(store).save(ArgumentMatchers.anyLong(), ArgumentMatchers.eq("done"));
    }
}
`;

const javaShortened = javaTest
  .replace('import org.mockito.ArgumentMatchers;\n', '')
  .replace(
    'import static org.mockito.Mockito.verify;\n',
    'import static org.mockito.ArgumentMatchers.anyLong;\nimport static org.mockito.ArgumentMatchers.eq;\n' +
      'import static org.mockito.Mockito.verify;\nimport static x.Status.DONE;\n',
  )
  .replace('assertEquals(Status.DONE,', 'assertEquals(DONE,')
  .replace('ArgumentMatchers.anyLong(), ArgumentMatchers.eq("done")', 'anyLong(), eq("done")');

const kotlinTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class TaskTest {
    @Test
    fun closesTheTask() {
        assertEquals(Status.DONE, tasks.close(1).status)
    }
}
`;

const kotlinShortened = (from = 'x.Status') =>
  kotlinTest
    .replace('import org.junit.Test\n', `import org.junit.Test\nimport ${from}.DONE\n`)
    .replace('assertEquals(Status.DONE,', 'assertEquals(DONE,');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [STATUS]: status, [JAVA]: javaTest, [KOTLIN]: kotlinTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe("a type's member written by the simple name the file now imports", () => {
  it('reads the checks as unchanged, in Java and Kotlin', async () => {
    expect(refusedTests(await guardOnTop(repo, { [JAVA]: javaShortened }))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, { [KOTLIN]: kotlinShortened() }))).toEqual([]);
  });

  it('leaves a check alone that the head still writes through the type, beside a new simple use', async () => {
    const both = javaTest
      .replace(
        'import static org.mockito.Mockito.verify;\n',
        'import static org.mockito.ArgumentMatchers.anyLong;\nimport static org.mockito.Mockito.verify;\n',
      )
      .replace(
        '    }\n}\n',
        '    }\n\n    @Test\n    public void opensTheTask() {\n        tasks.open(1);\n        verify(store).save(anyLong(), ArgumentMatchers.eq("open"));\n    }\n}\n',
      );
    expect(both).toContain('opensTheTask');
    expect(refusedTests(await guardOnTop(repo, { [JAVA]: both }))).toEqual([]);
  });

  it('still refuses the simple name imported from another type', async () => {
    expect(refusedTests(await guardOnTop(repo, { [KOTLIN]: kotlinShortened('x.LegacyStatus') }))).toEqual([
      'assertion-weakened TaskTest.closesTheTask',
    ]);
  });

  it('still refuses a value changed beside the shortening', async () => {
    const changed = javaShortened.replace('eq("done")', 'eq("open")');
    expect(refusedTests(await guardOnTop(repo, { [JAVA]: changed }))).toEqual([
      'assertion-weakened TaskJavaTest.closesTheTask',
    ]);
  });
});
