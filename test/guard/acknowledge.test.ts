import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgements } from '../../src/guard/acknowledge.js';
import { guardChange } from '../../src/guard/change.js';
import { renderGuardResult } from '../../src/guard/render.js';
import { type TempRepo, tempRepo } from './git-repo.js';

const testFile = 'app/src/androidTest/java/x/FeatureTest.kt';
const otherFile = 'app/src/androidTest/java/x/OtherTest.kt';
const test = (name: string, tag: string) => `    @Test
    fun ${name}() {
        rule.onNodeWithTag("${tag}").assertExists()
    }
`;
const feature = (names: string[]) => `package x\nclass FeatureTest {\n${names.map((n) => test(n, n)).join('\n')}}\n`;
const source = feature(['showsBanner', 'savesNote', 'logsOut']);
const other = `package x\nclass OtherTest {\n${test('opens', 'open')}}\n`;
const without = (...gone: string[]) =>
  feature(['showsBanner', 'savesNote', 'logsOut'].filter((n) => !gone.includes(n)));

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [testFile]: source, [otherFile]: other });
});
afterAll(async () => {
  await repo?.remove();
});

/** Commits on top of the base, one per step; returns the last commit. */
async function commits(...steps: Array<[Record<string, string | null>, string]>): Promise<string> {
  await repo.git(['checkout', '-q', '--detach', repo.base]);
  let head = repo.base;
  for (const [files, message] of steps) head = await repo.commit(files, message);
  return head;
}

const review = (head: string) => guardChange({ repo: repo.dir, base: repo.base, head, policy: 'review' });

describe('Droidheal-Ack trailers', () => {
  it('reads rule, targets and reason from trailers, ignoring unknown rules, missing reasons and heal-only rules', () => {
    const acks = acknowledgements([
      {
        commit: 'c1',
        message:
          'Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature is gone\nDroidheal-Ack: made-up x',
      },
      {
        commit: 'c2',
        message: [
          'Droidheal-Ack: assertion-removed',
          'Droidheal-Ack: scope tests are fine',
          'droidheal-ack: Finder-Widened note: onFirst is on purpose',
          'Droidheal-Ack: test-suppressed com.x.LoginTest#logout, LoginTest.login: flaky on API 28, tracked in #123',
          'Droidheal-Ack: test-suppressed app/src/test/x/OldTest.kt: the screen is gone',
        ].join('\n'),
      },
    ]);
    expect(acks).toEqual([
      { rule: 'test-suppressed', why: 'the banner feature is gone', commit: 'c1', targets: [] },
      { rule: 'finder-widened', why: 'note: onFirst is on purpose', commit: 'c2', targets: [] },
      {
        rule: 'test-suppressed',
        why: 'flaky on API 28, tracked in #123',
        commit: 'c2',
        targets: ['LoginTest.logout', 'LoginTest.login'],
      },
      { rule: 'test-suppressed', why: 'the screen is gone', commit: 'c2', targets: ['app/src/test/x/OldTest.kt'] },
    ]);
  });

  it('allows a reduction its own commit acknowledges and lists it with the reason and the commit', async () => {
    const head = await commits([
      { [testFile]: without('showsBanner') },
      'Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature was removed',
    ]);
    const r = await review(head);
    expect(r.allowed).toBe(true);
    expect(r.refusals).toEqual([]);
    expect(r.acknowledged?.map((a) => [a.rule, a.test, a.ack, a.commit])).toEqual([
      ['test-suppressed', 'FeatureTest.showsBanner', 'the banner feature was removed', head],
    ]);
    expect(renderGuardResult(r)).toContain(`ACKNOWLEDGED test-suppressed`);
  });

  it('does not let a trailer acknowledge a later commit’s unrelated deletion of the same rule', async () => {
    const first = await commits([
      { [testFile]: without('showsBanner') },
      'Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature was removed',
    ]);
    const head = await repo.commit({ [otherFile]: null }, 'tidy up');
    const r = await review(head);
    expect(r.allowed).toBe(false);
    expect(r.acknowledged?.map((a) => [a.test, a.commit])).toEqual([['FeatureTest.showsBanner', first]]);
    expect(r.refusals.map((x) => [x.rule, x.test])).toEqual([['test-suppressed', 'OtherTest.opens']]);
    expect(r.refusals[0]!.acknowledge).toEqual({
      trailer: 'Droidheal-Ack: test-suppressed OtherTest#opens: <why>',
      note: `the Droidheal-Ack: test-suppressed trailer of ${first.slice(0, 10)} does not cover it: that commit did not make this change`,
    });
  });

  it('does not let a later commit acknowledge an earlier commit’s deletion', async () => {
    const head = await commits(
      [{ [testFile]: without('showsBanner') }, 'Remove the banner'],
      [{ 'README.md': 'docs\n' }, 'docs\n\nDroidheal-Ack: test-suppressed FeatureTest#showsBanner: the banner is gone'],
    );
    const r = await review(head);
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => x.test)).toEqual(['FeatureTest.showsBanner']);
    expect(r.acknowledged).toBeUndefined();
  });

  it('asks a commit with reductions in several tests to name what each trailer covers', async () => {
    const head = await commits([
      { [testFile]: without('showsBanner', 'savesNote') },
      'Cut\n\nDroidheal-Ack: test-suppressed both are obsolete',
    ]);
    const r = await review(head);
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => x.test).sort()).toEqual(['FeatureTest.savesNote', 'FeatureTest.showsBanner']);
    for (const x of r.refusals)
      expect(x.acknowledge?.note).toBe(
        `the Droidheal-Ack: test-suppressed trailer of ${head.slice(0, 10)} names no test or file, and that commit has test-suppressed refusals in 2 places (FeatureTest#showsBanner, FeatureTest#savesNote): name each in its own trailer`,
      );
    const text = renderGuardResult(r);
    expect(text).toContain('    Droidheal-Ack: test-suppressed FeatureTest#showsBanner: <why>\n');
    expect(text).toContain('    Droidheal-Ack: test-suppressed FeatureTest#savesNote: <why>\n');
  });

  it('acknowledges only the test a trailer names and says which remain unacknowledged', async () => {
    const head = await commits([
      { [testFile]: without('showsBanner', 'savesNote') },
      'Cut\n\nDroidheal-Ack: test-suppressed FeatureTest#showsBanner: the banner feature was removed',
    ]);
    const r = await review(head);
    expect(r.acknowledged?.map((a) => a.test)).toEqual(['FeatureTest.showsBanner']);
    expect(r.refusals.map((x) => [x.test, x.acknowledge?.note])).toEqual([
      [
        'FeatureTest.savesNote',
        `the Droidheal-Ack: test-suppressed trailer of ${head.slice(0, 10)} names FeatureTest#showsBanner, not FeatureTest#savesNote`,
      ],
    ]);
  });

  it('allows several reductions of one commit when its trailers name each test or their file', async () => {
    const named = await commits([
      { [testFile]: without('showsBanner', 'savesNote') },
      'Cut\n\nDroidheal-Ack: test-suppressed FeatureTest#showsBanner: banner removed\nDroidheal-Ack: test-suppressed FeatureTest.savesNote: notes removed',
    ]);
    expect((await review(named)).allowed).toBe(true);
    const byFile = await commits([
      { [testFile]: without('showsBanner', 'savesNote') },
      'Cut\n\nDroidheal-Ack: test-suppressed FeatureTest.kt: the feature screen is gone',
    ]);
    const r = await review(byFile);
    expect(r.allowed).toBe(true);
    expect(r.acknowledged?.map((a) => a.ack)).toEqual(['the feature screen is gone', 'the feature screen is gone']);
  });

  it('ignores acknowledgements under the heal policy and offers no trailer there', async () => {
    const head = await commits([
      { [testFile]: without('showsBanner') },
      'Remove the banner\n\nDroidheal-Ack: test-suppressed the banner feature was removed',
    ]);
    const r = await guardChange({ repo: repo.dir, base: repo.base, head, policy: 'heal' });
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => x.rule)).toContain('test-suppressed');
    expect(r.acknowledged).toBeUndefined();
    expect(r.refusals.every((x) => x.acknowledge === undefined)).toBe(true);
    expect(renderGuardResult(r)).not.toContain('Droidheal-Ack');
  });

  it('keeps refusals of a rule the trailer does not name, and shows the trailer that would acknowledge them', async () => {
    const head = await commits([
      { [testFile]: without('showsBanner') },
      'Remove the banner\n\nDroidheal-Ack: assertion-removed not this one',
    ]);
    const r = await review(head);
    expect(r.allowed).toBe(false);
    expect(r.refusals.map((x) => [x.rule, x.test, x.acknowledge])).toEqual([
      [
        'test-suppressed',
        'FeatureTest.showsBanner',
        { trailer: 'Droidheal-Ack: test-suppressed FeatureTest#showsBanner: <why>' },
      ],
    ]);
    expect(r.acknowledged).toBeUndefined();
    expect(renderGuardResult(r)).toContain(
      'if the reduction is intended, write this trailer in the message of the commit that made it:\n    Droidheal-Ack: test-suppressed FeatureTest#showsBanner: <why>\n',
    );
  });
});
