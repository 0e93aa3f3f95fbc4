import type { RunEvent } from '../checks/run.js';
import { deviceLabel } from '../config/device-facts.js';
import { type Execution, type TestId, testKey } from '../config/outcome.js';
import type { ScheduleEvent } from '../schedule/scheduler.js';
import { PROGRESS_RESET } from './terminal.js';

/** Live progress: a redrawn status line on a TTY, plain log lines otherwise. */
export class Progress {
  private total = 0;
  private devices = 0;
  private done_ = 0;
  private failed = 0;
  private undetermined = 0;
  private readonly running_ = new Map<string, string>();
  private finished = false;
  private readonly tty: boolean;

  constructor(private readonly out: NodeJS.WriteStream) {
    this.tty = Boolean(out.isTTY) && process.env.CI === undefined;
  }

  /** how lines name a device: "Pixel 8 (emulator-5554)" once the run has said which devices it leased */
  private labels = new Map<string, string>();
  /** the status line is short: a model alone names a running device there */
  private models = new Map<string, string>();

  start(devices: number, named: ReadonlyArray<{ serial: string; model?: string | undefined }> = []): void {
    this.devices = devices;
    this.labels = new Map(named.map((d) => [d.serial, deviceLabel(d)]));
    this.models = new Map(named.flatMap((d) => (d.model ? [[d.serial, d.model] as const] : [])));
    this.line(`running on ${devices} device${devices === 1 ? '' : 's'}`);
  }

  note(text: string): void {
    this.line(text);
  }

  running(serial: string, test: TestId): void {
    this.running_.set(serial, testKey(test));
    this.redraw();
  }

  event(e: RunEvent): void {
    if (e.type === 'note') this.note(e.text);
    else if (e.type === 'devices') this.start(e.count, e.devices);
    else if (e.type === 'test-start') this.running(e.device, e.test);
    else if (e.type === 'check-start') {
      if (e.placement === 'host') this.line(`${e.check}: running on the host (${e.kind})`);
    } else if (e.type === 'check-end') {
      // the rows of the check were told as they came
    } else this.schedule(e);
  }

  private schedule(e: ScheduleEvent): void {
    if (e.type === 'batch-start') {
      this.total = Math.max(this.total, this.done_ + e.batch.tests.length);
      if (!this.tty) {
        const { purpose, tests, group } = e.batch;
        const doing = purpose === 'run' ? 'running' : purpose === 'confirm' ? 'confirming' : 're-running';
        this.line(
          `${this.name(e.device)}: ${doing} ${tests.length} test${tests.length === 1 ? '' : 's'} of group ${group}`,
        );
      }
    } else if (e.type === 'execution') {
      this.done_++;
      if (this.running_.get(e.execution.device) === testKey(e.execution.test)) this.running_.delete(e.execution.device);
      this.outcome(e.execution);
    } else if (e.type === 'device-retired') {
      this.devices--;
      this.running_.delete(e.device);
      this.line(`${this.name(e.device)} retired${e.reason ? `: ${e.reason}` : ''}`);
    }
    this.redraw();
  }

  done(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.tty) this.out.write(PROGRESS_RESET);
  }

  private outcome(e: Execution): void {
    if (e.outcome === 'failed') {
      this.failed++;
      this.line(`✗ ${testKey(e.test)} on ${this.name(e.device)}: ${e.detail ?? e.failureKind ?? 'failed'}`);
    } else if (e.outcome === 'undetermined') {
      this.undetermined++;
      this.line(`? ${testKey(e.test)}${e.device ? ` on ${this.name(e.device)}` : ''}: ${e.reason}`);
    } else if (!this.tty) {
      this.line(
        `${e.outcome === 'passed' ? '✓' : '-'} ${testKey(e.test)} on ${this.name(e.device)}${e.durationMs !== undefined ? ` (${e.durationMs} ms)` : ''}`,
      );
    }
  }

  private name(serial: string): string {
    return this.labels.get(serial) ?? serial;
  }

  private line(text: string): void {
    if (this.tty) this.out.write(PROGRESS_RESET);
    this.out.write(`${text}\n`);
    this.redraw();
  }

  private redraw(): void {
    if (!this.tty || this.finished) return;
    const now = [...this.running_.entries()]
      .map(([s, t]) => `${this.models.get(s) ?? s}:${t.split('.').pop()}`)
      .slice(0, 3)
      .join(' ');
    const status = `[${this.done_} done · ${this.failed} failed · ${this.undetermined} undetermined · ${this.devices} devices] ${now}`;
    this.out.write(`${PROGRESS_RESET}${status.slice(0, (this.out.columns ?? 100) - 1)}`);
  }
}
