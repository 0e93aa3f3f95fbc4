import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Execution, TestId } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import type { Report } from '../../src/config/report.js';
import type { RunChecks } from '../../src/heal/deps.js';
import { summarize } from '../../src/report/derive.js';
import { clusterFindings } from '../../src/verdict/findings.js';
import { runVerdict } from '../../src/verdict/run-verdict.js';
import { testVerdicts } from '../../src/verdict/test-verdict.js';
import { type TempRepo, tempRepo } from '../guard/git-repo.js';

/**
 * A tiny Compose project whose test outcomes follow from its source (the rule the fixture build
 * uses too): a test passes when every tag it looks up with onNodeWithTag("x") is set somewhere in
 * app code with testTag("x"). So deleting the assertion makes the test pass — only the guard stands
 * between a cheap fix and a green. Its build writes an "APK" holding the app sources' hash.
 */
export const PKG = 'com.example.notes';

export const files: Record<string, string> = {
  'droidheal.json': JSON.stringify(
    {
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      build: { command: ['node', 'build.mjs'], appApk: 'out/app.apk', testApk: 'out/*-test.apk' },
    },
    null,
    2,
  ),
  'build.mjs': `import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('out', { recursive: true });
writeFileSync('out/app.apk', '{"package":"${PKG}"}');
writeFileSync('out/app-test.apk', '{"package":"${PKG}.test"}');
console.log('BUILD SUCCESSFUL');
`,
  '.gitignore': 'out/\n',
  'app/src/main/java/com/example/notes/ui/EditorScreen.kt': `package com.example.notes.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.material3.TextField
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

@Composable
fun EditorScreen(onSave: () -> Unit) {
    Column {
        TextField(value = "", onValueChange = {}, modifier = Modifier.testTag("title"))
        Button(onClick = onSave) { Text("Save") }
    }
}
`,
  'app/src/main/java/com/example/notes/ui/ListScreen.kt': `package com.example.notes.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

@Composable
fun ListScreen(onDelete: () -> Unit) {
    Column(modifier = Modifier.testTag("list")) {
        Button(onClick = onDelete) { Text("Delete") }
    }
}
`,
  'app/src/androidTest/java/com/example/notes/EditorTest.kt': `package com.example.notes

import androidx.compose.ui.test.assertExists
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import com.example.notes.ui.EditorScreen
import org.junit.Rule
import org.junit.Test

class EditorTest {
    @get:Rule
    val composeTestRule = createComposeRule()

    @Test
    fun saveButtonIsShown() {
        composeTestRule.setContent { EditorScreen(onSave = {}) }
        composeTestRule.onNodeWithTag("title").assertIsDisplayed()
        composeTestRule.onNodeWithTag("save").assertExists()
    }
}
`,
  'app/src/androidTest/java/com/example/notes/ListTest.kt': `package com.example.notes

import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import com.example.notes.ui.ListScreen
import org.junit.Rule
import org.junit.Test

class ListTest {
    @get:Rule
    val composeTestRule = createComposeRule()

    @Test
    fun listIsShown() {
        composeTestRule.setContent { ListScreen(onDelete = {}) }
        composeTestRule.onNodeWithTag("list").assertIsDisplayed()
    }

    @Test
    fun deleteButtonIsShown() {
        composeTestRule.setContent { ListScreen(onDelete = {}) }
        composeTestRule.onNodeWithTag("delete").assertExists()
    }
}
`,
};

export async function project(extra: Record<string, string> = {}): Promise<TempRepo> {
  return tempRepo({ ...files, ...extra });
}

export function parseConfig(
  text = files['droidheal.json']!,
): ProjectConfig & { build: NonNullable<ProjectConfig['build']> } {
  return ProjectConfig.parse(JSON.parse(text)) as ProjectConfig & { build: NonNullable<ProjectConfig['build']> };
}

async function walk(dir: string, out: string[] = []): Promise<string[]> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await walk(p, out);
    else if (p.endsWith('.kt')) out.push(p);
  }
  return out;
}

interface DerivedTest {
  test: TestId;
  file: string;
  /** line of the first tag lookup app code does not satisfy, with the tag */
  missing?: { line: number; tag: string; call: string };
}

/** Every @Test function of the androidTest sources and whether app code sets each tag it looks up. */
export async function deriveSuite(root: string): Promise<DerivedTest[]> {
  const kt = await walk(path.join(root, 'app', 'src'));
  const appText = (await Promise.all(kt.filter((f) => f.includes('/main/')).map((f) => readFile(f, 'utf8')))).join(
    '\n',
  );
  const tags = new Set([...appText.matchAll(/testTag\("([^"]+)"\)/g)].map((m) => m[1]!));
  const out: DerivedTest[] = [];
  for (const f of kt.filter((x) => x.includes('/androidTest/'))) {
    const lines = (await readFile(f, 'utf8')).split('\n');
    const pkg = /^package\s+([\w.]+)/m.exec(lines.join('\n'))?.[1] ?? '';
    let cls = '';
    let current: DerivedTest | undefined;
    lines.forEach((l, i) => {
      const c = /^class\s+(\w+)/.exec(l.trim());
      if (c) cls = c[1]!;
      const fn = /^fun\s+(\w+)\(/.exec(l.trim());
      if (fn && lines[i - 1]?.includes('@Test')) {
        current = { test: { class: `${pkg}.${cls}`, method: fn[1]! }, file: path.basename(f) };
        out.push(current);
      }
      const tag = /onNodeWithTag\("([^"]+)"\)\.(\w+)\(/.exec(l);
      if (current && tag && !tags.has(tag[1]!) && !current.missing)
        current.missing = { line: i + 1, tag: tag[1]!, call: tag[2]! };
    });
  }
  return out;
}

export interface DeriveOptions {
  /** groups of the suite; a group in `noDevice` has no device (its tests are undetermined) */
  groups?: string[];
  noDevice?: string[];
  /** tests that fail on one device and pass on another (flaky) */
  flaky?: string[];
  /** tests whose device drops during the nth call (1-based): undetermined device-lost */
  lostOnCall?: { call: number; tests: string[] };
  onCall?: (req: { tests?: TestId[] }) => void;
  /** add a format check (like ktlint): red while any Kotlin line ends in whitespace */
  formatCheck?: boolean;
}

const FORMAT: TestId = { class: 'ktlint', method: 'check' };

async function formatProblems(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const f of await walk(path.join(root, 'app', 'src')))
    (await readFile(f, 'utf8')).split('\n').forEach((l, i) => {
      if (/[ \t]+$/.test(l)) out.push(`${path.relative(root, f)}:${i + 1}`);
    });
  return out;
}

/** A RunChecks over the derived suite: executions → the runner's own verdict and finding functions. */
export function derivedChecks(opts: DeriveOptions = {}): RunChecks & { calls: number } {
  const groups = opts.groups ?? ['phones'];
  const fn = async (req: Parameters<RunChecks>[0]) => {
    fn.calls++;
    opts.onCall?.(req);
    const all = await deriveSuite(req.configDir);
    const wanted = req.tests ? new Set(req.tests.map((t) => `${t.class}#${t.method}`)) : undefined;
    const suite = all.filter((d) => !wanted || wanted.has(`${d.test.class}#${d.test.method}`));
    const executions: Execution[] = [];
    const format = opts.formatCheck && (!wanted || wanted.has('ktlint#check'));
    if (format) {
      const problems = await formatProblems(req.configDir);
      suite.push({ test: FORMAT, file: 'ktlint' });
      if (problems.length)
        for (const g of groups)
          executions.push({
            test: FORMAT,
            group: g,
            attempt: 1,
            device: '',
            outcome: 'failed',
            failureKind: 'assertion',
            detail: `trailing whitespace at ${problems.join(', ')}`,
          });
      else
        for (const g of groups) executions.push({ test: FORMAT, group: g, attempt: 1, device: '', outcome: 'passed' });
    }
    for (const g of groups) {
      for (const d of suite) {
        if (d.test === FORMAT) continue;
        const key = `${d.test.class}#${d.test.method}`;
        const base = { test: d.test, group: g, attempt: 1 };
        if (opts.noDevice?.includes(g)) {
          executions.push({
            ...base,
            device: '',
            outcome: 'undetermined',
            reason: 'no-device',
            detail: `no ready device in group "${g}"`,
          });
          continue;
        }
        const device = `${g}-1`;
        if (opts.lostOnCall?.call === fn.calls && opts.lostOnCall.tests.includes(key)) {
          executions.push({ ...base, device, outcome: 'undetermined', reason: 'device-lost', detail: 'device gone' });
          continue;
        }
        if (opts.flaky?.includes(key)) {
          executions.push({ ...base, device, outcome: 'failed', failureKind: 'assertion', detail: 'flake' });
          executions.push({ ...base, device: `${g}-2`, attempt: 2, outcome: 'passed' });
          continue;
        }
        if (!d.missing) {
          executions.push({ ...base, device, outcome: 'passed', durationMs: 10 });
          continue;
        }
        const m = d.missing;
        const message = `Failed: ${m.call}.\nReason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = '${m.tag}')`;
        executions.push({
          ...base,
          device,
          outcome: 'failed',
          failureKind: 'assertion',
          detail: message.split('\n')[0],
          trace: `java.lang.AssertionError: ${message}\n\tat androidx.compose.ui.test.SemanticsNodeInteraction.${m.call}(SemanticsNodeInteraction.kt:99)\n\tat ${d.test.class}.${d.test.method}(${d.file}:${m.line})\n`,
        });
      }
    }
    const verdicts = testVerdicts(
      groups.map((name) => ({ name, tests: suite.map((d) => d.test) })),
      executions,
    );
    const findings = clusterFindings(verdicts, executions, { appPackages: [PKG] });
    const linked = verdicts.map((v) => {
      const f = findings.find(
        (x) => v.verdict === 'fail' && x.tests.some((t) => t.class === v.test.class && t.method === v.test.method),
      );
      return f ? { ...v, findingId: f.id } : v;
    });
    const body = { executions, verdicts: linked, findings, devices: [] };
    const report: Report = {
      schemaVersion: 1,
      tool: { name: 'droidheal', version: 'test' },
      startedAt: new Date(0).toISOString(),
      finishedAt: new Date(0).toISOString(),
      suite: { groups: groups.map((g) => ({ group: g, tests: suite.map((d) => d.test) })) },
      groups: groups.map((name) => ({
        name,
        required: true,
        devices: [],
        status: opts.noDevice?.includes(name) ? ('undetermined' as const) : ('ok' as const),
      })),
      ...body,
      runVerdict: runVerdict(
        linked,
        groups.map((name) => ({ name, required: true, undetermined: !!opts.noDevice?.includes(name) })),
      ),
      summary: summarize(body),
    };
    return { report };
  };
  fn.calls = 0;
  return fn;
}
