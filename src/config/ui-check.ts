import { z } from 'zod';

/**
 * The `ui` check of droidheal.json: UI scenarios run through Appium (UiAutomator2 driver) with
 * WebdriverIO on every leased device. Each step is an assertion site (file, scenario, step index).
 */

const JavaName = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'expected a Java package or class name such as com.example.app');

/** How a step finds its node: exactly one key. */
export const UiFinder = z
  .strictObject({
    tag: z
      .string()
      .min(1)
      .optional()
      .describe('Compose test tag (exposed as resource id with testTagsAsResourceId), or a view resource id'),
    text: z.string().min(1).optional().describe('the exact text the node shows'),
    contentDescription: z.string().min(1).optional().describe('the content description (accessibility id)'),
    uiautomator: z.string().min(1).optional().describe('a UiSelector expression, e.g. new UiSelector().text("Save")'),
    xpath: z.string().min(1).optional().describe('an XPath over the page source'),
  })
  .refine((f) => Object.values(f).filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of tag, text, contentDescription, uiautomator, xpath',
  });
export type UiFinder = z.infer<typeof UiFinder>;

const Timeout = z
  .number()
  .int()
  .min(0)
  .max(600_000)
  .optional()
  .describe('ms to wait for the node; default timeouts.stepMs');

const FindStep = z.strictObject({ find: UiFinder.describe('passes when the node exists'), timeoutMs: Timeout });
const AssertStep = z
  .strictObject({
    assert: UiFinder,
    is: z.enum(['exists', 'displayed', 'enabled', 'absent']).optional().describe('state to assert (default exists)'),
    text: z.string().optional().describe('the node text equals this'),
    count: z.number().int().min(0).optional().describe('exactly this many nodes match'),
    timeoutMs: Timeout,
  })
  .refine((s) => [s.is, s.text, s.count].filter((v) => v !== undefined).length <= 1, {
    message: 'an assert step checks one thing: is, text or count',
  });
const ClickStep = z.strictObject({ click: UiFinder, timeoutMs: Timeout });
const TypeStep = z.strictObject({ type: z.string().describe('text to enter'), into: UiFinder, timeoutMs: Timeout });
const SwipeStep = z.strictObject({
  swipe: z.enum(['up', 'down', 'left', 'right']),
  on: UiFinder.optional().describe('the node to swipe on (default the screen)'),
  timeoutMs: Timeout,
});
const BackStep = z.strictObject({ back: z.literal(true) });
const WaitStep = z.strictObject({
  wait: UiFinder,
  until: z.enum(['exists', 'absent']).default('exists'),
  timeoutMs: z.number().int().min(0).max(600_000).describe('how long to wait, ms'),
});

/** Each step kind by the key that names it: a bad step is reported against the kind it names, not the whole union. */
export const uiStepKinds = {
  find: FindStep,
  assert: AssertStep,
  click: ClickStep,
  type: TypeStep,
  swipe: SwipeStep,
  back: BackStep,
  wait: WaitStep,
} as const;

export const UiStep = z.union([FindStep, AssertStep, ClickStep, TypeStep, SwipeStep, BackStep, WaitStep]);
export type UiStep = z.infer<typeof UiStep>;

/** `tag "save"` — how a finder reads in messages. */
export function describeFinder(f: UiFinder): string {
  const [key, value] = Object.entries(f).find(([, v]) => v !== undefined) ?? ['?', ''];
  return `${key} ${JSON.stringify(value)}`;
}

/** One line per step, as failures name it. */
export function describeStep(s: UiStep): string {
  if ('find' in s) return `find ${describeFinder(s.find)}`;
  if ('assert' in s) {
    const what =
      s.text !== undefined
        ? `text equals ${JSON.stringify(s.text)}`
        : s.count !== undefined
          ? `count ${s.count}`
          : (s.is ?? 'exists');
    return `assert ${describeFinder(s.assert)} ${what}`;
  }
  if ('click' in s) return `click ${describeFinder(s.click)}`;
  if ('type' in s) return `type ${JSON.stringify(s.type)} into ${describeFinder(s.into)}`;
  if ('swipe' in s) return `swipe ${s.swipe}${s.on ? ` on ${describeFinder(s.on)}` : ''}`;
  if ('back' in s) return 'back';
  return `wait until ${describeFinder(s.wait)} ${s.until}`;
}

export const UiScenario = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z_][\w]*$/, 'expected a scenario name made of letters, digits and _ (it becomes a test method)'),
  steps: z.array(UiStep).min(1),
});
export type UiScenario = z.infer<typeof UiScenario>;

/** A `*.ui.json` file: scenarios versioned next to the app. */
export const UiScenarioFile = z.strictObject({
  $schema: z.string().optional(),
  scenarios: z.array(UiScenario).min(1),
});
export type UiScenarioFile = z.infer<typeof UiScenarioFile>;

/** The ui check's settings, shared by the `checks` entry (`kind: "ui"`) and the standalone schema. */
export const uiCheckFields = {
  app: z
    .strictObject({
      package: JavaName.optional().describe('the app package (read from the APK when apk is given)'),
      activity: z.string().min(1).optional().describe('the activity to start, e.g. .MainActivity'),
      apk: z.string().min(1).optional().describe('path to the app APK, installed by the driver'),
    })
    .refine((a) => a.package !== undefined || a.apk !== undefined, { message: 'give package or apk' }),
  capabilities: z
    .record(z.string(), z.unknown())
    .default({})
    .describe('extra capabilities passed to Appium as they are (e.g. "appium:noReset": true)'),
  scenarios: z.array(UiScenario).default([]),
  scenarioFiles: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'scenario files (*.ui.json, *.ui.yaml or any .yaml/.yml/.json named here) or folders holding *.ui.json / *.ui.yaml, relative to droidheal.json',
    ),
  appium: z
    .strictObject({
      url: z.url().optional().describe('a running Appium server; default: droidheal starts one from its cache'),
      port: z.number().int().min(0).max(65535).default(0).describe('port for the server droidheal starts; 0 = free'),
      startTimeoutMs: z.number().int().min(1000).default(60_000),
    })
    .prefault({}),
  timeouts: z
    .strictObject({
      stepMs: z.number().int().min(0).default(5_000).describe('default wait for a node'),
      sessionMs: z.number().int().min(1000).default(180_000).describe('deadline to create a session on a device'),
    })
    .prefault({}),
  restartApp: z
    .boolean()
    .default(true)
    .describe('stop and start the app before each scenario (needs app.package), so scenarios do not see each other'),
};
export const hasScenarios = [
  (c: { scenarios: unknown[]; scenarioFiles: unknown[] }) => c.scenarios.length > 0 || c.scenarioFiles.length > 0,
  { message: 'give scenarios or scenarioFiles' },
] as const;

export const UiCheckConfig = z.strictObject(uiCheckFields).refine(...hasScenarios);
export type UiCheckConfig = z.infer<typeof UiCheckConfig>;
export type UiCheckConfigInput = z.input<typeof UiCheckConfig>;
