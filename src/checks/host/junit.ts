import { open } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { glob } from 'tinyglobby';
import { detach, MAX_SMALL_VALUE_CHARS, MAX_TRACE_CHARS } from '../../instrument/bounded-text.js';
import type { HostExecution } from '../kind.js';

/** Bounds against hostile or runaway report files: what is past them is not read. */
export const REPORT_LIMITS = {
  /** files matched by a check's globs */
  files: 2000,
  /** bytes read of one file */
  fileBytes: 32 * 1024 * 1024,
  /** results kept from all files of one check */
  results: 100_000,
} as const;

export interface ReportFiles {
  files: string[];
  /** more files matched than REPORT_LIMITS.files */
  truncated: boolean;
}

/** Files matching `patterns` under `cwd` (relative patterns; no symlinked directories followed). */
export async function findReports(patterns: readonly string[], cwd: string): Promise<ReportFiles> {
  const found = await glob([...patterns], {
    cwd,
    absolute: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    dot: true,
    expandDirectories: false,
  });
  found.sort();
  return { files: found.slice(0, REPORT_LIMITS.files), truncated: found.length > REPORT_LIMITS.files };
}

/** A report file's text, at most REPORT_LIMITS.fileBytes of it; `undefined` when it cannot be read. */
export async function readBounded(file: string): Promise<{ text: string; cut: boolean } | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, 'r');
    const buf = Buffer.alloc(Math.min((await handle.stat()).size, REPORT_LIMITS.fileBytes));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return { text: buf.subarray(0, bytesRead).toString('utf8'), cut: bytesRead >= REPORT_LIMITS.fileBytes };
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

/** The XML parser every report reader uses: attributes kept, no entity definitions honoured, no values coerced. */
export function xmlParser(arrays: readonly string[]): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    textNodeName: '#text',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: false,
    // a DOCTYPE's entities are never expanded (billion laughs); the five XML ones still are
    processEntities: true,
    isArray: (name) => arrays.includes(name),
  });
}

export interface ParsedReport {
  results: HostExecution[];
  /** files that were not readable JUnit XML, each with why */
  unreadable: Array<{ file: string; why: string }>;
}

/** A parsed XML element as the parser gives it: attributes and child elements by name. */
export type XmlNode = Record<string, unknown>;

/**
 * JUnit XML (Gradle's, Surefire's, pytest's, Jest's…) into one result per test case: `<failure>` is
 * an assertion failure, `<error>` an exception, `<skipped>` skipped. Bounded: file count, file size,
 * nesting (the parser refuses very deep trees) and result count; messages and traces are capped.
 */
export async function readJunitReports(files: readonly string[], cwd: string): Promise<ParsedReport> {
  const parser = xmlParser(['testsuite', 'testcase', 'failure', 'error', 'skipped']);
  const results: HostExecution[] = [];
  const unreadable: ParsedReport['unreadable'] = [];
  for (const file of files) {
    const rel = path.relative(cwd, file) || file;
    const read = await readBounded(file);
    if (!read) {
      unreadable.push({ file: rel, why: 'cannot be read' });
      continue;
    }
    if (read.cut) {
      unreadable.push({ file: rel, why: `larger than ${REPORT_LIMITS.fileBytes} bytes` });
      continue;
    }
    let doc: XmlNode;
    try {
      doc = parser.parse(read.text) as XmlNode;
    } catch (err) {
      unreadable.push({ file: rel, why: `not XML (${(err as Error).message.split('\n', 1)[0]})` });
      continue;
    }
    const suites = suitesOf(doc);
    if (suites.length === 0) {
      unreadable.push({ file: rel, why: 'no <testsuite> in it' });
      continue;
    }
    for (const { suite, depth } of suites) {
      if (depth > 16) continue;
      for (const tc of asArray(suite.testcase)) {
        if (results.length >= REPORT_LIMITS.results) return { results, unreadable };
        results.push(testCase(tc as XmlNode, str((suite as XmlNode).name)));
      }
    }
  }
  return { results, unreadable };
}

function suitesOf(doc: XmlNode): Array<{ suite: XmlNode; depth: number }> {
  const out: Array<{ suite: XmlNode; depth: number }> = [];
  const walk = (node: XmlNode, depth: number) => {
    for (const s of asArray(node.testsuite)) {
      if (typeof s !== 'object' || s === null) continue;
      out.push({ suite: s as XmlNode, depth });
      if (depth < 16) walk(s as XmlNode, depth + 1);
    }
  };
  walk(doc, 0);
  const root = doc.testsuites;
  if (typeof root === 'object' && root !== null) walk(root as XmlNode, 0);
  return out;
}

function testCase(tc: XmlNode, suiteName: string | undefined): HostExecution {
  const className = str(tc.classname) ?? suiteName ?? 'unknown';
  const test = { class: cap(className, 512), method: cap(str(tc.name) ?? 'unknown', 512) };
  const seconds = Number(str(tc.time));
  const durationMs = Number.isFinite(seconds) && seconds >= 0 ? { durationMs: Math.round(seconds * 1000) } : {};
  const problem = (asArray(tc.failure)[0] ?? asArray(tc.error)[0]) as XmlNode | string | undefined;
  if (problem !== undefined) {
    const isFailure = asArray(tc.failure).length > 0;
    const node: XmlNode = typeof problem === 'object' && problem !== null ? problem : { '#text': problem };
    const trace = str(node['#text'])?.trim();
    const message = str(node.message) ?? trace?.split('\n', 1)[0] ?? str(node.type) ?? 'failed';
    return {
      test,
      outcome: 'failed',
      failureKind: isFailure ? 'assertion' : 'exception',
      detail: cap(message.split('\n', 1)[0]!, MAX_SMALL_VALUE_CHARS),
      ...(trace ? { trace: cap(trace, MAX_TRACE_CHARS) } : {}),
      ...durationMs,
    };
  }
  if (tc.skipped !== undefined) return { test, outcome: 'skipped', skipKind: 'ignored', ...durationMs };
  return { test, outcome: 'passed', ...durationMs };
}

function asArray(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object' && v !== null && typeof (v as XmlNode)['#text'] === 'string')
    return (v as XmlNode)['#text'] as string;
  return undefined;
}

/** At most `max` characters, as a copy that does not pin the file's text in memory. */
export function cap(s: string, max: number): string {
  return detach(s.length > max ? `${s.slice(0, max)}…` : s);
}
