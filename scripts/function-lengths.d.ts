// Types of scripts/function-lengths.js, for the architecture test that shares its measure.
export interface FunctionLength {
  file: string;
  line: number;
  name: string;
  /** non-blank, non-comment lines of its body, not counting nested functions' bodies */
  lines: number;
}
export const FUNCTION_LINE_LIMIT: number;
export function functionLengths(file: string, text: string): FunctionLength[];
export function longFunctions(root: string, prefixes?: string[], limit?: number): FunctionLength[];
