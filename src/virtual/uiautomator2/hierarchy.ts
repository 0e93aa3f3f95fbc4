import type { VirtualUiActionInput, VirtualUiApp, VirtualUiNodeInput } from '../../config/virtual-ui.js';

/** One node on screen, as UiAutomator sees it (Compose semantics nodes appear as android.view.View). */
export interface UiNode {
  /** UiAutomator2 element id (a UUID per node and app launch) */
  id: string;
  className: string;
  tag: string;
  text: string;
  contentDescription: string;
  enabled: boolean;
  displayed: boolean;
  editable: boolean;
  onClick: VirtualUiActionInput[];
  children: UiNode[];
  parent?: UiNode;
  bounds: [number, number, number, number];
}

/** Thrown for a selector the emulated server cannot parse (the server says `invalid selector`). */
export class InvalidSelector extends Error {}

const ROW = 120;

/** The screen of one running app: a tree rebuilt from the rack at each launch. */
export class Screen {
  readonly root: UiNode;
  private nextId = 1;
  private readonly launch: number;

  constructor(
    readonly app: VirtualUiApp,
    launch: number,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.launch = launch;
    this.root = this.node({ class: 'android.widget.FrameLayout', children: app.screen });
    this.layout();
  }

  private node(input: VirtualUiNodeInput, parent?: UiNode): UiNode {
    const n: UiNode = {
      id: `${String(this.launch).padStart(8, '0')}-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`,
      className: input.class ?? (input.editable ? 'android.widget.EditText' : 'android.view.View'),
      tag: input.tag ?? '',
      text: input.text ?? '',
      contentDescription: input.contentDescription ?? '',
      enabled: input.enabled ?? true,
      displayed: input.displayed ?? true,
      editable: input.editable ?? false,
      onClick: input.onClick ?? [],
      children: [],
      ...(parent ? { parent } : {}),
      bounds: [0, 0, 0, 0],
    };
    n.children = (input.children ?? []).map((c) => this.node(c, n));
    return n;
  }

  /** Rows top to bottom in document order; containers span their children. */
  layout(): void {
    let row = 0;
    const place = (n: UiNode, depth: number): [number, number] => {
      const top = row * ROW;
      if (n !== this.root) row++;
      let bottom = top + ROW - 10;
      for (const c of n.children) bottom = Math.max(bottom, place(c, depth + 1)[1]);
      const inset = Math.min(depth * 16, 200);
      n.bounds =
        n === this.root
          ? [0, 0, this.width, this.height]
          : [inset, top, this.width - inset, Math.min(bottom, this.height)];
      return [top, bottom];
    };
    place(this.root, 0);
  }

  all(): UiNode[] {
    const out: UiNode[] = [];
    const walk = (n: UiNode) => {
      out.push(n);
      n.children.forEach(walk);
    };
    walk(this.root);
    return out;
  }

  byId(id: string): UiNode | undefined {
    return this.all().find((n) => n.id === id);
  }

  byTag(tag: string): UiNode | undefined {
    return this.all().find((n) => n.tag === tag);
  }

  resourceId(n: UiNode): string {
    return n.tag;
  }

  /** Find nodes by a W3C/Appium strategy, in document order, under `context` when given. */
  find(strategy: string, selector: string, context?: UiNode): UiNode[] {
    const scope = context ? this.subtree(context) : this.all();
    const match = matcher(strategy, selector, this.app.package);
    return scope.filter((n) => n !== this.root && match(n, this));
  }

  private subtree(n: UiNode): UiNode[] {
    const out: UiNode[] = [];
    const walk = (x: UiNode) => {
      if (x !== n) out.push(x);
      x.children.forEach(walk);
    };
    walk(n);
    return out;
  }

  /** Apply a click's effects; returns the ones the device itself must carry out (crash, drop). */
  click(n: UiNode): Array<{ crash: true } | { drop: 'die' | 'disconnect' }> {
    const external: Array<{ crash: true } | { drop: 'die' | 'disconnect' }> = [];
    for (const a of n.onClick) {
      if ('setText' in a) {
        const t = this.byTag(a.setText.tag);
        if (t) t.text = a.setText.text;
      } else if ('add' in a) {
        const parent = a.under ? this.byTag(a.under) : this.root;
        if (parent) parent.children.push(this.node(a.add, parent));
      } else if ('remove' in a) {
        const t = this.byTag(a.remove);
        if (t?.parent) t.parent.children = t.parent.children.filter((c) => c !== t);
      } else if ('enable' in a) {
        const t = this.byTag(a.enable);
        if (t) t.enabled = true;
      } else external.push(a);
    }
    this.layout();
    return external;
  }

  /** The page source as the UiAutomator2 server dumps it. */
  source(rotation = 0): string {
    const esc = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const lines: string[] = [
      `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>`,
      `<hierarchy index="0" class="hierarchy" rotation="${rotation}" width="${this.width}" height="${this.height}">`,
    ];
    const walk = (n: UiNode, index: number, depth: number) => {
      const [l, t, r, b] = n.bounds;
      const attrs = [
        `index="${index}"`,
        `package="${esc(this.app.package)}"`,
        `class="${esc(n.className)}"`,
        `text="${esc(n.text)}"`,
        `resource-id="${esc(this.resourceId(n))}"`,
        `checkable="false"`,
        `checked="false"`,
        `clickable="${n.onClick.length > 0 || n.editable}"`,
        `enabled="${n.enabled}"`,
        `focusable="${n.editable}"`,
        `focused="false"`,
        `long-clickable="false"`,
        `password="false"`,
        `scrollable="false"`,
        `selected="false"`,
        `bounds="[${l},${t}][${r},${b}]"`,
        `displayed="${n.displayed}"`,
        `content-desc="${esc(n.contentDescription)}"`,
      ].join(' ');
      const pad = '  '.repeat(depth + 1);
      const tag = n.className;
      if (n.children.length === 0) lines.push(`${pad}<${tag} ${attrs} />`);
      else {
        lines.push(`${pad}<${tag} ${attrs}>`);
        for (const [i, c] of n.children.entries()) walk(c, i, depth + 1);
        lines.push(`${pad}</${tag}>`);
      }
    };
    walk(this.root, 0, 0);
    lines.push('</hierarchy>');
    return lines.join('\n');
  }
}

type Match = (n: UiNode, screen: Screen) => boolean;

/** Attribute values as UiAutomator names them (xpath attributes of the page source). */
function attr(n: UiNode, name: string, screen: Screen): string {
  switch (name) {
    case 'text':
      return n.text;
    case 'resource-id':
      return screen.resourceId(n);
    case 'content-desc':
      return n.contentDescription;
    case 'class':
      return n.className;
    case 'enabled':
      return String(n.enabled);
    case 'displayed':
      return String(n.displayed);
    case 'package':
      return screen.app.package;
    default:
      return '';
  }
}

function matcher(strategy: string, selector: string, pkg: string): Match {
  switch (strategy) {
    case 'id':
      // a bare id also matches "pkg:id/name" (views) — Compose tags are bare resource ids
      return (n) =>
        n.tag !== '' && (n.tag === selector || `${pkg}:id/${n.tag}` === selector || n.tag === `${pkg}:id/${selector}`);
    case 'accessibility id':
      return (n) => n.contentDescription !== '' && n.contentDescription === selector;
    case 'class name':
      return (n) => n.className === selector;
    case 'xpath':
      return xpathMatcher(selector);
    case '-android uiautomator':
      return uiSelectorMatcher(selector);
    default:
      throw new InvalidSelector(`Locator strategy '${strategy}' is not supported for this session`);
  }
}

/** The XPath subset scenarios use: `//*` or `//class`, with `[@attr="v"]` / `[contains(@attr,"v")]` predicates. */
function xpathMatcher(selector: string): Match {
  const m = /^\/\/([\w.*$]+)((?:\[[^\]]+\])*)$/.exec(selector.trim());
  if (!m) throw new InvalidSelector(`Unable to locate an element with the xpath '${selector}': unsupported expression`);
  const cls = m[1]!;
  const preds = [...(m[2] ?? '').matchAll(/\[([^\]]+)\]/g)].map((p) => p[1]!.trim());
  const tests: Match[] = preds.map((p) => {
    const eq = /^@([\w-]+)\s*=\s*(["'])(.*)\2$/.exec(p);
    if (eq) return (n, s) => attr(n, eq[1]!, s) === eq[3];
    const contains = /^contains\(\s*@([\w-]+)\s*,\s*(["'])(.*)\2\s*\)$/.exec(p);
    if (contains) return (n, s) => attr(n, contains[1]!, s).includes(contains[3]!);
    throw new InvalidSelector(`Unable to locate an element with the xpath '${selector}': unsupported predicate [${p}]`);
  });
  return (n, s) => (cls === '*' || n.className === cls) && tests.every((t) => t(n, s));
}

/** `new UiSelector().text("Save").enabled(true)` — the common UiSelector methods. */
function uiSelectorMatcher(selector: string): Match {
  const body = selector.trim().replace(/;$/, '');
  if (!body.startsWith('new UiSelector()'))
    throw new InvalidSelector(`Could not parse UiSelector argument: ${selector}`);
  const calls = [
    ...body.slice('new UiSelector()'.length).matchAll(/\.(\w+)\(\s*(?:"((?:[^"\\]|\\.)*)"|(true|false|\d+))\s*\)/g),
  ];
  const consumed = calls.map((c) => c[0]).join('');
  if (consumed.replace(/\s/g, '') !== body.slice('new UiSelector()'.length).replace(/\s/g, ''))
    throw new InvalidSelector(`Could not parse UiSelector argument: ${selector}`);
  const tests: Match[] = calls.map((c) => {
    const method = c[1]!;
    const s = c[2] ?? '';
    const lit = c[3];
    switch (method) {
      case 'text':
        return (n) => n.text === s;
      case 'textContains':
        return (n) => n.text.includes(s);
      case 'resourceId':
        return (n) => n.tag === s;
      case 'description':
        return (n) => n.contentDescription === s;
      case 'descriptionContains':
        return (n) => n.contentDescription.includes(s);
      case 'className':
        return (n) => n.className === s;
      case 'enabled':
        return (n) => String(n.enabled) === lit;
      default:
        throw new InvalidSelector(`UiSelector method ${method} is not supported by this device`);
    }
  });
  return (n, s) => tests.every((t) => t(n, s));
}
