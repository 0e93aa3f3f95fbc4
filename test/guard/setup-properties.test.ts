import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test's locals moved into `lateinit var` properties its class's `@Before` sets (setup-properties.ts): the
 * test reads the value its local held, so its checks are the same checks.
 */

const testFile = 'app/src/test/java/x/TicketFilterTest.kt';
const app = 'app/src/main/java/x/TicketFilter.kt';
const appSource = `package x

object TicketFilter {
    fun valid(tickets: List<Ticket>): List<Ticket> = tickets.filter { it.onSale() && !it.soldOut() }
}
`;

const baseTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

class TicketFilterTest {
    private lateinit var ticket: Ticket

    @Before
    fun setUp() {
        ticket = Tickets.regular()
    }

    @Test
    fun valid_keepsOnlyTicketsOnSale() {
        val future = Tickets.regular().toBuilder()
            .onSaleFrom(Clock.tomorrow())
            .build()
        val soldOut = Tickets.soldOut()

        val kept = TicketFilter.valid(listOf(future, soldOut, ticket))

        assertEquals(1, kept.size)
        assertTrue(kept.contains(ticket))
        assertFalse(kept.contains(future))
        assertFalse(kept.contains(soldOut))
    }
}
`;

const headTest = (futureValue: string, soldOutValue = 'Tickets.soldOut()') =>
  edited(baseTest, [
    [
      '    private lateinit var ticket: Ticket\n',
      '    private lateinit var ticket: Ticket\n    private lateinit var ticketFuture: Ticket\n    private lateinit var ticketSoldOut: Ticket\n',
    ],
    [
      '        ticket = Tickets.regular()\n',
      `        ticket = Tickets.regular()\n        ticketFuture = ${futureValue}\n        ticketSoldOut = ${soldOutValue}\n`,
    ],
    [
      `        val future = Tickets.regular().toBuilder()
            .onSaleFrom(Clock.tomorrow())
            .build()
        val soldOut = Tickets.soldOut()

        val kept = TicketFilter.valid(listOf(future, soldOut, ticket))`,
      '        val kept = TicketFilter.valid(listOf(ticketFuture, ticketSoldOut, ticket))',
    ],
    ['kept.contains(future)', 'kept.contains(ticketFuture)'],
    ['kept.contains(soldOut)', 'kept.contains(ticketSoldOut)'],
  ]);
const sameFuture = 'Tickets.regular().toBuilder().onSaleFrom(Clock.tomorrow()).build()';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [app]: appSource, [testFile]: baseTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe('test locals moved into properties set in @Before', () => {
  it('allows the locals read through properties the set-up sets to the same values', async () => {
    const r = await guardOnTop(repo, { [testFile]: headTest(sameFuture) });
    expect(refusedTests(r)).toEqual([]);
  });

  it('allows it when another test sets the property for itself', async () => {
    const other = `
    @Test
    fun valid_dropsEveryTicketSoldOut() {
        ticketSoldOut = Tickets.soldOut().toBuilder().price(0).build()
        assertTrue(TicketFilter.valid(listOf(ticketSoldOut)).isEmpty())
    }
}
`;
    const head = headTest(sameFuture).replace(/\n}\n$/, other);
    expect(head).toContain('valid_dropsEveryTicketSoldOut');
    const r = await guardOnTop(repo, { [testFile]: head });
    expect(refusedTests(r)).toEqual([]);
  });

  it('refuses a property the set-up sets to another value than the local held', async () => {
    const r = await guardOnTop(repo, { [testFile]: headTest(sameFuture, 'Tickets.regular()') });
    expect(refusedTests(r)).toContain('assertion-weakened TicketFilterTest.valid_keepsOnlyTicketsOnSale');
  });

  it('refuses the property when a test sets it again', async () => {
    const head = edited(headTest(sameFuture), [
      ['        val kept =', '        ticketSoldOut = Tickets.regular()\n        val kept ='],
    ]);
    const r = await guardOnTop(repo, { [testFile]: head });
    expect(refusedTests(r)).toContain('assertion-weakened TicketFilterTest.valid_keepsOnlyTicketsOnSale');
  });
});
