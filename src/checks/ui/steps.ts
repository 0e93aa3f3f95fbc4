import { describeFinder, describeStep, type UiFinder, type UiScenario, type UiStep } from '../../config/ui-check.js';

// how steps read in messages lives with their schema, so the guard words its refusals the same way
export { describeFinder, describeStep };

/** The WebdriverIO protocol commands the steps use (a structural subset of its Browser). */
export interface WdClient {
  findElements(using: string, value: string): Promise<Array<Record<string, string>>>;
  isElementDisplayed(id: string): Promise<boolean>;
  isElementEnabled(id: string): Promise<boolean>;
  getElementText(id: string): Promise<string>;
  elementClick(id: string): Promise<unknown>;
  elementClear(id: string): Promise<unknown>;
  elementSendKeys(id: string, text: string): Promise<unknown>;
  getElementRect(id: string): Promise<{ x: number; y: number; width: number; height: number }>;
  getWindowRect(): Promise<{ x: number; y: number; width: number; height: number }>;
  performActions(actions: object[]): Promise<unknown>;
  releaseActions(): Promise<unknown>;
  back(): Promise<unknown>;
  getPageSource(): Promise<string>;
  takeScreenshot(): Promise<string>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
  deleteSession(): Promise<unknown>;
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** The WebDriver locator for a finder. Tags are resource ids (Compose testTagsAsResourceId). */
export function locator(f: UiFinder): { using: string; value: string } {
  if (f.tag !== undefined) return { using: 'id', value: f.tag };
  if (f.contentDescription !== undefined) return { using: 'accessibility id', value: f.contentDescription };
  if (f.uiautomator !== undefined) return { using: '-android uiautomator', value: f.uiautomator };
  if (f.xpath !== undefined) return { using: 'xpath', value: f.xpath };
  return { using: 'xpath', value: `//*[@text=${xpathLiteral(f.text ?? '')}]` };
}

function xpathLiteral(s: string): string {
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return `concat(${s
    .split('"')
    .map((p) => `"${p}"`)
    .join(`, '"', `)})`;
}

/** A step whose node is not there, or whose assertion is false: the app's problem if the device is healthy. */
export class StepFailure extends Error {
  constructor(
    readonly kind: 'not-found' | 'assertion',
    message: string,
    readonly finder?: UiFinder,
  ) {
    super(message);
  }
}

export interface StepTiming {
  stepMs: number;
  /** how often to look again while waiting for a node (ms) */
  pollMs?: number;
  signal?: AbortSignal;
}

async function findAll(client: WdClient, f: UiFinder): Promise<string[]> {
  const { using, value } = locator(f);
  const found = await client.findElements(using, value);
  return found.map((e) => e[ELEMENT_KEY] ?? e.ELEMENT ?? '').filter(Boolean);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Look until `ok(ids)` or the deadline; returns the last ids seen and whether ok held. */
async function poll(
  client: WdClient,
  f: UiFinder,
  timeoutMs: number,
  t: StepTiming,
  ok: (ids: string[]) => boolean,
): Promise<{ ids: string[]; ok: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = await findAll(client, f);
    if (ok(ids)) return { ids, ok: true };
    if (Date.now() >= deadline || t.signal?.aborted) return { ids, ok: false };
    await pause(Math.min(t.pollMs ?? 250, Math.max(deadline - Date.now(), 0)), t.signal);
  }
}

async function one(client: WdClient, f: UiFinder, timeoutMs: number, t: StepTiming): Promise<string> {
  const r = await poll(client, f, timeoutMs, t, (ids) => ids.length > 0);
  if (!r.ok) throw new StepFailure('not-found', `no node with ${describeFinder(f)} within ${timeoutMs} ms`, f);
  return r.ids[0]!;
}

/** Run one step; throws StepFailure for the app's failures, anything else for transport/driver trouble. */
export async function runStep(client: WdClient, step: UiStep, t: StepTiming): Promise<void> {
  const timeout = ('timeoutMs' in step ? step.timeoutMs : undefined) ?? t.stepMs;
  if ('find' in step) {
    await one(client, step.find, timeout, t);
    return;
  }
  if ('assert' in step) return assertStep(client, step, timeout, t);
  if ('click' in step) {
    await client.elementClick(await one(client, step.click, timeout, t));
    return;
  }
  if ('type' in step) {
    const id = await one(client, step.into, timeout, t);
    await client.elementClear(id);
    await client.elementSendKeys(id, step.type);
    return;
  }
  if ('swipe' in step) {
    const rect = step.on
      ? await client.getElementRect(await one(client, step.on, timeout, t))
      : await client.getWindowRect();
    await swipe(client, rect, step.swipe);
    return;
  }
  if ('back' in step) {
    await client.back();
    return;
  }
  const want = step.until;
  const r = await poll(client, step.wait, step.timeoutMs, t, (ids) =>
    want === 'exists' ? ids.length > 0 : ids.length === 0,
  );
  if (!r.ok)
    throw new StepFailure(
      want === 'exists' ? 'not-found' : 'assertion',
      `${describeFinder(step.wait)} was not ${want === 'exists' ? 'there' : 'gone'} within ${step.timeoutMs} ms`,
      step.wait,
    );
}

/** An assert step: one of count, absent, text, displayed, enabled or (by default) exists. */
async function assertStep(
  client: WdClient,
  step: Extract<UiStep, { assert: UiFinder }>,
  timeout: number,
  t: StepTiming,
): Promise<void> {
  const f = step.assert;
  if (step.count !== undefined) {
    const want = step.count;
    const r = await poll(client, f, timeout, t, (ids) => ids.length === want);
    if (!r.ok)
      throw new StepFailure('assertion', `expected ${want} nodes with ${describeFinder(f)}, found ${r.ids.length}`, f);
    return;
  }
  if (step.is === 'absent') {
    const r = await poll(client, f, timeout, t, (ids) => ids.length === 0);
    if (!r.ok)
      throw new StepFailure('assertion', `expected no node with ${describeFinder(f)}, found ${r.ids.length}`, f);
    return;
  }
  const id = await one(client, f, timeout, t);
  if (step.text !== undefined) {
    const actual = await client.getElementText(id);
    if (actual !== step.text)
      throw new StepFailure(
        'assertion',
        `expected ${describeFinder(f)} to have text ${JSON.stringify(step.text)}, was ${JSON.stringify(actual)}`,
        f,
      );
    return;
  }
  if (step.is === 'displayed' && !(await client.isElementDisplayed(id)))
    throw new StepFailure('assertion', `expected ${describeFinder(f)} to be displayed, it is not`, f);
  if (step.is === 'enabled' && !(await client.isElementEnabled(id)))
    throw new StepFailure('assertion', `expected ${describeFinder(f)} to be enabled, it is not`, f);
}

/** A W3C pointer swipe across the middle 60 % of the rect (the finger moves the way the content goes). */
async function swipe(
  client: WdClient,
  r: { x: number; y: number; width: number; height: number },
  direction: 'up' | 'down' | 'left' | 'right',
): Promise<void> {
  const cx = Math.round(r.x + r.width / 2);
  const cy = Math.round(r.y + r.height / 2);
  const dx = Math.round(r.width * 0.3);
  const dy = Math.round(r.height * 0.3);
  const [from, to] = {
    up: [
      [cx, cy + dy],
      [cx, cy - dy],
    ],
    down: [
      [cx, cy - dy],
      [cx, cy + dy],
    ],
    left: [
      [cx + dx, cy],
      [cx - dx, cy],
    ],
    right: [
      [cx - dx, cy],
      [cx + dx, cy],
    ],
  }[direction] as [[number, number], [number, number]];
  await client.performActions([
    {
      type: 'pointer',
      id: 'finger1',
      parameters: { pointerType: 'touch' },
      actions: [
        { type: 'pointerMove', duration: 0, x: from[0], y: from[1] },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerMove', duration: 300, x: to[0], y: to[1] },
        { type: 'pointerUp', button: 0 },
      ],
    },
  ]);
  await client.releaseActions();
}

export type ScenarioResult =
  | { status: 'passed'; durationMs: number }
  | {
      status: 'failed' | 'broken';
      /** 1-based index of the step that did not pass */
      step: number;
      stepText: string;
      /** failed: StepFailure (the app); broken: anything else (driver, transport, device) */
      error: Error;
      durationMs: number;
    };

/** Run the steps in order; the first that does not pass ends the scenario. */
export async function runScenario(client: WdClient, scenario: UiScenario, t: StepTiming): Promise<ScenarioResult> {
  const started = Date.now();
  for (const [i, step] of scenario.steps.entries()) {
    try {
      await runStep(client, step, t);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      return {
        status: error instanceof StepFailure ? 'failed' : 'broken',
        step: i + 1,
        stepText: describeStep(step),
        error,
        durationMs: Date.now() - started,
      };
    }
  }
  return { status: 'passed', durationMs: Date.now() - started };
}

/** Lines of the page source around the node a step looked for (or its head when nothing matches). */
export function pageSourceExcerpt(source: string, finder: UiFinder | undefined, maxLines = 30): string {
  const lines = source.replace(/></g, '>\n<').split('\n');
  const needle = finder ? String(Object.values(finder).find((v) => v !== undefined) ?? '') : '';
  // the node itself when it exists; else a node whose attributes share the needle's first word
  const probes = [needle, needle.split(/[\s_.:/-]/)[0] ?? ''].filter((p) => p.length >= 2);
  let at = -1;
  for (const p of probes) {
    at = lines.findIndex((l) => l.includes(p));
    if (at >= 0) break;
  }
  const from = at < 0 ? 0 : Math.max(0, at - Math.floor(maxLines / 2));
  const excerpt = lines.slice(from, from + maxLines);
  const more = lines.length - (from + excerpt.length);
  return `${from > 0 ? `… ${from} lines above\n` : ''}${excerpt.join('\n')}${more > 0 ? `\n… ${more} more lines` : ''}`;
}
