import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test suite split into classes by aspect (`FeedViewModelTestTitle`, `FeedViewModelTestRefresh`) that share a
 * base test class binding the subject (`protected lateinit var viewModel: FeedViewModel` in `FeedViewModelTestBase`),
 * deleted together with the subject (issue 27 class 4 at class level): the stem is the name before `Test`, and the
 * property bound to the subject is read from the base class the test class extends. Allowed in review, refused in
 * heal; still refused: the suite deleted while its subject stays, a split class whose test checks a collaborator that
 * lives on without the subject, and a split class deleted while another class was removed.
 */

const VM = 'app/src/main/java/x/feed/FeedViewModel.kt';
const REPO = 'app/src/main/java/x/feed/FeedRepository.kt';
const BADGE = 'app/src/main/java/x/feed/FeedBadge.kt';
const BASE = 'app/src/test/java/x/feed/FeedViewModelTestBase.kt';
const TITLE = 'app/src/test/java/x/feed/FeedViewModelTestTitle.kt';
const REFRESH = 'app/src/test/java/x/feed/FeedViewModelTestRefresh.kt';
const SIZE = 'app/src/test/java/x/feed/FeedViewModelTestSize.kt';

const vm = `package x.feed

class FeedViewModel(private val repository: FeedRepository) {
    fun title(): String = repository.name().uppercase()

    fun refresh() {
        repository.reload()
    }
}
`;

const repository = `package x.feed

open class FeedRepository {
    open fun name(): String = "news"

    var reloads = 0

    open fun reload() {
        reloads++
    }

    fun size(): Int = 3
}
`;

const badge = `package x.feed

class FeedBadge {
    fun label(): String = "new"
}
`;

const base = `package x.feed

import org.junit.Before

abstract class FeedViewModelTestBase {
    protected val repository = FeedRepository()
    protected lateinit var viewModel: FeedViewModel

    @Before
    fun setUp() {
        viewModel = FeedViewModel(repository)
    }
}
`;

const title = `package x.feed

import org.junit.Assert.assertEquals
import org.junit.Test

class FeedViewModelTestTitle : FeedViewModelTestBase() {
    @Test
    fun titleIsUppercased() {
        assertEquals("NEWS", viewModel.title())
    }
}
`;

const refresh = `package x.feed

import org.junit.Assert.assertEquals
import org.junit.Test

class FeedViewModelTestRefresh : FeedViewModelTestBase() {
    @Test
    fun refreshReloads() {
        viewModel.refresh()
        assertEquals(1, repository.reloads)
    }
}
`;

const size = `package x.feed

import org.junit.Assert.assertEquals
import org.junit.Test

class FeedViewModelTestSize {
    private val repository = FeedRepository()

    @Test
    fun repositoryHasThree() {
        assertEquals(3, repository.size())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [VM]: vm,
    [REPO]: repository,
    [BADGE]: badge,
    [BASE]: base,
    [TITLE]: title,
    [REFRESH]: refresh,
    [SIZE]: size,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

const suiteGone = { [BASE]: null, [TITLE]: null, [REFRESH]: null };

describe('a suite split by aspect deleted with the class it is named after', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [VM]: null, ...suiteGone }))).toEqual([]);
    const heal = refused(await guard({ [VM]: null, ...suiteGone }, 'heal'));
    expect(heal).toContain('test-suppressed FeedViewModelTestTitle.titleIsUppercased');
    expect(heal).toContain('test-suppressed FeedViewModelTestRefresh.refreshReloads');
  });

  it('still refuses the suite deleted while its subject stays', async () => {
    const r = refused(await guard(suiteGone));
    expect(r).toContain('test-suppressed FeedViewModelTestTitle.titleIsUppercased');
    expect(r).toContain('test-suppressed FeedViewModelTestRefresh.refreshReloads');
  });

  it('still refuses a split class named after the subject whose test checks a collaborator that lives on', async () => {
    expect(refused(await guard({ [VM]: null, ...suiteGone, [SIZE]: null }))).toEqual([
      'test-suppressed FeedViewModelTestSize.repositoryHasThree',
    ]);
  });

  it('still refuses a split class deleted while another class was removed', async () => {
    expect(refused(await guard({ [BADGE]: null, [TITLE]: null }))).toContain(
      'test-suppressed FeedViewModelTestTitle.titleIsUppercased',
    );
  });
});
