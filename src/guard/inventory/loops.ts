import { flattenChain } from '../kotlin/calls.js';
import type { Syn } from '../kotlin/syntax.js';

const loopStatements = new Set(['for_statement', 'while_statement', 'do_while_statement']);
const functionBoundaries = new Set(['function_declaration', 'class_body', 'source_file']);

/** True when `n` runs inside a loop of its function: `for`/`while`, or the lambda of `repeat(n) { }`. */
export function insideLoop(n: Syn): boolean {
  for (let p = n.parent; p && !functionBoundaries.has(p.type); p = p.parent) {
    if (loopStatements.has(p.type)) return true;
    if (p.type === 'call_expression') {
      const segs = flattenChain(p).segments;
      const last = segs[segs.length - 1];
      if (last?.name === 'repeat' && last.lambda && segs.length === 1) return true;
    }
  }
  return false;
}
