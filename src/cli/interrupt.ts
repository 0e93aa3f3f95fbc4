/** SIGINT or SIGTERM seen while a command runs: an AbortSignal to stop work, and a promise to wait on. */
export interface Interrupt extends Disposable {
  /** aborted (reason: Error('interrupted')) on the first SIGINT or SIGTERM */
  readonly signal: AbortSignal;
  /** resolves on the first SIGINT or SIGTERM */
  readonly interrupted: Promise<void>;
  /** stop listening; idempotent. Call it in the `finally` that cleans up (or hold the Interrupt with `using`). */
  stop(): void;
}

/**
 * Listen for SIGINT and SIGTERM so a command can stop taking work and clean up (devices, adb servers,
 * temp dirs) before it ends, instead of Node's default of dying on the spot. Start listening before
 * starting anything, so a Ctrl-C during start-up still stops what was started.
 */
export function listenForInterrupt(): Interrupt {
  const ac = new AbortController();
  const onSignal = () => ac.abort(new Error('interrupted'));
  // `on`, not `once`: the process runner's child cleanup (src/process, execa's signal-exit) re-raises a
  // signal when it finds itself the only listener, which a fired `once` listener leaves it, killing us
  // before the finally runs
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const stop = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  return { signal: ac.signal, interrupted: aborted(ac.signal), stop, [Symbol.dispose]: stop };
}

/** Resolves when the signal aborts. */
export function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}
