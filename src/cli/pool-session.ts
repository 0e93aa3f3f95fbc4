import type { Rack } from '../config/rack.js';
import { openPool, type Pool } from '../pool/pool.js';
import { listenForInterrupt } from './interrupt.js';

/**
 * Run `body` with an open pool, closing it (virtual devices, emulators, any adb server it started)
 * on every path: normal end, error, SIGINT or SIGTERM. `signal` is aborted on those signals so a
 * long body (`--watch`) can end cleanly.
 */
export async function withPool<T>(rack: Rack, body: (pool: Pool, signal: AbortSignal) => Promise<T>): Promise<T> {
  const interrupt = listenForInterrupt();
  let pool: Pool | undefined;
  try {
    pool = await openPool(rack, { signal: interrupt.signal });
    return await body(pool, interrupt.signal);
  } finally {
    await pool?.close();
    interrupt.stop();
  }
}
