/**
 * Calls whose braces or parentheses stub or verify a mock (`every { m.f() } returns x`, `whenever(m.f())`,
 * `verify(m).f()`): a member named inside them is the mock's, called by nobody in the test.
 */
export const mockBlocks: ReadonlySet<string> = new Set([
  ...['every', 'coEvery', 'whenever', 'given', 'when', 'stub', 'doReturn', 'doAnswer', 'doThrow', 'onBlocking'],
  ...['verify', 'coVerify', 'verifyOrder', 'verifySequence', 'verifyBlocking'],
]);
