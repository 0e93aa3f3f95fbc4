import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symbolRenames } from '../../src/guard/renames.js';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A weakening the review let through (issue 27, found by session 48c): an expected value built in the test
 * (`Ticket(id = "t1", seat = 4)`) whose named argument the app's change removed, with no rename read for it (here the
 * property gains a default as it is renamed, `seat: Int` → `seatNumber: Int = 0`). The migrated-API comparison
 * (rules/tests.ts `migratedCheck`) mirrors an equality so that the side naming removed API is its subject, and that
 * side may change freely: here it is the expected value, so `seatNumber = 5`, or another `id`, passed as migrated.
 * A value the test writes out now keeps every value it holds; only the removed names may become added ones
 * (rules/written-values.ts), on either side of the check. Still allowed: the renamed argument with its value, and a read of the app (the
 * check's actual side) restated on the added member. Still refused: the renamed argument where the app kept the
 * old name.
 */

const C = 'app/src/main/java/x/Tickets.kt';
const T = 'app/src/test/java/x/TicketTest.kt';
const pairs = [C, T].map((p) => ({ basePath: p, headPath: p }));

const app = `package x

data class Ticket(
  val id: String,
  val seat: Int,
)

fun ticketFor(id: String, place: Int): Ticket = Ticket(id, place)
`;

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Assert.assertEquals
import org.junit.Test

class TicketTest {
    @Test
    fun makesTheTicket() {
        assertEquals(Ticket(id = "t1", seat = 4), ticketFor("t1", 4))
    }

    @Test
    fun listsTheTicket() {
        assertThat(ticketFor("t2", 7)).isEqualTo(Ticket(id = "t2", seat = 7))
    }

    @Test
    fun seatsTheTicket() {
        assertEquals(9, ticketFor("t3", 9).seat)
    }

    @Test
    fun makesTheTicketWrittenTheOtherWay() {
        assertEquals(ticketFor("t5", 1), Ticket(id = "t5", seat = 1))
    }
}
`;

const retypedApp = edited(app, [['  val seat: Int,', '  val seatNumber: Int = 0,']]);
// each renamed use also re-wrapped, so no changed line is the old one with the name replaced: no rename is read
const followed = edited(test, [
  [
    'assertEquals(Ticket(id = "t1", seat = 4), ticketFor("t1", 4))',
    'assertEquals(\n            Ticket(id = "t1", seatNumber = 4),\n            ticketFor("t1", 4),\n        )',
  ],
  ['.isEqualTo(Ticket(id = "t2", seat = 7))', '\n            .isEqualTo(Ticket(id = "t2", seatNumber = 7))'],
  [
    'ticketFor("t5", 1), Ticket(id = "t5", seat = 1))',
    'ticketFor("t5", 1),\n            Ticket(id = "t5", seatNumber = 1),\n        )',
  ],
  [
    'assertEquals(9, ticketFor("t3", 9).seat)',
    'assertEquals(\n            9,\n            ticketFor("t3", 9).seatNumber,\n        )',
  ],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [C]: app, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an expected value whose named argument the change removed', () => {
  it('is not read as a rename', () => {
    expect(
      symbolRenames(
        new Map([
          [C, app],
          [T, test],
        ]),
        new Map([
          [C, retypedApp],
          [T, followed],
        ]),
        pairs,
      ).size,
    ).toBe(0);
  });

  it('follows the renamed argument with its value', async () => {
    const r = await guardOnTop(repo, { [C]: retypedApp, [T]: followed });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when the renamed argument takes another value', async () => {
    const r = await guardOnTop(repo, {
      [C]: retypedApp,
      [T]: edited(followed, [['seatNumber = 4)', 'seatNumber = 5)']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toMatch(/^assertion-weakened .*seatNumber=5/);
  });

  it('is refused when another argument changes beside the renamed one', async () => {
    const r = await guardOnTop(repo, {
      [C]: retypedApp,
      [T]: edited(followed, [['Ticket(id = "t2", seatNumber', 'Ticket(id = "t9", seatNumber']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toMatch(/^assertion-weakened .*id="t9"/);
  });

  it('is refused when the expected value written first in the check takes another value', async () => {
    const r = await guardOnTop(repo, {
      [C]: retypedApp,
      [T]: edited(followed, [['seatNumber = 1)', 'seatNumber = 2)']]),
    });
    expect(refusedDetails(r)).toHaveLength(1);
    expect(refusedDetails(r)[0]).toMatch(/^assertion-weakened .*seatNumber=2/);
  });

  it('is refused when the app keeps the old name', async () => {
    const r = await guardOnTop(repo, { [T]: followed });
    expect(refusedDetails(r).length).toBeGreaterThan(0);
    expect(refusedDetails(r).join('\n')).toContain('seatNumber=4');
  });
});
