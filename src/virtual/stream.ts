/**
 * One ADB stream (an OPENed service) on a connection, seen from the device.
 * Outgoing data respects the protocol's flow control: one WRTE outstanding until the host OKAYs
 * it, each at most maxdata bytes. Incoming data is buffered for handlers that read frames.
 */

export interface StreamTransport {
  /** Send a WRTE with this payload on the stream. */
  sendWrite(stream: DeviceStream, data: Buffer): void;
  /** Send CLSE for the stream. */
  sendClose(stream: DeviceStream): void;
  /** Forget the stream (it is closed). */
  release(stream: DeviceStream): void;
  readonly maxData: number;
}

interface Pending {
  chunk: Buffer;
  done?: () => void;
}

export class DeviceStream {
  private readonly outgoing: Pending[] = [];
  private awaitingAck = false;
  private ending = false;
  private closed = false;
  private readonly controller = new AbortController();
  private readonly input: Buffer[] = [];
  private inputSize = 0;
  private inputEnded = false;
  private inputWaiter?: () => void;

  constructor(
    private readonly transport: StreamTransport,
    readonly localId: number,
    readonly remoteId: number,
    readonly service: string,
  ) {}

  /** Aborted when the host closes the stream or the connection goes away. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Queue bytes; resolves once the host acknowledged all of them (or the stream closed). */
  write(data: Buffer | string): Promise<void> {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (this.closed || this.ending || buf.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const max = this.transport.maxData;
      for (let off = 0; off < buf.length; off += max) {
        const chunk = buf.subarray(off, Math.min(off + max, buf.length));
        this.outgoing.push({ chunk, done: off + max >= buf.length ? resolve : undefined });
      }
      this.pump();
    });
  }

  /** Close from the device side once everything queued was acknowledged. */
  end(): void {
    if (this.closed || this.ending) return;
    this.ending = true;
    this.pump();
  }

  /** The host acknowledged our last WRTE. */
  onAck(): void {
    this.awaitingAck = false;
    const head = this.outgoing.shift();
    head?.done?.();
    this.pump();
  }

  /** The host sent data (already acknowledged by the connection). */
  onData(data: Buffer): void {
    if (this.closed) return;
    this.input.push(data);
    this.inputSize += data.length;
    this.wakeReader();
  }

  /** The host closed the stream, or the connection is gone: stop everything, send nothing. */
  onHostClose(): void {
    if (this.closed) return;
    this.closed = true;
    this.inputEnded = true;
    for (const p of this.outgoing.splice(0)) p.done?.();
    this.controller.abort();
    this.wakeReader();
    this.transport.release(this);
  }

  /** Mark the end of host input without closing (shell v2 close-stdin). */
  endInput(): void {
    this.inputEnded = true;
    this.wakeReader();
  }

  /** Read exactly n bytes; null if the input ends first. */
  async readExactly(n: number): Promise<Buffer | null> {
    while (this.inputSize < n) {
      if (this.inputEnded) return null;
      await new Promise<void>((resolve) => (this.inputWaiter = resolve));
    }
    return this.take(n);
  }

  /** Take n buffered bytes, copying only the chunks that hold them (WRTEs are up to 256 KiB). */
  private take(n: number): Buffer {
    const parts: Buffer[] = [];
    let need = n;
    while (need > 0) {
      const head = this.input[0]!;
      if (head.length <= need) {
        parts.push(head);
        this.input.shift();
        need -= head.length;
      } else {
        parts.push(head.subarray(0, need));
        this.input[0] = head.subarray(need);
        need = 0;
      }
    }
    this.inputSize -= n;
    return parts.length === 1 ? Buffer.from(parts[0]!) : Buffer.concat(parts, n);
  }

  /** Read whatever is buffered (waiting for at least one byte); null at end of input. */
  async readSome(): Promise<Buffer | null> {
    while (this.inputSize === 0) {
      if (this.inputEnded) return null;
      await new Promise<void>((resolve) => (this.inputWaiter = resolve));
    }
    const out = Buffer.concat(this.input, this.inputSize);
    this.input.length = 0;
    this.inputSize = 0;
    return out;
  }

  private wakeReader(): void {
    const w = this.inputWaiter;
    this.inputWaiter = undefined;
    w?.();
  }

  private pump(): void {
    if (this.closed || this.awaitingAck) return;
    const head = this.outgoing[0];
    if (head) {
      this.awaitingAck = true;
      this.transport.sendWrite(this, head.chunk);
      return;
    }
    if (this.ending) {
      this.closed = true;
      this.inputEnded = true;
      this.wakeReader();
      this.transport.sendClose(this);
      this.controller.abort();
      this.transport.release(this);
    }
  }
}
