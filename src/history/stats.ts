/** The median of some numbers (undefined for none): one slow outlier run does not move it. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A share as a number from 0 to 1, 0 when there is nothing to share. */
export function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}
