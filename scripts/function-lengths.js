#!/usr/bin/env node
// Lists functions in src/ whose own body is longer than the house limit (docs/architecture.md,
// "Function length"). A function's own lines are its body's non-blank, non-comment lines, not
// counting the bodies of functions nested in it: a factory returning small methods is small.
// Usage: node scripts/function-lengths.js [path prefix …]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const FUNCTION_LINE_LIMIT = 60;

const hasBody = (n) =>
  (ts.isFunctionDeclaration(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isArrowFunction(n) ||
    ts.isFunctionExpression(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessor(n) ||
    ts.isSetAccessor(n)) &&
  n.body !== undefined;

function nameOf(n) {
  if (n.name) return n.name.getText();
  const p = n.parent;
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) return p.name.getText();
  return '(anonymous)';
}

/** Every function of one source text with its own line count. */
export function functionLengths(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const lineOf = (pos) => sf.getLineAndCharacterOfPosition(pos).line;
  const out = [];
  const ownLines = (fn) => {
    const own = new Set();
    for (let i = lineOf(fn.body.getStart()); i <= lineOf(fn.body.getEnd()); i++) own.add(i);
    const strip = (n) => {
      if (hasBody(n)) {
        for (let i = lineOf(n.body.getStart()) + 1; i < lineOf(n.body.getEnd()); i++) own.delete(i);
        return;
      }
      ts.forEachChild(n, strip);
    };
    ts.forEachChild(fn.body, strip);
    let count = 0;
    for (const i of own) {
      const t = lines[i].trim();
      if (t !== '' && !t.startsWith('//') && !t.startsWith('*') && !t.startsWith('/*')) count++;
    }
    return count;
  };
  const visit = (n) => {
    if (hasBody(n)) out.push({ file, line: lineOf(n.getStart()) + 1, name: nameOf(n), lines: ownLines(n) });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The functions of src/ (git-tracked and new .ts files) over the limit, longest first. */
export function longFunctions(root, prefixes = ['src/'], limit = FUNCTION_LINE_LIMIT) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...prefixes], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  return files
    .flatMap((f) => functionLengths(f, readFileSync(`${root}/${f}`, 'utf8')))
    .filter((f) => f.lines > limit)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prefixes = process.argv.slice(2);
  const long = longFunctions(process.cwd(), prefixes.length > 0 ? prefixes : ['src/']);
  for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line} ${f.name}`);
  console.log(`${long.length} function(s) over ${FUNCTION_LINE_LIMIT} own lines`);
}
