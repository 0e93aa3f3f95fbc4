import type { LoopTable } from '../inventory/loop-tables.js';
import type { TestUnit } from '../inventory/tests.js';
import { keepsEveryRow } from './grown-tables.js';

/**
 * The rows a function's checks loop over (inventory/loop-tables.ts), read as a parameterised test's rows and an
 * `assertAll` table's are (grown-tables.ts): rows only added check more, a row dropped or changed is a run of the
 * checks gone. Each base table needs a head table of the same builder holding every one of its rows; the checks
 * themselves are compared as ever.
 */

export interface DroppedRows {
  /** where to show it: the head table that lost the rows, else the base table */
  at: { file: string; line: number };
  rows: string[];
}

/** Rows of `base` that `head` lacks (as a multiset). */
function missing(head: string[], base: string[]): string[] {
  const left = [...head];
  return base.filter((row) => {
    const i = left.indexOf(row);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

/** A test run once per row of a parameter source (JUnit 5's `@ParameterizedTest`, JUnitParams' `@Parameters`). */
const parameterised = (u: TestUnit) => u.annotations.some((a) => /^(?:ParameterizedTest|Parameters)$/.test(a.name));

/**
 * The base tables of `b` no table of `h` keeps every row of, each with the rows the closest head table lacks. A test
 * made parameterised has its rows in the parameter source, which parameterised-tests.ts reads: none asked here.
 */
export function droppedRows(b: TestUnit, h: TestUnit): DroppedRows[] {
  if (parameterised(h) && !parameterised(b)) return [];
  const free: LoopTable[] = [...(h.tables ?? [])];
  const out: DroppedRows[] = [];
  for (const t of b.tables ?? []) {
    const i = free.findIndex((x) => x.builder === t.builder && keepsEveryRow(x.rows, t.rows));
    if (i >= 0) {
      free.splice(i, 1);
      continue;
    }
    const same = free.filter((x) => x.builder === t.builder);
    const closest = same.sort((x, y) => missing(x.rows, t.rows).length - missing(y.rows, t.rows).length)[0];
    out.push({
      at: closest ? { file: h.file, line: closest.line } : { file: b.file, line: t.line },
      rows: closest ? missing(closest.rows, t.rows) : t.rows,
    });
  }
  return out;
}
