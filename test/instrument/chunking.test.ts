import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstrumentRun } from '../../src/config/instrument-result.js';
import { InstrumentParser, parseInstrumentOutput } from '../../src/instrument/parser.js';
import { repoRoot } from '../support/cli.js';

/**
 * The parser sees adb reads, which split the output anywhere: between bytes of one UTF-8
 * character, between `\r` and `\n`, inside a prefix. Every way of cutting a recording must give the
 * result of reading it whole.
 */

const fixtures = path.join(repoRoot, 'android-fixtures/instrument');
const recordings = readdirSync(fixtures)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const read = (file: string) => readFileSync(path.join(fixtures, file));

/** Every boundary for short files; for long ones a dense deterministic sample plus every tricky spot. */
const EXHAUSTIVE_UP_TO = 8 * 1024;
function boundaries(bytes: Buffer): number[] {
  if (bytes.length <= EXHAUSTIVE_UP_TO) return Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const cuts = new Set<number>([0, bytes.length]);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    // inside a multi-byte character, around a CR, right after a newline
    if (b >= 0x80 || b === 13 || bytes[i - 1] === 10) cuts.add(i);
  }
  let seed = bytes.length;
  for (let k = 0; k < 600; k++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    cuts.add(seed % (bytes.length + 1));
  }
  return [...cuts].sort((a, b) => a - b);
}

function parseChunks(chunks: Buffer[]): InstrumentRun {
  const p = new InstrumentParser();
  for (const c of chunks) p.write(c);
  return p.end();
}

function toCrlf(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replace(/\n/g, '\r\n'), 'latin1');
}

describe.each(recordings)('%s cut anywhere', (file) => {
  const bytes = read(file);
  const whole = parseInstrumentOutput(bytes);

  it('gives the same result for a cut at each boundary', () => {
    const cuts = boundaries(bytes);
    for (const k of cuts) {
      const run = parseChunks([bytes.subarray(0, k), bytes.subarray(k)]);
      if (JSON.stringify(run) !== JSON.stringify(whole)) expect(run, `cut at byte ${k}`).toEqual(whole);
    }
    expect(cuts.length).toBeGreaterThan(Math.min(bytes.length, 600));
  });

  it('gives the same result fed one byte at a time', () => {
    expect(parseChunks(Array.from(bytes, (b) => Buffer.of(b)))).toEqual(whole);
  });

  it('gives the same result with CRLF line ends (a shell under a pty), also cut between \\r and \\n', () => {
    const crlf = toCrlf(bytes);
    expect(parseInstrumentOutput(crlf)).toEqual(whole);
    const crs = [...crlf.keys()].filter((i) => crlf[i] === 13).slice(0, 200);
    for (const i of crs) {
      const run = parseChunks([crlf.subarray(0, i + 1), crlf.subarray(i + 1)]);
      if (JSON.stringify(run) !== JSON.stringify(whole)) expect(run, `cut after the CR at ${i}`).toEqual(whole);
    }
  });
});

describe('UTF-8 split inside a character', () => {
  it('reads the Arabic-Indic Time: line whichever byte of a digit a read ends on', () => {
    const bytes = read('composer-assumption-failure-arabic-digits-time.txt');
    const at = bytes.indexOf(Buffer.from('Time: ', 'latin1'));
    expect(at).toBeGreaterThan(0);
    // ٠٫٠١٥: five 2-byte characters after "Time: "; cut inside each one
    for (let k = at + 7; k < at + 6 + 10; k += 2) {
      expect(bytes[k - 1]! >= 0xc0 && bytes[k]! >= 0x80 && bytes[k]! < 0xc0, `byte ${k} is inside a character`).toBe(
        true,
      );
      const run = parseChunks([bytes.subarray(0, k), bytes.subarray(k)]);
      expect(run.elapsedMs).toBe(15);
    }
  });

  it('keeps a 4-byte character in a trace intact across reads', () => {
    const text =
      'INSTRUMENTATION_STATUS: class=com.example.EmojiTest\nINSTRUMENTATION_STATUS: test=shows😀\nINSTRUMENTATION_STATUS_CODE: 1\n' +
      'INSTRUMENTATION_STATUS: class=com.example.EmojiTest\nINSTRUMENTATION_STATUS: test=shows😀\nINSTRUMENTATION_STATUS: stack=java.lang.AssertionError: expected 😀\n\tat com.example.EmojiTest.shows(EmojiTest.kt:9)\n' +
      'INSTRUMENTATION_STATUS_CODE: -2\nINSTRUMENTATION_CODE: -1\n';
    const bytes = Buffer.from(text);
    const emoji = bytes.indexOf(Buffer.from('😀'));
    for (let k = emoji + 1; k < emoji + 4; k++) {
      const run = parseChunks([bytes.subarray(0, k), bytes.subarray(k)]);
      expect(run.tests.map((t) => t.method)).toEqual(['shows😀']);
      expect(run.tests[0]!.message).toBe('java.lang.AssertionError: expected 😀');
    }
  });
});
