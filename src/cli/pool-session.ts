import type { Rack } from '../config/rack.js';
import { openPool, type Pool } from '../pool/pool.js';

/**
 * Run `body` with an open pool, closing it (virtual devices, emulators, any adb server it started)
 * on every path: normal end, error, SIGINT or SIGTERM. `signal` is aborted on those signals so a
 * long body (`--watch`) can end cleanly.
 */
export async function withPool<T>(rack: Rack, body: (pool: Pool, signal: AbortSignal) => Promise<T>): Promise<T> {
  const ac = new AbortController();
  const onSignal = () => ac.abort();
  // `on`, not `once`: execa's child cleanup (signal-exit) re-raises a signal when it finds itself
  // the only listener, which a fired `once` listener leaves it, killing us before the finally runs
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let pool: Pool | undefined;
  try {
    pool = await openPool(rack, { signal: ac.signal });
    return await body(pool, ac.signal);
  } finally {
    await pool?.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Resolves when the signal aborts. */
export function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}
