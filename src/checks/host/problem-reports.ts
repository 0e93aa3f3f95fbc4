import path from 'node:path';
import type { HostExecution } from '../kind.js';
import { problemResult, relativeTo } from './causes.js';
import { REPORT_LIMITS, readBounded, type XmlNode, xmlParser } from './junit.js';

const asArray = (v: unknown): XmlNode[] =>
  (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).filter(
    (x): x is XmlNode => typeof x === 'object' && x !== null,
  );
/** Each report file that could be read whole and parsed, with its document; a cut or malformed file is skipped. */
async function* parsedReports(
  files: readonly string[],
  arrayTags: string[],
): AsyncGenerator<{ file: string; doc: XmlNode }> {
  const parser = xmlParser(arrayTags);
  for (const file of files) {
    const read = await readBounded(file);
    if (!read || read.cut) continue;
    let doc: XmlNode;
    try {
      doc = parser.parse(read.text) as XmlNode;
    } catch {
      continue;
    }
    yield { file, doc };
  }
}

const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Android Lint's XML (`lint-results-*.xml`): each issue of severity Error or Fatal is a failed result
 * at the file and line it names (warnings do not fail a build, so they are not results).
 */
export async function readLintXml(files: readonly string[], cwd: string): Promise<HostExecution[]> {
  const out: HostExecution[] = [];
  for await (const { file, doc } of parsedReports(files, ['issue', 'location'])) {
    for (const issue of asArray((doc.issues as XmlNode | undefined)?.issue)) {
      if (out.length >= REPORT_LIMITS.results) return out;
      const severity = String(issue.severity ?? '');
      if (severity !== 'Error' && severity !== 'Fatal') continue;
      const loc = asArray(issue.location)[0];
      const where = typeof loc?.file === 'string' ? relativeTo(loc.file, cwd) : path.relative(cwd, file);
      out.push(
        problemResult(
          'lint',
          String(issue.id ?? 'issue'),
          where,
          num(loc?.line),
          num(loc?.column),
          String(issue.message ?? ''),
        ),
      );
    }
  }
  return out;
}

/**
 * Checkstyle XML, the format ktlint's and detekt's Gradle plugins write: one failed result per
 * `<error>` with the file and line, the rule from `source` (e.g. `standard:final-newline`).
 */
export async function readCheckstyleXml(files: readonly string[], cwd: string, tool: string): Promise<HostExecution[]> {
  const out: HostExecution[] = [];
  for await (const { file, doc } of parsedReports(files, ['file', 'error'])) {
    for (const f of asArray((doc.checkstyle as XmlNode | undefined)?.file)) {
      for (const e of asArray(f.error)) {
        if (out.length >= REPORT_LIMITS.results) return out;
        if (e.severity === 'info') continue;
        out.push(
          problemResult(
            tool,
            String(e.source ?? 'rule'),
            relativeTo(String(f.name ?? file), cwd),
            num(e.line),
            num(e.column),
            String(e.message ?? ''),
          ),
        );
      }
    }
  }
  return out;
}

interface SarifResult {
  ruleId?: unknown;
  ruleIndex?: unknown;
  level?: unknown;
  message?: { text?: unknown };
  locations?: Array<{
    physicalLocation?: {
      artifactLocation?: { uri?: unknown; uriBaseId?: unknown };
      region?: { startLine?: unknown; startColumn?: unknown };
    };
  }>;
}
interface SarifRun {
  tool?: { driver?: { rules?: Array<{ id?: unknown; defaultConfiguration?: { level?: unknown } }> } };
  originalUriBaseIds?: Record<string, { uri?: unknown }>;
  results?: SarifResult[];
}

/**
 * Android Lint's SARIF (`lint-results-*.sarif`, `sarifReport = true`): each result of level `error`
 * (its own, else its rule's default, as SARIF defines) is a failed result at its file and line;
 * `%SRCROOT%`-relative URIs resolve through the run's `originalUriBaseIds`.
 */
export async function readLintSarif(files: readonly string[], cwd: string): Promise<HostExecution[]> {
  const out: HostExecution[] = [];
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
  for (const file of files) {
    const read = await readBounded(file);
    if (!read || read.cut) continue;
    let doc: { runs?: SarifRun[] };
    try {
      doc = JSON.parse(read.text);
    } catch {
      continue;
    }
    for (const run of Array.isArray(doc?.runs) ? doc.runs : []) {
      const rules = Array.isArray(run?.tool?.driver?.rules) ? run.tool.driver.rules : [];
      for (const r of Array.isArray(run?.results) ? run.results : []) {
        if (out.length >= REPORT_LIMITS.results) return out;
        const rule = rules[int(r?.ruleIndex) ?? -1] ?? rules.find((x) => x?.id === r?.ruleId);
        const level = r?.level ?? rule?.defaultConfiguration?.level ?? 'warning';
        if (level !== 'error') continue;
        const loc = r.locations?.[0]?.physicalLocation;
        const uri = typeof loc?.artifactLocation?.uri === 'string' ? loc.artifactLocation.uri : undefined;
        const baseId = loc?.artifactLocation?.uriBaseId;
        const base = typeof baseId === 'string' ? run.originalUriBaseIds?.[baseId]?.uri : undefined;
        let where = path.relative(cwd, file);
        if (uri) {
          let abs = uri;
          try {
            if (!/^file:/.test(uri) && typeof base === 'string') abs = new URL(uri, base).href;
          } catch {
            // an unusable base: the URI as it stands
          }
          where = relativeTo(decodeURIComponent(abs.replace(/^file:\/\//, '')), cwd);
        }
        out.push(
          problemResult(
            'lint',
            typeof r.ruleId === 'string' ? r.ruleId : 'issue',
            where,
            int(loc?.region?.startLine),
            int(loc?.region?.startColumn),
            typeof r.message?.text === 'string' ? r.message.text : '',
          ),
        );
      }
    }
  }
  return out;
}
