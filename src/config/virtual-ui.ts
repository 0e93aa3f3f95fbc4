import { z } from 'zod';

/**
 * The `ui` key of a virtual device: the apps whose screens its UiAutomator2 server shows, and
 * whether it can host that server at all. A node is Compose-like: a test tag (the resource id
 * with testTagsAsResourceId), text, content description, state, and what a click does.
 */

export interface VirtualUiNodeInput {
  class?: string;
  tag?: string;
  text?: string;
  contentDescription?: string;
  enabled?: boolean;
  displayed?: boolean;
  editable?: boolean;
  onClick?: VirtualUiActionInput[];
  children?: VirtualUiNodeInput[];
}

export type VirtualUiActionInput =
  | { setText: { tag: string; text: string } }
  | { add: VirtualUiNodeInput; under?: string }
  | { remove: string }
  | { enable: string }
  | { crash: true }
  | { drop: 'die' | 'disconnect' };

export const VirtualUiNode: z.ZodType<VirtualUiNodeInput> = z.lazy(() =>
  z.strictObject({
    class: z.string().min(1).optional().describe('Android class the node reports (default android.view.View)'),
    tag: z.string().min(1).optional().describe('Compose test tag = resource-id'),
    text: z.string().optional(),
    contentDescription: z.string().optional(),
    enabled: z.boolean().optional(),
    displayed: z.boolean().optional(),
    editable: z.boolean().optional().describe('a text field: typing replaces its text'),
    onClick: z.array(VirtualUiAction).optional().describe('what a click on this node does to the screen'),
    children: z.array(VirtualUiNode).optional(),
  }),
);

export const VirtualUiAction: z.ZodType<VirtualUiActionInput> = z.lazy(() =>
  z.union([
    z.strictObject({ setText: z.strictObject({ tag: z.string().min(1), text: z.string() }) }),
    z.strictObject({
      add: VirtualUiNode,
      under: z.string().min(1).optional().describe('tag of the parent (default root)'),
    }),
    z.strictObject({ remove: z.string().min(1).describe('tag of the node to remove') }),
    z.strictObject({ enable: z.string().min(1).describe('tag of the node to enable') }),
    z.strictObject({ crash: z.literal(true).describe("the app's process dies") }),
    z.strictObject({ drop: z.enum(['die', 'disconnect']).describe('the device drops off adb') }),
  ]),
);

export const VirtualUiApp = z.strictObject({
  package: z.string().min(1),
  activity: z.string().min(1).default('.MainActivity'),
  versionName: z.string().default('1.0'),
  screen: z.array(VirtualUiNode).describe('the nodes on screen when the app starts'),
});
export type VirtualUiApp = z.infer<typeof VirtualUiApp>;

/**
 * Where an app APK carries its screen for virtual devices (a plain asset real devices ignore): a
 * build can derive it from the app's source, so a fix to the source shows on the virtual screen.
 * Installing such an APK replaces the rack's screen for that package.
 */
export const UI_ASSET = 'assets/droidheal/ui.json';

export const VirtualUiSpec = z.strictObject({
  hostsServer: z
    .boolean()
    .default(true)
    .describe('false: installing the UiAutomator2 server APKs is refused (INSTALL_FAILED_VERIFICATION_FAILURE)'),
  width: z.number().int().positive().default(1080),
  height: z.number().int().positive().default(2400),
  apps: z.array(VirtualUiApp).default([]),
});
export type VirtualUiSpec = z.infer<typeof VirtualUiSpec>;
