import { getEventListeners } from 'node:events';

/** What one measured run cost droidheal's own process, and what it held while it ran. */
export interface RunCost {
  wallMs: number;
  /** user + system CPU of this process */
  cpuMs: number;
  peakRssMb: number;
  /** process.getActiveResourcesInfo(): before, highest while running, after */
  handles: { before: number; peak: number; after: number };
  /** abort listeners on the run's signal: highest while running, after */
  abortListeners: { peak: number; after: number };
}

/**
 * Run `f` while sampling this process every 50 ms: resident memory, active handles (sockets,
 * timers, …) and the abort listeners on `signal`. CPU and wall time are taken around the call.
 */
export async function measured<T>(signal: AbortSignal, f: () => Promise<T>): Promise<{ value: T; cost: RunCost }> {
  const handles = () => process.getActiveResourcesInfo().length;
  const listeners = () => getEventListeners(signal, 'abort').length;
  const before = await settledHandles();
  let peakRss = process.memoryUsage.rss();
  let peakHandles = before;
  let peakListeners = listeners();
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    // the sampler's own timer is not the run's
    peakHandles = Math.max(peakHandles, handles() - 1);
    peakListeners = Math.max(peakListeners, listeners());
  };
  const timer = setInterval(sample, 50);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let value: T;
  try {
    value = await f();
  } finally {
    clearInterval(timer);
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const after = await settledHandles();
  return {
    value,
    cost: {
      wallMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      peakRssMb: peakRss / 2 ** 20,
      handles: { before, peak: peakHandles, after },
      abortListeners: { peak: peakListeners, after: listeners() },
    },
  };
}

/**
 * Active handles when nothing of a run is out: the fewest seen over 0.6 s, since the pool's own
 * probes (every 500 ms) open sockets for a moment in the background.
 */
async function settledHandles(): Promise<number> {
  let fewest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 12; i++) {
    fewest = Math.min(fewest, process.getActiveResourcesInfo().length);
    await new Promise((r) => setTimeout(r, 50));
  }
  return fewest;
}
