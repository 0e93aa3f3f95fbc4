import { closing, topLevelItems } from '../bound-text.js';

/**
 * A check run over a table of rows the test writes out (JUnit 5's `assertAll(rows.map { (input, expected) -> { … } })`,
 * the rows a local `listOf(…)`) checks every row it had when the table only gained rows: the same check per row, each
 * old row still there. A row dropped or changed, another per-row check, or rows used any other way (`.first()`,
 * `.size`) is compared as before.
 */

const builder = /^(listOf|setOf|arrayOf|sequenceOf|mutableListOf)\(/;

interface Table {
  builder: string;
  rows: string[];
  /** what is done with the rows: `.map{…}` or `.forEach{…}` */
  each: string;
}

function table(arg: string): Table | undefined {
  const m = builder.exec(arg);
  if (!m) return undefined;
  const end = closing(arg, m[0].length - 1);
  const each = end < 0 ? '' : arg.slice(end);
  if (!/^\.(?:map|forEach)\{[\s\S]*\}$/.test(each) || closing(each, each.indexOf('{')) !== each.length)
    return undefined;
  return { builder: m[1]!, rows: topLevelItems(arg.slice(m[0].length, end - 1)), each };
}

/** Whether head argument `h` is base argument `b`'s table with rows added and none dropped. */
function gainedRows(h: string, b: string): boolean {
  const [th, tb] = [table(h), table(b)];
  if (!th || !tb || th.builder !== tb.builder || th.each !== tb.each || th.rows.length <= tb.rows.length) return false;
  return keepsEveryRow(th.rows, tb.rows);
}

/** Whether rows `head` hold every row of `base`, as many times as it has it. */
export function keepsEveryRow(head: string[], base: string[]): boolean {
  const left = [...head];
  for (const row of base) {
    const i = left.indexOf(row);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function tableGainedRows(h: { op: string; args: string[] }, b: { op: string; args: string[] }): boolean {
  if (h.op !== b.op || h.args.length !== b.args.length) return false;
  return b.args.some((a, i) => a !== h.args[i]) && b.args.every((a, i) => a === h.args[i] || gainedRows(h.args[i]!, a));
}
