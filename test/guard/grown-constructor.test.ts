import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

// A class gains constructor parameters in the same change, and the tests' expected values gain the
// arguments for them: every old argument stays, so the expectation checks what it checked, and more.

const EVENTS = 'app/src/main/java/x/Events.kt';
const EVENTS_TEST = 'app/src/test/java/x/EventsTest.kt';

const events = `package x

sealed interface Event {
    data class Open(val url: String?) : Event
    data class Close(val reason: String) : Event
    data object Closed : Event
}

fun closedEvent(): Event = Event.Closed

class Launcher(url: String?) {
    val events = mutableListOf<Event>()

    init {
        navigate(url)
    }

    private fun navigate(url: String? = null) {
        events.add(Event.Open(url))
    }
}
`;

const eventsTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class EventsTest {
    @Test
    fun opensWithoutUrl() {
        val launcher = Launcher(null)
        assertEquals(Event.Open(null), launcher.events.first())
    }

    @Test
    fun opensWithoutUrlAgain() {
        val launcher = Launcher(null)
        assertEquals(Event.Open(null), launcher.events.first())
    }

    @Test
    fun closes() {
        assertEquals(Event.Closed, closedEvent())
    }

    @Test
    fun opensWithUrl() {
        val launcher = Launcher("https://example.org")
        assertEquals(Event.Open("https://example.org"), launcher.events.first())
    }
}
`;

// the class gains a parameter, its first one renamed on the way (same type)
const grown = events
  .replace(
    'data class Open(val url: String?) : Event',
    'data class Open(val urlToOpen: String?, val hideOthers: Boolean) : Event',
  )
  .replace(
    'private fun navigate(url: String? = null) {',
    'private fun navigate(url: String? = null, hide: Boolean = false) {',
  )
  .replace('events.add(Event.Open(url))', 'events.add(Event.Open(url, hide))');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [EVENTS]: events, [EVENTS_TEST]: eventsTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const ruleAndTest = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);

describe('a constructor that gained parameters, its calls in expected values given the new arguments', () => {
  it('allows Open(null) → Open(null, false) when the change added the parameter to Open', async () => {
    const t = eventsTest
      .replaceAll('Event.Open(null)', 'Event.Open(null, false)')
      .replace('Event.Open("https://example.org")', 'Event.Open("https://example.org", hideOthers = false)');
    expect(ruleAndTest(await guard({ [EVENTS]: grown, [EVENTS_TEST]: t }))).toEqual([]);
  });

  it('reads every line of the same text so, and an argument now named where it stood', async () => {
    const twoParams = grown;
    const threeParams = grown
      .replace('val hideOthers: Boolean) : Event', 'val hideOthers: Boolean, val skipIntro: Boolean) : Event')
      .replace('events.add(Event.Open(url, hide))', 'events.add(Event.Open(url, hide, false))');
    const before = eventsTest.replaceAll('Event.Open(null)', 'Event.Open(null, false)');
    const t = eventsTest.replaceAll('Event.Open(null)', 'Event.Open(null, hideOthers = false, skipIntro = false)');
    const r = await guardOnTop(
      repo,
      { [EVENTS]: threeParams, [EVENTS_TEST]: t },
      { before: { [EVENTS]: twoParams, [EVENTS_TEST]: before } },
    );
    expect(ruleAndTest(r)).toEqual([]);
  });

  it('allows an object turned into a class named through its outer type, Event.Closed → Event.Closed(null)', async () => {
    const asClass = events
      .replace('data object Closed : Event', 'data class Closed(val reason: String?) : Event')
      .replace('fun closedEvent(): Event = Event.Closed', 'fun closedEvent(): Event = Event.Closed(null)');
    const t = eventsTest.replace(
      'assertEquals(Event.Closed, closedEvent())',
      'assertEquals(Event.Closed(null), closedEvent())',
    );
    expect(ruleAndTest(await guard({ [EVENTS]: asClass, [EVENTS_TEST]: t }))).toEqual([]);
  });

  it('reads a line with two calls of the grown constructor, each given the new argument', async () => {
    const two = eventsTest.replace(
      'assertEquals(Event.Open(null), launcher.events.first())',
      'assertEquals(listOf(Event.Open(null), Event.Open("a")), launcher.events)',
    );
    const filled = (second: string) =>
      two
        .replace('listOf(Event.Open(null), Event.Open("a"))', `listOf(Event.Open(null, false), ${second})`)
        .replaceAll('Event.Open(null)', 'Event.Open(null, false)')
        .replace('Event.Open("https://example.org")', 'Event.Open("https://example.org", false)');
    const allowed = await guardOnTop(
      repo,
      { [EVENTS]: grown, [EVENTS_TEST]: filled('Event.Open("a", true)') },
      { before: { [EVENTS_TEST]: two } },
    );
    expect(ruleAndTest(allowed)).toEqual([]);
    // an old argument changed in one of the two calls
    const changed = await guardOnTop(
      repo,
      { [EVENTS]: grown, [EVENTS_TEST]: filled('Event.Open("b", true)') },
      { before: { [EVENTS_TEST]: two } },
    );
    expect(ruleAndTest(changed)).toEqual(['assertion-weakened EventsTest.opensWithoutUrl']);
  });

  it('still refuses an old argument changed on the same line', async () => {
    const t = eventsTest.replace('Event.Open("https://example.org")', 'Event.Open("https://example.com", false)');
    expect(ruleAndTest(await guard({ [EVENTS]: grown, [EVENTS_TEST]: t }))).toEqual([
      'assertion-weakened EventsTest.opensWithUrl',
    ]);
  });

  it('still refuses an argument added where the class did not gain a parameter in the change', async () => {
    const withDefault = events.replace(
      'data class Open(val url: String?)',
      'data class Open(val url: String?, val hideOthers: Boolean = false)',
    );
    const t = eventsTest.replace('Event.Open(null)', 'Event.Open(null, true)');
    const r = await guardOnTop(repo, { [EVENTS_TEST]: t }, { before: { [EVENTS]: withDefault } });
    expect(ruleAndTest(r)).toEqual(['assertion-weakened EventsTest.opensWithoutUrl']);
  });

  // the parameter gained before the old one, and the call wrapped over lines as a formatter does once it grows
  const grownFirst = events
    .replace(
      'data class Open(val url: String?) : Event',
      'data class Open(val stack: List<String>, val url: String?) : Event',
    )
    .replace('events.add(Event.Open(url))', 'events.add(Event.Open(listOf("root"), url))');
  const wrapped = (args: string) =>
    `assertEquals(\n            Event.Open(\n                ${args},\n            ),\n            launcher.events.first(),\n        )`;

  it('allows a parameter gained before the old ones, and the grown call wrapped over several lines', async () => {
    const t = eventsTest
      .replaceAll('Event.Open(null)', 'Event.Open(listOf("root"), null)')
      .replace(
        'assertEquals(Event.Open("https://example.org"), launcher.events.first())',
        wrapped('listOf("root"),\n                "https://example.org"'),
      );
    expect(ruleAndTest(await guard({ [EVENTS]: grownFirst, [EVENTS_TEST]: t }))).toEqual([]);
  });

  it('still refuses an old argument changed in a wrapped call, or a gained argument it cannot place', async () => {
    const changed = eventsTest.replace(
      'assertEquals(Event.Open("https://example.org"), launcher.events.first())',
      wrapped('listOf("root"),\n                "https://example.com"'),
    );
    expect(ruleAndTest(await guard({ [EVENTS]: grownFirst, [EVENTS_TEST]: changed }))).toEqual([
      'assertion-weakened EventsTest.opensWithUrl',
    ]);
    // a String? gained between a String? and a Boolean: which argument is new cannot be told, so it is compared as written
    const two = events
      .replace(
        'data class Open(val url: String?) : Event',
        'data class Open(val url: String?, val hide: Boolean) : Event',
      )
      .replace('events.add(Event.Open(url))', 'events.add(Event.Open(url, false))');
    const three = two
      .replace(
        'Open(val url: String?, val hide: Boolean)',
        'Open(val url: String?, val from: String?, val hide: Boolean)',
      )
      .replace('events.add(Event.Open(url, false))', 'events.add(Event.Open(url, null, false))');
    const before = eventsTest.replace('Event.Open("https://example.org")', 'Event.Open("https://example.org", false)');
    const t = eventsTest.replace('Event.Open("https://example.org")', 'Event.Open(null, "https://example.org", false)');
    const r = await guardOnTop(
      repo,
      { [EVENTS]: three, [EVENTS_TEST]: t },
      { before: { [EVENTS]: two, [EVENTS_TEST]: before } },
    );
    expect(ruleAndTest(r)).toEqual(['assertion-weakened EventsTest.opensWithUrl']);
  });

  it('is refused under heal, where fixers do not rewrite expectations', async () => {
    const t = eventsTest.replaceAll('Event.Open(null)', 'Event.Open(null, false)');
    const r = await guard({ [EVENTS]: grown, [EVENTS_TEST]: t }, 'heal');
    expect(r.refusals.map((x) => x.rule)).toContain('assertion-weakened');
  });
});
