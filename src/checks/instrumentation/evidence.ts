import type { AdbServer } from '../../adb/call.js';
import { execOut } from '../../adb/exec.js';
import { type DeviceFile, listFiles, pullFile } from '../../adb/files.js';
import type { Attachment, TestId } from '../../config/outcome.js';
import { testKey } from '../../config/outcome.js';
import type { DeviceAfter } from '../../pool/probe.js';
import type { BatchOutcome } from '../../schedule/scheduler.js';
import type { EvidenceFolder, EvidenceStore, Saved } from '../evidence/store.js';
import type { EvidenceDevice } from './evidence-device.js';
import type { Recording } from './recording.js';

type Executions = BatchOutcome['executions'];
/** A file to pull: where it is, the name it is kept under, its size when listed. */
type Wanted = { remote: string; name: string; size?: number };
/** A file a failed test left, by its device path, with the folder label it is kept under. */
type FoundFile = DeviceFile & { remote: string; label: string };
/** What was caught as a test failed: its screenshot, and the output files on the device by then. */
interface Capture {
  shot?: Promise<{ data: Buffer } | { note: string }>;
  files: Promise<FoundFile[] | { note: string }>;
}

const AT_FAILURE = 'screencap -p as the failure arrived';

/**
 * The evidence of one batch on one device (docs/reports.md, "Evidence"). As a test reports its
 * failure, a screenshot is taken and the output folders are listed at once — the next test is
 * already starting — and after the batch, once the device is known to be healthy, the files are
 * pulled and everything is saved for the tests whose failure stands. A device that was lost gets
 * nothing new asked of it: what is in flight is cancelled, and its failures say evidence was
 * unavailable. Every call is bounded by `timeoutMs` and the run's signal.
 */
export class BatchEvidence {
  private readonly started = new Map<string, number>();
  private readonly captures = new Map<string, Capture>();
  /** cancels whatever is still asking the device when it turns out to be gone */
  private readonly gone = new AbortController();
  private readonly signal: AbortSignal;

  constructor(
    private readonly server: AdbServer,
    private readonly serial: string,
    private readonly store: EvidenceStore,
    private readonly device: EvidenceDevice | undefined,
    signal: AbortSignal,
    private readonly recording?: Recording,
    /** why the recording this batch asked for did not start */
    private readonly recordingNote?: string,
  ) {
    this.signal = AbortSignal.any([signal, this.gone.signal]);
  }

  /** The run was interrupted: stop asking the device anything. */
  abandon(): void {
    this.gone.abort(new Error('interrupted'));
    this.recording?.abandon();
  }

  private get config() {
    return this.store.config;
  }

  testStarted(test: TestId): void {
    this.started.set(testKey(test), Date.now());
  }

  /** The test reported its failure: catch the screen and the folders now, before the next test changes them. */
  testFailed(test: TestId): void {
    const key = testKey(test);
    if (!this.captures.has(key)) this.captures.set(key, this.capture(key));
  }

  private capture(key: string): Capture {
    const opts = { timeoutMs: this.config.timeoutMs, signal: this.signal };
    return {
      ...(this.config.screenshot
        ? {
            shot: execOut(this.server, this.serial, ['screencap', '-p'], { ...opts, maxBytes: this.store.room }).then(
              (r) => ('data' in r ? r : { note: this.store.tooLargeNote('screen.png', r.bytes) }),
              (err: Error) => ({ note: `screen.png: ${AT_FAILURE} failed: ${err.message}` }),
            ),
          }
        : {}),
      files: this.listOutput(key).catch((err: Error) => ({ note: `output files: listing failed: ${err.message}` })),
    };
  }

  /** Files in the output folders modified since the test started (device clock, whole seconds). */
  private async listOutput(key: string): Promise<FoundFile[]> {
    if (!this.config.files || !this.device) return [];
    const startedSec = Math.floor((this.started.get(key) ?? Date.now()) / 1000 + this.device.clockOffsetSec);
    const found: FoundFile[] = [];
    for (const { dir, label } of this.device.outputDirs) {
      const files = await listFiles(this.server, this.serial, dir, {
        timeoutMs: this.config.timeoutMs,
        signal: this.signal,
      });
      for (const f of files) if (f.mtimeSec >= startedSec) found.push({ ...f, remote: `${dir}/${f.path}`, label });
    }
    return found;
  }

  /**
   * After the batch, with the device's health known: keep the evidence of every test whose failure
   * stands (`failed`), or say why a failure got none (the device was lost or hung).
   */
  async finish(
    executions: Executions,
    after: DeviceAfter,
    reported: ReadonlyMap<string, Record<string, string>>,
  ): Promise<Executions> {
    if (after !== 'healthy') {
      this.gone.abort(new Error('the device is gone'));
      this.recording?.abandon();
      const why = `evidence unavailable: device ${after === 'unresponsive' ? 'hung' : 'lost'}`;
      return executions.map((e) =>
        this.captures.has(testKey(e.test)) || e.outcome === 'failed' ? { ...e, evidenceNotes: [why] } : e,
      );
    }
    const failed = executions.filter((e) => e.outcome === 'failed');
    // the recording ends now, whatever failed: a device is never left recording
    const video = this.recording ? await this.recording.stop(this.store.room) : undefined;
    if (failed.length === 0) return executions;
    const claimed = new Set<string>();
    let videoAttachment: Attachment | undefined;
    const kept = new Map<string, { attachments: Attachment[]; notes: string[] }>();
    for (const e of failed) {
      const key = testKey(e.test);
      // a crash ends the run without a failure report: catch its screen now
      const capture = this.captures.get(key) ?? this.capture(key);
      const folder = this.store.folder(this.serial, e.test);
      const attachments: Attachment[] = [];
      const notes: string[] = [];
      const add = (s: Saved) => ('attachment' in s ? attachments.push(s.attachment) : notes.push(s.note));
      if (capture.shot) {
        const shot = await capture.shot;
        add('data' in shot ? await folder.save('screenshot', 'screen.png', shot.data) : shot);
      }
      if (video) {
        if (videoAttachment) attachments.push(videoAttachment);
        else if ('data' in video) {
          const saved = await folder.save('screenrecord', 'screenrecord.mp4', video.data);
          add(saved);
          if ('attachment' in saved) videoAttachment = saved.attachment;
        } else notes.push(video.note);
      }
      if (this.recordingNote) notes.push(this.recordingNote);
      await this.pullFiles(folder, await capture.files, reported.get(key), claimed, add, notes);
      if (e.logcat) add(await folder.save('logcat', 'logcat.txt', Buffer.from(e.logcat, 'utf8')));
      kept.set(key, { attachments, notes });
    }
    return executions.map((e) => {
      const k = e.outcome === 'failed' ? kept.get(testKey(e.test)) : undefined;
      if (!k) return e;
      return {
        ...e,
        ...(k.attachments.length ? { attachments: k.attachments } : {}),
        ...(k.notes.length ? { evidenceNotes: k.notes } : {}),
      };
    });
  }

  /**
   * Pull a failed test's files into its folder: those found by time, not already kept for an
   * earlier failure of the batch, and the ones the test named itself (`additionalTestOutputFile_*`
   * status keys, as AGP reads them). Bounded by the evidence deadline for the whole set.
   */
  private async pullFiles(
    folder: EvidenceFolder,
    found: FoundFile[] | { note: string },
    metrics: Record<string, string> | undefined,
    claimed: Set<string>,
    add: (s: Saved) => void,
    notes: string[],
  ): Promise<void> {
    if (!Array.isArray(found)) {
      notes.push(found.note);
      return;
    }
    const named: Wanted[] = Object.entries(metrics ?? {})
      .filter(([k, v]) => k.startsWith('additionalTestOutputFile_') && v.startsWith('/'))
      .map(([, v]) => ({ remote: v, name: `named/${v.split('/').pop()}` }));
    const byTime: Wanted[] = found
      .filter((f) => !claimed.has(`${f.remote}\u0000${f.mtimeSec}\u0000${f.size}`))
      .map((f) => {
        claimed.add(`${f.remote}\u0000${f.mtimeSec}\u0000${f.size}`);
        return { remote: f.remote, name: `files/${f.label}/${f.path}`, size: f.size };
      });
    const wanted = [...byTime, ...named.filter((n) => !byTime.some((b) => b.remote === n.remote))];
    const deadline = Date.now() + this.config.timeoutMs;
    for (const [i, f] of wanted.entries()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        notes.push(`output files: ${wanted.length - i} not pulled within timeoutMs (${this.config.timeoutMs} ms)`);
        return;
      }
      if (f.size !== undefined && f.size > this.store.room) {
        notes.push(this.store.tooLargeNote(f.name, f.size));
        continue;
      }
      try {
        const r = await pullFile(this.server, this.serial, f.remote, {
          maxBytes: this.store.room,
          timeoutMs: left,
          signal: this.signal,
        });
        add(
          'data' in r
            ? await folder.save('test-output', f.name, r.data, f.remote)
            : { note: this.store.tooLargeNote(f.name, r.bytes) },
        );
      } catch (err) {
        notes.push(`${f.name}: pull failed: ${(err as Error).message}`);
      }
    }
  }
}
