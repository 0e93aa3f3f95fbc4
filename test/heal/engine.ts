import { execa } from 'execa';
import { type EngineName, SandboxConfig } from '../../src/config/heal.js';
import { type Containment, openContainment } from '../../src/heal/containment.js';
import type { EngineRequest, EngineResult, LoopEngine, PromptRequest } from '../../src/heal/deps.js';
import { parseStatusLine } from '../../src/heal/engines/status-line.js';

/** A command engine for the loop's tests: the script gets the prompt on stdin and DROIDHEAL_* in its environment. */
export function scriptEngine(
  script: string,
  env: Record<string, string> = {},
): LoopEngine & { calls: EngineRequest[] } {
  const calls: EngineRequest[] = [];
  return {
    name: 'command',
    calls,
    async run(req): Promise<EngineResult> {
      calls.push(req);
      const started = Date.now();
      const r = await execa(process.execPath, [script], {
        cwd: req.worktree,
        input: req.prompt,
        reject: false,
        timeout: req.timeoutMs,
        cancelSignal: req.signal,
        env: {
          DROIDHEAL_FINDING: req.findingId,
          DROIDHEAL_ROUND: String(req.round),
          DROIDHEAL_LEVEL: String(req.level),
          DROIDHEAL_PROMPT_FILE: req.promptFile,
          ...env,
        },
      });
      // read as the command engine reads it: the status line, fenced or not
      const status = parseStatusLine(String(r.stdout)) ?? {};
      return {
        started: true,
        ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
        timedOut: r.timedOut,
        durationMs: Date.now() - started,
        ...status,
        outputTail: String(r.all ?? r.stderr ?? ''),
      };
    },
  };
}

/** The prompt the tests' fixers read: the finding, its tests and the failing assertion. */
export function testPrompt(req: PromptRequest): string {
  return [
    `Finding ${req.finding.id} (level ${req.level}, round ${req.round})`,
    `Tests: ${req.finding.tests.map((t) => `${t.class}#${t.method}`).join(', ')}`,
    `Failing assertion: ${req.site?.assertion ?? 'unknown'} at ${req.site?.file}:${req.site?.line}`,
    `Message: ${req.finding.message ?? ''}`,
    req.previous?.outcome.kind === 'refused'
      ? `Previous attempt refused: ${req.previous.outcome.rule}: ${req.previous.outcome.detail}`
      : '',
  ].join('\n');
}

/** The heal's real sandbox for a test repository (containment.ts), as `droidheal heal` opens it. */
export function sandboxFor(
  repo: string,
  opts: { engine?: EngineName; engineCommand?: string; settings?: Partial<SandboxConfig>; stateDirs?: string[] } = {},
): Promise<Containment> {
  return openContainment({
    mode: 'sandbox',
    repo,
    engine: opts.engine ?? 'command',
    ...(opts.engineCommand ? { engineCommand: opts.engineCommand } : {}),
    settings: SandboxConfig.parse(opts.settings ?? {}),
    stateDirs: opts.stateDirs ?? [],
  });
}
