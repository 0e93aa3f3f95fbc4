import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (session 48b, dhis2 de2cd0fff3): a verified mock reached through a chain of stubbed calls in the base
 * (`verify(session.api?.users()?.accounts())?.deleteCurrent()`) and named in the head, the test now stubbing each link
 * to return a named mock. The stubbed chain returns that mock, so the same object is verified. Another mock, a chain
 * stubbed twice, or a name stubbed for another chain stays a changed check.
 */

const T = 'app/src/test/java/x/AccountsTest.kt';
const file = (body: string) => `package x

class AccountsTest {
    private val session: Session = mock()
    private val api: Api = mock()
    private val users: Users = mock()
    private val accounts: Accounts = mock()
    private val others: Accounts = mock()

    @Test
    fun deletes() {
        ${body}
        presenter.onDelete()

        verify(view).showProgress()
        VERIFY
    }
}
`;
const judged = async (base: [string, string], head: [string, string]) =>
  (
    await refusals({ [T]: file(base[0]).replace('VERIFY', base[1]) }, { [T]: file(head[0]).replace('VERIFY', head[1]) })
  ).map((r) => r.rule);

const deepStubs = 'whenever(session.api) doReturn mock()\n        whenever(session.api.users()) doReturn mock()';
const baseVerify = 'verify(session.api?.users()?.accounts())?.deleteCurrent()';
const namedStubs = [
  'whenever(session.api) doReturn api',
  'whenever(api.users()).thenReturn(users)',
  'every { users.accounts() } returns accounts',
].join('\n        ');

describe('a verified mock named where the other side reached it through stubbed calls', () => {
  it('allows the chain replaced by the mock its stubs return', async () => {
    expect(await judged([deepStubs, baseVerify], [namedStubs, 'verify(accounts).deleteCurrent()'])).toEqual([]);
    // and back: the named mock written as the chain that returns it
    expect(await judged([namedStubs, 'verify(accounts).deleteCurrent()'], [namedStubs, baseVerify])).toEqual([]);
  });

  it('refuses another mock, a chain stubbed twice, a name stubbed for another chain, or another call', async () => {
    for (const [stubs, verify] of [
      [namedStubs, 'verify(others).deleteCurrent()'],
      [`${namedStubs}\n        whenever(users.accounts()) doReturn others`, 'verify(accounts).deleteCurrent()'],
      [namedStubs.replace('users.accounts()', 'users.archived()'), 'verify(accounts).deleteCurrent()'],
      [namedStubs, 'verify(accounts).deleteAll()'],
      [namedStubs, 'verify(accounts, never()).deleteCurrent()'],
    ] as [string, string][])
      expect(
        (await judged([deepStubs, baseVerify], [stubs, verify])).filter((r) => r.startsWith('assertion-')),
        `${stubs} / ${verify}`,
      ).not.toEqual([]);
  });
});
