import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { VirtualDeviceSpec } from '../config/virtual-device.js';
import { ConfigError } from '../errors.js';
import type { DeviceContext, VirtualDeviceEvents } from './commands/types.js';
import { Connection, type HandshakeMode } from './connection.js';
import { VirtualFs } from './fs.js';
import { DeviceLog } from './log.js';
import { PackageTable } from './packages.js';
import { deviceBanner, deviceProps } from './props.js';
import { serviceHandler } from './services/index.js';

/** The device API tests, the pool and the CLI use to drive one virtual device. */
export interface VirtualDevice {
  readonly name: string;
  readonly port: number;
  /** always `127.0.0.1:${port}` — adb treats `localhost:PORT` as another device */
  readonly serial: string;
  readonly spec: VirtualDeviceSpec;
  bootId(): string;
  /** Close the TCP connection(s) and keep listening: adb reconnects after ~250 ms. */
  disconnect(): void;
  /** Close the connections and the listener: adb shows `offline` ~60 s, then removes it. */
  die(): Promise<void>;
  /** Keep the sockets open and answer nothing (adb never notices). */
  hang(): void;
  unhang(): void;
  /** Drop, then come back with a new boot id and sys.boot_completed=0 for bootMs. */
  reboot(bootMs?: number): void;
  /** Finish booting now (sys.boot_completed becomes 1). */
  completeBoot(): void;
  /** For unauthorized devices: the user taps "Allow" (CNXN is sent now and on later connections). */
  accept(): void;
  /** Go offline and come back `flaps` times: the connections close and new handshakes go unanswered for offMs each time. */
  flap(flaps?: number, offMs?: number): void;
  /** USB debugging authorization revoked: the connections close and every new one is asked to authenticate (adb: unauthorized). */
  revoke(): void;
  on<E extends keyof VirtualDeviceEvents>(event: E, cb: (payload: VirtualDeviceEvents[E]) => void): void;
  off<E extends keyof VirtualDeviceEvents>(event: E, cb: (payload: VirtualDeviceEvents[E]) => void): void;
}

/** One virtual Android device: a TCP listener speaking the device side of the ADB protocol. */
export class VirtualDeviceHost implements VirtualDevice, DeviceContext {
  readonly fs = new VirtualFs();
  readonly settings = new Map<string, string>();
  readonly log = new DeviceLog();
  readonly packages: PackageTable;
  private readonly server = net.createServer((socket) => this.onSocket(socket));
  private readonly connections = new Set<Connection>();
  private readonly events = new EventEmitter();
  private readonly faultFirings = new Map<string, number>();
  private readonly testRuns = new Map<string, number>();
  private currentBootId = randomUUID();
  private bootCompleteAt: number;
  private authorized: boolean;
  private hung = false;
  private listening = false;
  private acceptTimer?: NodeJS.Timeout;
  /** while flapping: the offline half of a cycle (handshakes go unanswered) */
  private flappedOff = false;
  private flapTimer?: NodeJS.Timeout;
  private boundPort = 0;

  constructor(
    readonly spec: VirtualDeviceSpec,
    /** counters of faults and overrides with scope "rack", shared by every device of one rack */
    private readonly rackCounts: Map<string, number> = new Map(),
  ) {
    this.packages = new PackageTable(spec.packages, spec.instrumentations);
    this.bootCompleteAt = Date.now() + spec.bootMs;
    this.authorized = spec.state === 'device';
    this.events.setMaxListeners(100);
  }

  get name(): string {
    return this.spec.name;
  }

  get port(): number {
    return this.boundPort;
  }

  get serial(): string {
    return `127.0.0.1:${this.boundPort}`;
  }

  /** Listen on 127.0.0.1 (never `localhost`: it would be a second serial to adb). */
  async listen(host = '127.0.0.1'): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          err.code === 'EADDRINUSE'
            ? new ConfigError(`virtual device "${this.spec.name}": port ${this.spec.port} is already in use`, {
                remedy: 'pick another port, or 0 for any free port',
                cause: err,
              })
            : err,
        ),
      );
      this.server.listen(this.spec.port, host, () => {
        this.server.removeAllListeners('error');
        this.server.on('error', () => {}); // a listener error later must not crash the hosting process
        resolve();
      });
    });
    this.listening = true;
    this.boundPort = (this.server.address() as net.AddressInfo).port;
    if (this.spec.state === 'unauthorized-then-accept') {
      this.acceptTimer = setTimeout(() => this.accept(), this.spec.acceptAfterMs ?? 0);
      this.acceptTimer.unref();
    }
  }

  // --- DeviceContext (what the shell commands use) ---
  props(): Map<string, string> {
    return deviceProps(this.spec, Date.now() >= this.bootCompleteAt);
  }

  bootId(): string {
    return this.currentBootId;
  }

  takeFault(index: number): boolean {
    const fault = this.spec.faults[index];
    if (!fault) return false;
    if (fault.type === 'slow') return true;
    // a rack-scoped fault is the same fault on every device that declares it: counted once for all
    const key = fault.scope === 'rack' ? `fault ${fault.type} ${fault.atTest} ${fault.when}` : `fault #${index}`;
    const counts = fault.scope === 'rack' ? this.rackCounts : this.faultFirings;
    const fired = counts.get(key) ?? 0;
    if (fired >= fault.times) return false;
    counts.set(key, fired + 1);
    return true;
  }

  countRun(key: string, scope: 'device' | 'rack' = 'device'): number {
    if (scope === 'rack') {
      const n = (this.rackCounts.get(`run ${key}`) ?? 0) + 1;
      this.rackCounts.set(`run ${key}`, n);
      return n;
    }
    const n = (this.testRuns.get(key) ?? 0) + 1;
    this.testRuns.set(key, n);
    return n;
  }

  emit<E extends keyof VirtualDeviceEvents>(event: E, payload: VirtualDeviceEvents[E]): void {
    this.events.emit(event, payload);
  }

  on<E extends keyof VirtualDeviceEvents>(event: E, cb: (payload: VirtualDeviceEvents[E]) => void): void {
    this.events.on(event, cb);
  }

  off<E extends keyof VirtualDeviceEvents>(event: E, cb: (payload: VirtualDeviceEvents[E]) => void): void {
    this.events.off(event, cb);
  }

  // --- faults ---
  disconnect(): void {
    for (const c of [...this.connections]) c.close();
  }

  async die(): Promise<void> {
    clearTimeout(this.acceptTimer);
    clearTimeout(this.flapTimer);
    this.disconnect();
    if (!this.listening) return;
    this.listening = false;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  hang(): void {
    this.hung = true;
    for (const c of this.connections) c.hang();
  }

  unhang(): void {
    this.hung = false;
    for (const c of this.connections) c.unhang();
  }

  reboot(bootMs = 2000): void {
    this.currentBootId = randomUUID();
    this.log.clear();
    this.bootCompleteAt = Date.now() + bootMs;
    this.hung = false;
    this.disconnect();
  }

  /** Finish booting now (sys.boot_completed becomes 1): tests drive a slow boot by event, not by a clock. */
  completeBoot(): void {
    this.bootCompleteAt = Date.now();
  }

  flap(flaps = 3, offMs = 500): void {
    clearTimeout(this.flapTimer);
    // each cycle: offline (connections closed, adb's reconnect left unanswered) for offMs, then the
    // waiting handshake is answered (adb: device) and the device stays online for offMs
    const cycle = (left: number) => {
      this.flappedOff = true;
      this.disconnect();
      this.flapTimer = setTimeout(() => {
        this.flappedOff = false;
        for (const c of this.connections) c.resumeHandshake();
        if (left > 1) this.flapTimer = setTimeout(() => cycle(left - 1), offMs);
      }, offMs);
    };
    cycle(flaps);
  }

  revoke(): void {
    clearTimeout(this.acceptTimer);
    this.authorized = false;
    this.disconnect();
  }

  accept(): void {
    clearTimeout(this.acceptTimer);
    this.authorized = true;
    for (const c of this.connections) c.accept();
  }

  // --- connections ---
  private handshakeMode(): HandshakeMode {
    if (this.spec.state === 'offline' || this.flappedOff) return 'silent';
    return this.authorized ? 'accept' : 'auth';
  }

  private onSocket(socket: net.Socket): void {
    const conn = new Connection(
      socket,
      {
        handshakeMode: () => this.handshakeMode(),
        banner: () => deviceBanner(this.spec),
        serviceHandler: (service) => serviceHandler(this, service),
      },
      (c) => this.connections.delete(c),
    );
    this.connections.add(conn);
    if (this.hung) conn.hang();
    this.emit('connection', { remote: `${socket.remoteAddress}:${socket.remotePort}` });
  }
}
