import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

const bin = path.join(repoRoot, 'bin', 'droidheal.js');

/** Run the CLI with its stdout read end closed before it writes (`droidheal … | head -c 0`). */
function withReaderGone(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a reader that goes away', () => {
  // `droidheal guard --help | head` crashed with an unhandled EPIPE and a stack trace (exit 1)
  for (const args of [['guard', '--help'], ['--help'], ['run', '--help']])
    it(`does not crash \`droidheal ${args.join(' ')}\`: its output is dropped and it exits as it would`, async () => {
      for (let i = 0; i < 3; i++) {
        const r = await withReaderGone(args);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
      }
    });
});
