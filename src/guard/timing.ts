/**
 * Where a guard run's time goes, for `npm run bench -- guard`: with DROIDHEAL_TIMING set, marks
 * (moments) and spans (git processes, parses) go on the process's performance timeline, which every
 * copy of this module shares (the fast path's start and its bundle each have one). Off, each call
 * is one branch.
 */
const on = (process.env.DROIDHEAL_TIMING ?? '') !== '';

/** garbage collections, seen by the one copy of this module that watches them (the fast path's start) */
const collections: PerformanceEntry[] = [];
let gcWatch: PerformanceObserver | undefined;

export interface TimingReport {
  /** the process's start on the wall clock (performance.timeOrigin, ms since the epoch): the bench tells its launch from it */
  origin: number;
  /** ms since the process started (performance.timeOrigin), the first time each mark was made */
  marks: Record<string, number>;
  /** per span name: how many, their summed ms, and the ms of their union (spans overlap) */
  spans: Record<string, { count: number; totalMs: number; unionMs: number }>;
  /** every mark and span in time order, for reading one run's timeline (`detail`: a git span's command) */
  trace?: Array<{ name: string; start: number; end: number; detail?: unknown }>;
  /** pages the process had first touched when it reported (minor page faults, all its threads) */
  faults?: number;
}

export const timing = {
  on,
  /** now, in ms since the process started (0 when off) */
  now: (): number => (on ? performance.now() : 0),
  mark(name: string): void {
    if (on) performance.mark(name);
  },
  /** a span from `start` (timing.now()) to now */
  span(name: string, start: number, detail?: string): void {
    if (on) performance.measure(name, { start, end: performance.now(), detail });
  },
  /** count garbage collections as `gc` spans (call from one copy of this module: the one that reports) */
  watchGc(): void {
    if (!on || gcWatch) return;
    gcWatch = new PerformanceObserver((list) => collections.push(...list.getEntries()));
    gcWatch.observe({ entryTypes: ['gc'] });
  },
  report(): TimingReport {
    collections.push(...(gcWatch?.takeRecords() ?? []));
    const marks: TimingReport['marks'] = {};
    for (const m of performance.getEntriesByType('mark')) marks[m.name] ??= m.startTime;
    const byName = new Map<string, Array<[number, number]>>();
    for (const m of [...performance.getEntriesByType('measure'), ...collections]) {
      const list = byName.get(m.name) ?? [];
      list.push([m.startTime, m.startTime + m.duration]);
      byName.set(m.name, list);
    }
    const spans: TimingReport['spans'] = {};
    for (const [name, list] of byName) {
      list.sort((a, b) => a[0] - b[0]);
      let union = 0;
      let [from, to] = list[0]!;
      for (const [s, e] of list.slice(1)) {
        if (s > to) {
          union += to - from;
          [from, to] = [s, e];
        } else to = Math.max(to, e);
      }
      union += to - from;
      spans[name] = { count: list.length, totalMs: list.reduce((t, [s, e]) => t + e - s, 0), unionMs: union };
    }
    const trace = [...performance.getEntries(), ...collections]
      .sort((a, b) => a.startTime - b.startTime)
      .map((e) => ({
        name: e.name,
        start: e.startTime,
        end: e.startTime + e.duration,
        detail: (e as PerformanceMeasure).detail,
      }));
    return { origin: performance.timeOrigin, marks, spans, trace, faults: process.resourceUsage().minorPageFault };
  },
};
