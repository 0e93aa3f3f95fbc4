// Types of scripts/guard-history-corpus.js, for the tests that check the corpus without the projects' clones.
import type { z } from 'zod';

export const corpusFile: string;
export const FalseRefusalClass: z.ZodString;
export const HistoryCommit: z.ZodType<HistoryCommitT>;
export const HistorySplit: z.ZodEnum<{ tune: 'tune'; heldout: 'heldout' }>;
export const HistoryCorpus: z.ZodType<HistoryCorpusT>;

export interface HistoryCommitT {
  repo: string;
  commit: string;
  label: 'legitimate' | 'weakening';
  expect: string;
  why: string;
  knownFalseRefusal?: string;
  class?: string;
}
export interface HistoryCorpusT {
  description: string;
  splits: Record<string, 'tune' | 'heldout'>;
  commits: HistoryCommitT[];
}
/** a replayed commit: its label and what the guard did */
export interface ReplayedRow {
  repo: string;
  label: string;
  expect: string;
  class?: string;
  allowed: boolean;
  rules: string[];
}
export interface Figures {
  commits: number;
  legitimate: number;
  falseRefusals: number;
  byClass: Array<[string, number]>;
  weakenings: number;
  refusedWeakenings: number;
  caught: number;
}

export function readCorpus(file?: string): { corpus?: HistoryCorpusT; error?: string };
export function verdictOf(
  c: Pick<HistoryCommitT, 'label' | 'expect' | 'class' | 'knownFalseRefusal'>,
  allowed: boolean,
  rules: string[],
): { verdict: string; bad: boolean };
export function figures(rows: ReplayedRow[]): Figures;
export function splitReport(rows: ReplayedRow[], splits: Record<string, string>): string;
