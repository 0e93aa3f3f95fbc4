import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { CommandContext, DeviceContext } from '../commands/types.js';
import type { ServiceHandler } from '../connection.js';
import { encodePng } from '../screen/png.js';
import { type DeviceUi, deviceUi, SERVER_DEVICE_PORT, SERVER_PACKAGE } from './device-ui.js';
import { InvalidSelector, type Screen, type UiNode } from './hierarchy.js';

/**
 * The UiAutomator2 server as it runs on a phone: started by its driver through
 * `am instrument -w … io.appium.uiautomator2.server.test/androidx.test.runner.AndroidJUnitRunner`,
 * listening on the device's port 6790 (reached through `adb forward tcp:X tcp:6790`), speaking its
 * HTTP JSON protocol over the screens the rack declares.
 */

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

class WdError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const noSuchElement = () =>
  new WdError(404, 'no such element', 'An element could not be located on the page using the given search parameters.');

interface Session {
  id: string;
  capabilities: Record<string, unknown>;
}

/** A small grey PNG the size of the screen / 10 (what `screencap` would give, without pixels worth keeping). */
export function screenshotPng(width: number, height: number): Buffer {
  const w = Math.max(1, Math.round(width / 10));
  const h = Math.max(1, Math.round(height / 10));
  return encodePng(w, h, Buffer.alloc(w * h * 3, 0xd0));
}

function elementRef(n: UiNode): Record<string, string> {
  return { ELEMENT: n.id, [ELEMENT_KEY]: n.id };
}

type Route = [method: string, pattern: RegExp, run: (m: RegExpExecArray, body: Record<string, unknown>) => unknown];

/** What the routes share: the device, its screens, the open sessions, and how an element is found and tapped. */
interface Server {
  device: DeviceContext;
  ui: DeviceUi;
  sessions: Map<string, Session>;
  /** the element of the current screen with this id, or a stale element reference */
  element(id: string): UiNode;
  click(n: UiNode): void;
}

function serverOf(device: DeviceContext, ui: DeviceUi): Server {
  const screenOrThrow = (): Screen => {
    const s = ui.screen();
    if (!s) throw noSuchElement();
    return s;
  };
  const element = (id: string): UiNode => {
    const n = ui.screen()?.byId(id);
    if (!n) throw new WdError(404, 'stale element reference', `The element '${id}' does not exist in DOM anymore`);
    return n;
  };
  const click = (n: UiNode) => {
    if (!n.displayed) throw new WdError(400, 'element not interactable', 'The element is not displayed');
    for (const effect of screenOrThrow().click(n)) {
      if ('crash' in effect && ui.focused) ui.stop(ui.focused);
      else if ('drop' in effect) {
        // the phone falls off the bus right after the tap: the reply never arrives
        setImmediate(() => (effect.drop === 'die' ? void device.die() : device.disconnect()));
      }
    }
  };
  return { device, ui, sessions: new Map(), element, click };
}

/** Server status and the session lifecycle. */
function sessionRoutes({ ui, sessions }: Server): Route[] {
  return [
    ['GET', /^\/status$/, () => ({ ready: true, message: 'UiAutomator2 Server is ready to accept commands' })],
    ['GET', /^\/sessions$/, () => [...sessions.values()].map((s) => ({ id: s.id, capabilities: s.capabilities }))],
    [
      'POST',
      /^\/session$/,
      (_m, body) => {
        const caps =
          (body.capabilities as { firstMatch?: Array<Record<string, unknown>> } | undefined)?.firstMatch?.[0] ?? {};
        const s = { id: randomUUID(), capabilities: caps };
        sessions.set(s.id, s);
        return { sessionId: s.id, capabilities: caps };
      },
    ],
    [
      'DELETE',
      /^\/session\/([^/]+)$/,
      (m) => {
        sessions.delete(m[1]!);
        // the real server ends its instrumentation once its session is gone
        setTimeout(() => ui.stopServer?.(), 50);
        return null;
      },
    ],
  ];
}

/** The screen as a whole: its source, a screenshot, its size, the device's facts and settings. */
function screenRoutes({ device, ui }: Server): Route[] {
  return [
    ['GET', /^\/session\/[^/]+\/source$/, () => (ui.screen() ?? null)?.source() ?? emptySource(ui)],
    ['GET', /^\/session\/[^/]+\/screenshot$/, () => screenshotPng(ui.spec.width, ui.spec.height).toString('base64')],
    ['GET', /^\/session\/[^/]+\/window\/current\/size$/, () => ({ width: ui.spec.width, height: ui.spec.height })],
    ['GET', /^\/session\/[^/]+\/window\/rect$/, () => ({ x: 0, y: 0, width: ui.spec.width, height: ui.spec.height })],
    ['GET', /^\/session\/[^/]+\/orientation$/, () => 'PORTRAIT'],
    ['GET', /^\/session\/[^/]+\/appium\/device\/pixel_ratio$/, () => 2.625],
    ['GET', /^\/session\/[^/]+\/appium\/device\/display_density$/, () => 420],
    ['GET', /^\/session\/[^/]+\/appium\/device\/system_bars$/, () => ({ statusBar: 63 })],
    [
      'GET',
      /^\/session\/[^/]+\/appium\/device\/info$/,
      () => ({
        androidId: '1a2b3c4d5e6f7a8b',
        manufacturer: device.props().get('ro.product.manufacturer'),
        model: device.props().get('ro.product.model'),
        brand: device.props().get('ro.product.brand'),
        apiVersion: String(device.spec.sdk),
        platformVersion: device.props().get('ro.build.version.release'),
        realDisplaySize: `${ui.spec.width}x${ui.spec.height}`,
        displayDensity: 420,
        timeZone: 'UTC',
        locale: 'en_US',
        networks: [],
        bluetooth: { state: 'OFF' },
      }),
    ],
    ['GET', /^\/session\/[^/]+\/appium\/settings$/, () => ({})],
    ['POST', /^\/session\/[^/]+\/appium\/settings$/, () => null],
    ['POST', /^\/session\/[^/]+\/appium\/reset_ax_cache$/, () => null],
  ];
}

/** Finding elements and reading, tapping and typing into them. */
function elementRoutes({ ui, element, click }: Server): Route[] {
  return [
    [
      'POST',
      /^\/session\/[^/]+\/elements?$/,
      (m, body) => {
        const multiple = m[0].endsWith('elements');
        const screen = ui.screen();
        const context = typeof body.context === 'string' && body.context ? element(body.context) : undefined;
        const found = screen ? screen.find(String(body.strategy), String(body.selector), context) : [];
        if (multiple) return found.map(elementRef);
        if (found.length === 0) throw noSuchElement();
        return elementRef(found[0]!);
      },
    ],
    ['GET', /^\/session\/[^/]+\/element\/([^/]+)\/text$/, (m) => element(m[1]!).text],
    ['GET', /^\/session\/[^/]+\/element\/([^/]+)\/name$/, (m) => element(m[1]!).className],
    [
      'GET',
      /^\/session\/[^/]+\/element\/([^/]+)\/attribute\/([^/]+)$/,
      (m) => {
        const n = element(m[1]!);
        const name = decodeURIComponent(m[2]!);
        const values: Record<string, string> = {
          text: n.text,
          'resource-id': n.tag,
          resourceId: n.tag,
          'content-desc': n.contentDescription,
          contentDescription: n.contentDescription,
          class: n.className,
          className: n.className,
          enabled: String(n.enabled),
          displayed: String(n.displayed),
          clickable: String(n.onClick.length > 0 || n.editable),
          focusable: String(n.editable),
          selected: 'false',
          checked: 'false',
          checkable: 'false',
          bounds: `[${n.bounds[0]},${n.bounds[1]}][${n.bounds[2]},${n.bounds[3]}]`,
          package: ui.focused ?? '',
        };
        if (!(name in values))
          throw new WdError(404, 'no such element', `'${name}' attribute is unknown for the element`);
        return values[name];
      },
    ],
    [
      'GET',
      /^\/session\/[^/]+\/element\/([^/]+)\/rect$/,
      (m) => {
        const [l, t, r, b] = element(m[1]!).bounds;
        return { x: l, y: t, width: r - l, height: b - t };
      },
    ],
    [
      'GET',
      /^\/session\/[^/]+\/element\/([^/]+)\/location$/,
      (m) => ({ x: element(m[1]!).bounds[0], y: element(m[1]!).bounds[1] }),
    ],
    [
      'GET',
      /^\/session\/[^/]+\/element\/([^/]+)\/size$/,
      (m) => {
        const [l, t, r, b] = element(m[1]!).bounds;
        return { width: r - l, height: b - t };
      },
    ],
    [
      'POST',
      /^\/session\/[^/]+\/element\/([^/]+)\/click$/,
      (m) => {
        click(element(m[1]!));
        return null;
      },
    ],
    [
      'POST',
      /^\/session\/[^/]+\/element\/([^/]+)\/clear$/,
      (m) => {
        const n = element(m[1]!);
        if (n.editable) n.text = '';
        return null;
      },
    ],
    [
      'POST',
      /^\/session\/[^/]+\/element\/([^/]+)\/value$/,
      (m, body) => {
        const n = element(m[1]!);
        if (!n.editable) throw new WdError(400, 'invalid element state', 'The element does not accept text input');
        const text = typeof body.text === 'string' ? body.text : Array.isArray(body.value) ? body.value.join('') : '';
        n.text = `${n.text}${text}`;
        return null;
      },
    ],
  ];
}

/** Gestures, keys and back. */
function inputRoutes({ ui }: Server): Route[] {
  return [
    ['POST', /^\/session\/[^/]+\/actions$/, () => null],
    ['POST', /^\/session\/[^/]+\/appium\/gestures\/(swipe|scroll|fling|drag)$/, () => false],
    [
      'POST',
      /^\/session\/[^/]+\/back$/,
      () => {
        if (ui.focused) ui.focused = undefined; // the activity finishes: back on the launcher
        return null;
      },
    ],
    ['POST', /^\/session\/[^/]+\/appium\/device\/press_keycode$/, () => null],
  ];
}

/** The path a request names, without the `/wd/hub` prefix, the query and a trailing slash. */
function requestPath(url: string | undefined): string {
  return (
    (url ?? '/')
      .replace(/^\/wd\/hub/, '')
      .split('?')[0]!
      .replace(/\/$/, '') || '/'
  );
}

/** A request's JSON body; an empty or unreadable one is `{}`. */
function requestBody(chunks: readonly Buffer[]): Record<string, unknown> {
  try {
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The route's answer in the WebDriver envelope, or the error it raised as the WebDriver error. */
function answer(
  routes: readonly Route[],
  sessions: ReadonlyMap<string, Session>,
  method: string | undefined,
  path: string,
  body: Record<string, unknown>,
): { status: number; payload: unknown } {
  const sessionId = /^\/session\/([^/]+)/.exec(path)?.[1];
  try {
    const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
    if (!route)
      throw new WdError(404, 'unknown command', `The requested resource could not be found: ${method} ${path}`);
    if (sessionId && !sessions.has(sessionId) && !(method === 'DELETE' && /^\/session\/[^/]+$/.test(path)))
      throw new WdError(404, 'invalid session id', `A session is either terminated or not started (${sessionId})`);
    const value = route[2](route[1].exec(path)!, body);
    const payload =
      path === '/session' && method === 'POST'
        ? { sessionId: (value as { sessionId: string }).sessionId, value }
        : { sessionId: sessionId ?? null, value: value ?? null };
    return { status: 200, payload };
  } catch (err) {
    const e =
      err instanceof WdError
        ? err
        : err instanceof InvalidSelector
          ? new WdError(400, 'invalid selector', err.message)
          : new WdError(500, 'unknown error', (err as Error).message);
    return {
      status: e.status,
      payload: { sessionId: sessionId ?? null, value: { error: e.error, message: e.message, stacktrace: '' } },
    };
  }
}

/** The HTTP handler: one route table over the device's current screen. */
function handler(device: DeviceContext, ui: DeviceUi): http.RequestListener {
  const server = serverOf(device, ui);
  const routes = [...sessionRoutes(server), ...screenRoutes(server), ...elementRoutes(server), ...inputRoutes(server)];
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { status, payload } = answer(
        routes,
        server.sessions,
        req.method,
        requestPath(req.url),
        requestBody(chunks),
      );
      const text = JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    });
  };
}

function emptySource(ui: DeviceUi): string {
  return (
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n" +
    `<hierarchy index="0" class="hierarchy" rotation="0" width="${ui.spec.width}" height="${ui.spec.height}">\n` +
    '</hierarchy>'
  );
}

/**
 * `am instrument -w … io.appium.uiautomator2.server.test/…`: the server runs until the host closes
 * the shell (the driver stops it), the package is force-stopped, or the device goes away.
 */
export async function runUiAutomator2Server(ctx: CommandContext): Promise<number> {
  const ui = deviceUi(ctx.device);
  ui.stopServer?.();
  const server = http.createServer(handler(ctx.device, ui));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  ui.serverPort = (server.address() as net.AddressInfo).port;
  ui.spawn(SERVER_PACKAGE);
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  ui.stopServer = stop;
  ctx.signal.addEventListener('abort', stop, { once: true });
  await stopped;
  if (ui.stopServer === stop) {
    ui.stopServer = undefined;
    ui.serverPort = undefined;
  }
  ui.stop(SERVER_PACKAGE);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!ctx.signal.aborted)
    await ctx.out('INSTRUMENTATION_RESULT: shortMsg=Process crashed.\nINSTRUMENTATION_CODE: 0\n');
  return 0;
}

/**
 * `tcp:6790` — what `adb forward tcp:X tcp:6790` opens on the device for each connection: a byte
 * pipe to the server. Refused (CLSE) while nothing listens there, as adbd does.
 */
export function tcpService(device: DeviceContext, service: string): ServiceHandler | undefined {
  const port = Number(service.slice('tcp:'.length));
  const ui = deviceUi(device);
  if (port !== SERVER_DEVICE_PORT || ui.serverPort === undefined) return undefined;
  const target = ui.serverPort;
  return async (stream) => {
    const socket = net.connect({ host: '127.0.0.1', port: target });
    socket.setNoDelay(true);
    const closed = new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.once('error', () => resolve());
    });
    stream.signal.addEventListener('abort', () => socket.destroy(), { once: true });
    socket.on('data', (d: Buffer) => {
      socket.pause();
      void stream.write(d).then(() => socket.resume());
    });
    const pump = (async () => {
      for (;;) {
        const d = await stream.readSome();
        if (!d) break;
        if (!socket.destroyed) socket.write(d);
      }
      socket.end();
    })();
    await Promise.race([closed, pump.then(() => closed)]);
  };
}
