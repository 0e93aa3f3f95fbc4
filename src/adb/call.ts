import type { AdbkitClient, AdbkitConnection } from './adbkit.js';
import { type AdbServerAddress, createAdbClient, formatServerAddress } from './client.js';
import { AdbError, toAdbError } from './errors.js';

/** Every adb call takes a deadline and may take an AbortSignal (adbkit has neither). */
export interface CallOptions {
  /** give up after this many ms; the connection is destroyed (default 5000) */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_CALL_TIMEOUT_MS = 5000;

/** A server handle: its address and the adbkit client bound to it. */
export interface AdbServer extends AdbServerAddress {
  readonly client: AdbkitClient;
  readonly name: string;
}

export function adbServer(address: AdbServerAddress): AdbServer {
  return { ...address, name: formatServerAddress(address), client: createAdbClient(address) };
}

/**
 * Run `body` on a fresh connection to the server (never a shared socket, so one hung device
 * cannot block another call). On the deadline or an abort the socket is destroyed, which also
 * ends whatever the device was streaming, and the call rejects with an AdbError.
 */
export function withConnection<T>(
  server: AdbServer,
  what: string,
  opts: CallOptions,
  body: (conn: AdbkitConnection) => PromiseLike<T>,
  /** where the connection comes from: a fresh one by default (see parked-transport.ts) */
  connect: () => PromiseLike<AdbkitConnection> = () => server.client.connection(),
): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const signal = opts.signal;
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let conn: AdbkitConnection | undefined;
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      conn?.socket?.destroy();
    };
    const fail = (err: unknown) => {
      if (done) return;
      done = true;
      finish();
      reject(toAdbError(err, what, server.name));
    };
    const onAbort = () =>
      fail(new AdbError('aborted', `${what}: aborted`, { reason: 'not-run', cause: signal?.reason }));
    const timer = setTimeout(
      () =>
        fail(
          new AdbError('timeout', `${what}: no answer within ${timeoutMs} ms`, {
            deviceState: 'hung',
            reason: 'device-hung',
          }),
        ),
      timeoutMs,
    );
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(connect())
      .then((c) => {
        if (done) {
          c.socket?.destroy();
          return undefined;
        }
        conn = c;
        return Promise.resolve(body(c)).then((value) => {
          if (done) return;
          done = true;
          finish();
          resolve(value);
        });
      })
      .catch(fail);
  });
}
