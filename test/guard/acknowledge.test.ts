import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgements } from '../../src/guard/acknowledge.js';
import { guardChange } from '../../src/guard/change.js';
import { type TempRepo, tempRepo } from './git-repo.js';

const testFile = 'app/src/androidTest/java/x/FeatureTest.kt';
const source = `package x
class FeatureTest {
    @Test
    fun showsBanner() {
        rule.onNodeWithTag("banner").assertIsDisplayed()
    }

    @Test
    fun savesNote() {
        rule.onNodeWithTag("save").assertExists()
    }
}
`;
const withoutBanner = source.replace(/ {4}@Test\n {4}fun showsBanner\(\) \{\n.*\n {4}\}\n\n/, '');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [testFile]: source });
});
afterAll(async () => {
  await repo?.remove();
});

async function change(message: string): Promise<string> {
  await repo.git(['checkout', '-q', '--detach', repo.base]);
  return repo.commit({ [testFile]: withoutBanner }, message);
}

describe('Droidheal-Ack trailers', () => {
  it('reads rule and reason from trailers, ignoring unknown rules, missing reasons and heal-only rules', () => {
    expect(
      acknowledgements([
        'Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature is gone\nDroidheal-Ack: made-up x',
        'Droidheal-Ack: assertion-removed\nDroidheal-Ack: scope tests are fine\ndroidheal-ack: Finder-Widened onFirst is on purpose',
      ]),
    ).toEqual([
      { rule: 'test-suppressed', why: 'the banner feature is gone' },
      { rule: 'finder-widened', why: 'onFirst is on purpose' },
    ]);
  });

  it('allows an acknowledged reduction under the review policy and lists it with the reason', async () => {
    const head = await change('Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature was removed');
    const r = await guardChange({ repo: repo.dir, base: repo.base, head, policy: 'review' });
    expect(r.allowed).toBe(true);
    expect(r.refusals).toEqual([]);
    expect(r.acknowledged?.map((a) => [a.rule, a.test, a.ack])).toEqual([
      ['test-suppressed', 'FeatureTest.showsBanner', 'the banner feature was removed'],
    ]);
  });

  it('ignores acknowledgements under the heal policy', async () => {
    const head = await change('Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature was removed');
    const r = await guardChange({ repo: repo.dir, base: repo.base, head, policy: 'heal' });
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => x.rule)).toContain('test-suppressed');
    expect(r.acknowledged).toBeUndefined();
  });

  it('keeps refusals of a rule the trailer does not name', async () => {
    const head = await change('Remove the banner\n\nDroidheal-Ack: assertion-removed not this one');
    const r = await guardChange({ repo: repo.dir, base: repo.base, head, policy: 'review' });
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([['test-suppressed', 'FeatureTest.showsBanner']]);
    expect(r.acknowledged).toBeUndefined();
  });
});
