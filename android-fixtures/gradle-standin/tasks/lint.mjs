// @ts-check
/**
 * `:app:lintDebug` (and `:app:lint`): Android Lint on the debug variant, as AGP 8 runs it. Two real
 * lint checks are derived from the sources:
 *
 * - `UnusedResources` (Warning): a `<string>`/`<plurals>` of `app/src/main/res/values/*.xml` that no
 *   main Kotlin file references as `R.string.x` / `R.plurals.x` and no main XML as `@string/x`;
 * - `UnusedMaterial3ScaffoldPaddingParameter` (Error): a Material 3 `Scaffold(…) { padding -> … }`
 *   whose content lambda never uses its padding parameter (or has none and never uses `it`).
 *
 * Issues in the module's `lint-baseline.xml` (same id, message and file) are filtered out. The task
 * writes `app/build/reports/lint-results-debug.xml` (format 6; not with `xmlReport = false`), `.sarif`
 * (with `sarifReport = true`) and `.html`, the text report under
 * `build/intermediates`, and fails with AGP's message when an Error or Fatal issue is left and the
 * build script says `abortOnError = true` (AGP's default).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GradleFailure } from '../lib/console.mjs';
import { lineAt } from '../lib/derive.mjs';

const LINT_VERSION = '8.5.2';
const REPORT = 'app/build/reports/lint-results-debug';
const TEXT_REPORT =
  'app/build/intermediates/lint_intermediate_text_report/debug/lintReportDebug/lint-results-debug.txt';

/**
 * @typedef {{ id: string, severity: 'Warning' | 'Error', message: string, category: string, priority: number,
 *   summary: string, explanation: string, file: string, line: number, column: number, lineText: string,
 *   length: number }} LintIssue
 */

const ISSUES = {
  UnusedResources: {
    severity: /** @type {const} */ ('Warning'),
    category: 'Performance',
    priority: 3,
    summary: 'Unused resources',
    explanation:
      'Unused resources make applications larger and slow down builds.\n\nThe unused resource check can ignore tests. If you want to include resources that are only referenced from tests, consider packaging them in a test source set instead.',
  },
  UnusedMaterial3ScaffoldPaddingParameter: {
    severity: /** @type {const} */ ('Error'),
    category: 'Correctness',
    priority: 3,
    summary: 'Scaffold content should use the padding provided as a lambda parameter',
    explanation:
      "The `content` lambda in Scaffold has a padding parameter which will include any inner padding for the content due to app bars. If this parameter is ignored, then content may be obscured by the app bars resulting in visual issues or elements that can't be interacted with.",
  },
};

/** Every file under `dir` ending with `ext`, sorted. */
async function filesUnder(/** @type {string} */ dir, /** @type {string} */ ext) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** The index of the bracket closing the one at `open` (strings and char literals skipped), or -1. */
function closing(/** @type {string} */ src, /** @type {number} */ open) {
  const pairs = /** @type {Record<string, string>} */ ({ '(': ')', '{': '}' });
  const want = pairs[/** @type {string} */ (src[open])];
  const stack = [want];
  for (let i = open + 1; i < src.length; i++) {
    const c = src[i];
    if (c === '"') {
      const triple = src.startsWith('"""', i);
      const end = triple ? src.indexOf('"""', i + 3) : i;
      if (triple) {
        i = end < 0 ? src.length : end + 2;
        continue;
      }
      for (i++; i < src.length && src[i] !== '"'; i++) if (src[i] === '\\') i++;
      continue;
    }
    if (c === "'") {
      for (i++; i < src.length && src[i] !== "'"; i++) if (src[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '{') stack.push(pairs[c]);
    else if (c === ')' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Scaffolds whose content lambda ignores its padding. */
function unusedScaffoldPadding(/** @type {string} */ file, /** @type {string} */ src) {
  /** @type {LintIssue[]} */
  const out = [];
  for (const m of src.matchAll(/\bScaffold\s*\(/g)) {
    const open = /** @type {number} */ (m.index) + m[0].length - 1;
    const close = closing(src, open);
    if (close < 0) continue;
    const lambda = /^\s*\{/.exec(src.slice(close + 1));
    if (!lambda) continue; // content passed as an argument: not read here
    const brace = close + 1 + lambda[0].length - 1;
    const end = closing(src, brace);
    if (end < 0) continue;
    const body = src.slice(brace + 1, end);
    const param = /^\s*(\w+)\s*->/.exec(body);
    const name = param ? param[1] : 'it';
    const rest = param ? body.slice(param[0].length) : body;
    // a use of the parameter, not a call of a function of the same name (`Modifier.padding(…)`)
    if (name !== '_' && new RegExp(`(?<![\\w.])${name}(?![\\w(])`).test(rest)) continue;
    const at = param ? brace + 1 + /** @type {number} */ (param.index) + param[0].indexOf(name) : brace;
    const line = lineAt(src, at);
    const lineStart = src.lastIndexOf('\n', at - 1) + 1;
    out.push({
      id: 'UnusedMaterial3ScaffoldPaddingParameter',
      ...ISSUES.UnusedMaterial3ScaffoldPaddingParameter,
      message: `Content padding parameter \`${name}\` is not used`,
      file,
      line,
      column: at - lineStart + 1,
      lineText: src.slice(lineStart, src.indexOf('\n', at) < 0 ? src.length : src.indexOf('\n', at)),
      length: param ? name.length : 1,
    });
  }
  return out;
}

/** String and plurals resources nothing in main references. */
function unusedResources(/** @type {Array<{ file: string, src: string }>} */ values, /** @type {string} */ references) {
  /** @type {LintIssue[]} */
  const out = [];
  for (const { file, src } of values) {
    for (const m of src.matchAll(/<(string|plurals)\s+name="([\w.]+)"/g)) {
      const [, type, name] = /** @type {[string, string, string]} */ (m);
      const used =
        new RegExp(`\\bR\\.${type}\\.${name}\\b`).test(references) ||
        new RegExp(`@${type}/${name}\\b`).test(references);
      if (used) continue;
      // lint points at the attribute: `name="x"`
      const at = /** @type {number} */ (m.index) + m[0].indexOf('name=');
      const lineStart = src.lastIndexOf('\n', at - 1) + 1;
      const lineEnd = src.indexOf('\n', at);
      out.push({
        id: 'UnusedResources',
        ...ISSUES.UnusedResources,
        message: `The resource \`R.${type}.${name}\` appears to be unused`,
        file,
        line: lineAt(src, at),
        column: at - lineStart + 1,
        lineText: src.slice(lineStart, lineEnd < 0 ? src.length : lineEnd),
        length: `name="${name}"`.length,
      });
    }
  }
  return out;
}

/** Issues the baseline lists (id, message, and the file as the baseline names it, relative to the module). */
async function baselined(/** @type {string} */ moduleDir, /** @type {string} */ buildScript) {
  const file = /baseline\s*=\s*file\("([^"]+)"\)/.exec(buildScript)?.[1];
  const keys = new Set();
  if (!file) return keys;
  const src = await readFile(path.join(moduleDir, file), 'utf8').catch(() => '');
  for (const m of src.matchAll(/<issue\s[^>]*?id="([^"]+)"[^>]*?message="([^"]*)"[\s\S]*?<location\s+file="([^"]+)"/g))
    keys.add(`${m[1]}|${unxml(/** @type {string} */ (m[2]))}|${m[3]}`);
  return keys;
}

/** Attribute text as lint writes it (it leaves `>` as is). */
const xml = (/** @type {string} */ s) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#xA;');
const unxml = (/** @type {string} */ s) =>
  s
    .replace(/&#xA;/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Lint's XML report, format 6. */
function xmlReport(/** @type {LintIssue[]} */ issues) {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<issues format="6" by="lint ${LINT_VERSION}">`, ''];
  for (const i of issues) {
    lines.push(
      '    <issue',
      `        id="${i.id}"`,
      `        severity="${i.severity}"`,
      `        message="${xml(i.message)}"`,
      `        category="${i.category}"`,
      `        priority="${i.priority}"`,
      `        summary="${xml(i.summary)}"`,
      `        explanation="${xml(i.explanation)}"`,
      `        errorLine1="${xml(i.lineText)}"`,
      `        errorLine2="${' '.repeat(i.column - 1)}${'~'.repeat(i.length)}">`,
      '        <location',
      `            file="${xml(i.file)}"`,
      `            line="${i.line}"`,
      `            column="${i.column}"/>`,
      '    </issue>',
      '',
    );
  }
  lines.push('</issues>');
  return `${lines.join('\n')}\n`;
}

/** Lint's text report: `file:line: Severity: message [Id]`, the line, the marker; then the count. */
function textReport(/** @type {LintIssue[]} */ issues) {
  const body = issues.map(
    (i) =>
      `${i.file}:${i.line}: ${i.severity}: ${i.message} [${i.id}]\n${i.lineText}\n${' '.repeat(i.column - 1)}${'~'.repeat(i.length)}\n`,
  );
  return `${body.join('\n')}${issues.length === 0 ? 'No issues found.' : counts(issues)}\n`;
}

function counts(/** @type {LintIssue[]} */ issues) {
  const errors = issues.filter((i) => i.severity === 'Error').length;
  const warnings = issues.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/** Lint's SARIF 2.1.0 report (`sarifReport = true`): rules with their default level, results by rule index. */
function sarifReport(/** @type {LintIssue[]} */ issues, /** @type {string} */ root) {
  const ids = [...new Set(issues.map((i) => i.id))];
  const rules = ids.map((id) => {
    const i = /** @type {LintIssue} */ (issues.find((x) => x.id === id));
    return {
      id,
      shortDescription: { text: i.summary },
      fullDescription: { text: i.explanation },
      defaultConfiguration: { level: i.severity === 'Warning' ? 'warning' : 'error', rank: i.priority * 10 },
      properties: { tags: [i.category] },
    };
  });
  const results = issues.map((i) => ({
    ruleId: i.id,
    ruleIndex: ids.indexOf(i.id),
    message: { text: i.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uriBaseId: '%SRCROOT%', uri: path.relative(root, i.file).split(path.sep).join('/') },
          region: { startLine: i.line, startColumn: i.column, endLine: i.line, endColumn: i.column + i.length },
        },
      },
    ],
  }));
  const doc = {
    $schema: 'https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Android Lint',
            fullName: 'Android Lint',
            version: LINT_VERSION,
            semanticVersion: LINT_VERSION,
            organization: 'Google',
            informationUri: 'https://developer.android.com/studio/write/lint',
            language: 'en-US',
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(root).href}/` } },
        results,
      },
    ],
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function htmlReport(/** @type {LintIssue[]} */ issues) {
  const rows = issues
    .map(
      (i) =>
        `<tr><td>${i.severity}</td><td>${i.id}</td><td>${xml(i.message)}</td><td>${xml(i.file)}:${i.line}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Lint Report</title></head><body>\n<h1>Lint Report: ${counts(issues)}</h1>\n<table>\n${rows}\n</table>\n</body></html>\n`;
}

export default [
  {
    path: ':app:lintDebug',
    description: 'Runs lint on the debug variant of :app.',
    dependsOn: [':app:compileDebugKotlin'],
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      const dir = ctx.project.dir;
      const moduleDir = path.join(dir, 'app');
      const buildScript = await readFile(path.join(moduleDir, 'build.gradle.kts'), 'utf8').catch(() => '');
      const main = await ctx.project.kotlinFiles('main');
      const resDir = path.join(moduleDir, 'src', 'main', 'res');
      const xmlFiles = [
        ...(await filesUnder(resDir, '.xml')),
        ...(existsSync(path.join(moduleDir, 'src', 'main', 'AndroidManifest.xml'))
          ? [path.join(moduleDir, 'src', 'main', 'AndroidManifest.xml')]
          : []),
      ];
      const xmlSources = await Promise.all(xmlFiles.map(async (file) => ({ file, src: await readFile(file, 'utf8') })));
      const values = xmlSources.filter((x) => path.basename(path.dirname(x.file)).startsWith('values'));
      // a resource that refers to another (`@string/x` inside values) counts as a reference too
      const references = [
        ...main.map((f) => f.src),
        ...xmlSources.map((x) => x.src.replace(/<(string|plurals)\s+name="[^"]*"/g, '')),
      ].join('\n');
      const found = [
        ...unusedResources(values, references),
        ...main.flatMap((f) => unusedScaffoldPadding(f.abs, f.src)),
      ];
      const baseline = await baselined(moduleDir, buildScript);
      const issues = found
        .filter(
          (i) => !baseline.has(`${i.id}|${i.message}|${path.relative(moduleDir, i.file).split(path.sep).join('/')}`),
        )
        .sort(
          (a, b) =>
            (a.severity === b.severity ? 0 : a.severity === 'Error' ? -1 : 1) ||
            a.file.localeCompare(b.file) ||
            a.line - b.line,
        );
      const filtered = found.length - issues.length;

      await mkdir(path.dirname(path.join(dir, REPORT)), { recursive: true });
      await mkdir(path.dirname(path.join(dir, TEXT_REPORT)), { recursive: true });
      // AGP's defaults: XML and HTML on, SARIF off (`lint { sarifReport = true }`, `xmlReport = false`)
      if (!/xmlReport\s*=\s*false/.test(buildScript))
        await writeFile(path.join(dir, `${REPORT}.xml`), xmlReport(issues));
      if (/sarifReport\s*=\s*true/.test(buildScript))
        await writeFile(path.join(dir, `${REPORT}.sarif`), sarifReport(issues, dir));
      await writeFile(path.join(dir, `${REPORT}.html`), htmlReport(issues));
      await writeFile(path.join(dir, TEXT_REPORT), textReport(issues));
      ctx.log(`Wrote HTML report to file://${path.join(dir, `${REPORT}.html`)}`);
      if (ctx.options.info && filtered > 0) ctx.log(`${filtered} issue(s) filtered by baseline lint-baseline.xml`);

      const errors = issues.filter((i) => i.severity === 'Error');
      const abort = !/abortOnError\s*=\s*false/.test(buildScript);
      if (errors.length === 0 || !abort) return;
      const first = /** @type {LintIssue} */ (errors[0]);
      const suggestion =
        baseline.size > 0 || /baseline\s*=/.test(buildScript)
          ? 'Fix the issues identified by lint, or add the issues to the lint baseline via `gradlew updateLintBaseline`.'
          : 'Fix the issues identified by lint, or create a baseline to see only new errors.\nTo create a baseline, run `gradlew updateLintBaseline` after adding the following to the module\'s build.gradle file:\n```\nandroid {\n    lint {\n        baseline = file("lint-baseline.xml")\n    }\n}\n```';
      throw new GradleFailure("Execution failed for task ':app:lintDebug'.", {
        causes: [
          [
            'Lint found errors in the project; aborting build.',
            '',
            suggestion,
            'For more details, see https://developer.android.com/studio/write/lint#snapshot',
            '',
            `Lint found ${counts(issues)}. First failure:`,
            '',
            `${first.file}:${first.line}: Error: ${first.message} [${first.id}]`,
            first.lineText,
            `${' '.repeat(first.column - 1)}${'~'.repeat(first.length)}`,
            '',
            'The full lint text report is located at:',
            `  ${path.join(dir, TEXT_REPORT)}`,
          ].join('\n'),
        ],
      });
    },
  },
  {
    path: ':app:lint',
    description: 'Runs lint on the default variant (debug) of :app.',
    dependsOn: [':app:lintDebug'],
    run() {},
  },
];
