import { randomBytes } from 'node:crypto';
import type net from 'node:net';
import {
  A_AUTH,
  A_CLSE,
  A_CNXN,
  A_OKAY,
  A_OPEN,
  A_VERSION,
  A_VERSION_MIN,
  A_WRTE,
  AUTH_RSAPUBLICKEY,
  AUTH_SIGNATURE,
  AUTH_TOKEN,
  DEVICE_MAX_PAYLOAD,
  encodePacket,
  type Packet,
} from './packet.js';
import { PacketReader } from './packet-reader.js';
import { DeviceStream, type StreamTransport } from './stream.js';

/** How a device answers the host's CNXN. */
export type HandshakeMode =
  | 'accept' // send our CNXN: the transport is `device`
  | 'auth' // send AUTH TOKEN and never accept on our own: the transport is `unauthorized`
  | 'silent'; // say nothing: adb waits 10 s and lists the transport as `offline`

/** What a connection needs from its device. */
export interface ConnectionHost {
  handshakeMode(): HandshakeMode;
  /** `device::ro.product.name=…;…;features=…` */
  banner(): string;
  /** The handler for a service name, or undefined to refuse it (CLSE). */
  serviceHandler(service: string): ServiceHandler | undefined;
}

/** Serves one opened stream; the stream is ended when the promise settles. */
export type ServiceHandler = (stream: DeviceStream) => Promise<void>;

type State = 'awaiting-cnxn' | 'authenticating' | 'online' | 'closed';

/**
 * One TCP connection from the adb server: handshake, optional auth, stream table, flow control.
 * Every TCP connection is its own transport, so stream ids start over.
 */
export class Connection implements StreamTransport {
  private readonly reader = new PacketReader();
  private readonly streams = new Map<number, DeviceStream>();
  private nextLocalId = 1;
  private state: State = 'awaiting-cnxn';
  private cnxnSeen = false;
  private version = A_VERSION;
  maxData = DEVICE_MAX_PAYLOAD;
  /** While hung, nothing goes out and nothing is handled; both are kept for unhang(). */
  private hung = false;
  private readonly heldOut: Buffer[] = [];
  private readonly heldIn: Buffer[] = [];

  constructor(
    private readonly socket: net.Socket,
    private readonly host: ConnectionHost,
    private readonly onClosed: (c: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.teardown());
    socket.on('close', () => this.teardown());
  }

  get isOnline(): boolean {
    return this.state === 'online';
  }

  get isAuthenticating(): boolean {
    return this.state === 'authenticating';
  }

  /** The user tapped "Allow": send CNXN now, the transport becomes `device`. */
  accept(): void {
    if (this.state !== 'authenticating') return;
    this.sendCnxn();
  }

  /** A CNXN left unanswered (silent handshake) is answered now, as the device's mode says. */
  resumeHandshake(): void {
    if (this.state !== 'awaiting-cnxn' || !this.cnxnSeen) return;
    if (this.host.handshakeMode() === 'accept') this.sendCnxn();
    else if (this.host.handshakeMode() === 'auth') {
      this.state = 'authenticating';
      this.sendAuthToken();
    }
  }

  hang(): void {
    this.hung = true;
  }

  unhang(): void {
    if (!this.hung) return;
    this.hung = false;
    for (const b of this.heldOut.splice(0)) this.socket.write(b);
    for (const b of this.heldIn.splice(0)) this.receive(b);
  }

  /** Close the TCP connection (adb sees the transport go offline at once). */
  close(): void {
    this.socket.destroy();
    this.teardown();
  }

  // --- StreamTransport ---
  sendWrite(stream: DeviceStream, data: Buffer): void {
    this.send(A_WRTE, stream.localId, stream.remoteId, data);
  }

  sendClose(stream: DeviceStream): void {
    this.send(A_CLSE, stream.localId, stream.remoteId);
  }

  release(stream: DeviceStream): void {
    this.streams.delete(stream.localId);
  }

  // --- internals ---
  private send(command: number, arg0: number, arg1: number, data?: Buffer): void {
    if (this.state === 'closed') return;
    const packet = encodePacket(command, arg0, arg1, data);
    if (this.hung) this.heldOut.push(packet);
    else this.socket.write(packet);
  }

  private receive(chunk: Buffer): void {
    if (this.state === 'closed') return;
    if (this.hung) {
      this.heldIn.push(chunk);
      return;
    }
    let packets: Packet[];
    try {
      packets = this.reader.push(chunk);
    } catch {
      // a corrupt stream: a real adbd drops the transport too
      this.close();
      return;
    }
    for (const p of packets) this.handle(p);
  }

  private handle(p: Packet): void {
    switch (p.command) {
      case A_CNXN:
        this.onCnxn(p);
        return;
      case A_AUTH:
        this.onAuth(p);
        return;
      case A_OPEN:
        this.onOpen(p);
        return;
      case A_OKAY:
        this.streams.get(p.arg1)?.onAck();
        return;
      case A_WRTE: {
        const stream = this.streams.get(p.arg1);
        if (!stream) return;
        this.send(A_OKAY, stream.localId, stream.remoteId);
        stream.onData(p.data);
        return;
      }
      case A_CLSE:
        this.streams.get(p.arg1)?.onHostClose();
        return;
      default:
        return; // SYNC, STLS and unknown commands are ignored, as adbd does once online
    }
  }

  private onCnxn(p: Packet): void {
    this.cnxnSeen = true;
    this.version = Math.max(A_VERSION_MIN, Math.min(p.arg0, A_VERSION));
    this.maxData = Math.min(p.arg1 || DEVICE_MAX_PAYLOAD, DEVICE_MAX_PAYLOAD);
    // a new CNXN on a live connection resets it, like adbd
    for (const s of [...this.streams.values()]) s.onHostClose();
    switch (this.host.handshakeMode()) {
      case 'accept':
        this.sendCnxn();
        return;
      case 'auth':
        this.state = 'authenticating';
        this.sendAuthToken();
        return;
      case 'silent':
        return;
    }
  }

  private onAuth(p: Packet): void {
    if (this.state !== 'authenticating') return;
    // Every signature is "wrong": answer with a fresh token until the host gives up and sends its
    // public key (then adb lists us as unauthorized). Acceptance comes only from accept().
    if (p.arg0 === AUTH_SIGNATURE) this.sendAuthToken();
    else if (p.arg0 === AUTH_RSAPUBLICKEY && this.host.handshakeMode() === 'accept') this.sendCnxn();
  }

  private sendAuthToken(): void {
    this.send(A_AUTH, AUTH_TOKEN, 0, randomBytes(20));
  }

  private sendCnxn(): void {
    this.state = 'online';
    this.send(A_CNXN, this.version, DEVICE_MAX_PAYLOAD, Buffer.from(this.host.banner(), 'utf8'));
  }

  private onOpen(p: Packet): void {
    const remoteId = p.arg0;
    if (this.state !== 'online') return;
    const service = p.data.toString('utf8').replace(/\0+$/, '');
    const handler = this.host.serviceHandler(service);
    if (!handler) {
      this.send(A_CLSE, 0, remoteId);
      return;
    }
    const localId = this.nextLocalId++;
    const stream = new DeviceStream(this, localId, remoteId, service);
    this.streams.set(localId, stream);
    this.send(A_OKAY, localId, remoteId);
    handler(stream).then(
      () => stream.end(),
      () => stream.end(),
    );
  }

  private teardown(): void {
    if (this.state === 'closed') return;
    for (const s of [...this.streams.values()]) s.onHostClose();
    this.state = 'closed';
    this.heldOut.length = 0;
    this.heldIn.length = 0;
    this.onClosed(this);
  }
}
