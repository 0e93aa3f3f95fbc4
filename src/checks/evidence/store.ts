import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvidenceConfig } from '../../config/evidence.js';
import { type Attachment, type AttachmentKind, type TestId, testKey } from '../../config/outcome.js';
import { makeDir } from '../../fs/make-dir.js';

/** The folder under the report's folder that holds every attachment of a run. */
export const ATTACHMENTS_DIR = 'attachments';

/** A path segment safe on every file system (and in a URL once encoded): unsafe characters become `_`. */
export function safeSegment(s: string): string {
  // `#` and `$` stay: Class#method and inner classes read as themselves
  const cleaned = s.replace(/[^\w.#$@+=,[\]()-]/g, '_').replace(/^\.+/, '_');
  return cleaned.slice(0, 180) || '_';
}

/** What saving a piece of evidence gave: the attachment, or the note saying why it was not kept. */
export type Saved = { attachment: Attachment } | { note: string };

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Where a run keeps its evidence: `<report folder>/attachments/<device>/<Class>#<method>/<n>/`, n
 * counting the test's failed runs on that device (a re-check on the same device is run 2). Every
 * file is bounded by `maxFileBytes` and all of them together by `maxRunBytes`; what does not fit is
 * not written and comes back as a note instead. One store per run, shared by every device.
 */
export class EvidenceStore {
  private used = 0;
  private readonly runs = new Map<string, number>();

  constructor(
    readonly reportDir: string,
    readonly config: EvidenceConfig,
  ) {}

  /** Bytes one more file may have: its own bound, or what is left of the run's. */
  get room(): number {
    return Math.max(0, Math.min(this.config.maxFileBytes, this.config.maxRunBytes - this.used));
  }

  /** A new folder for one failed run of `test` on `device`. */
  folder(device: string, test: TestId): EvidenceFolder {
    const key = `${device}\u0000${testKey(test)}`;
    const n = (this.runs.get(key) ?? 0) + 1;
    this.runs.set(key, n);
    return new EvidenceFolder(
      this,
      [ATTACHMENTS_DIR, safeSegment(device), safeSegment(testKey(test)), String(n)].join('/'),
    );
  }

  /** Take `bytes` from the run's budget; false (and nothing taken) when they do not fit. */
  reserve(bytes: number): boolean {
    if (this.used + bytes > this.config.maxRunBytes) return false;
    this.used += bytes;
    return true;
  }

  /** Give back bytes reserved for a file that was not written after all. */
  release(bytes: number): void {
    this.used -= bytes;
  }

  tooLargeNote(name: string, bytes: number): string {
    return bytes > this.config.maxFileBytes
      ? `${name}: ${mb(bytes)} is over maxFileBytes (${mb(this.config.maxFileBytes)}), not kept`
      : `${name}: not kept, the run's evidence reached maxRunBytes (${mb(this.config.maxRunBytes)})`;
  }
}

/** One failed run's folder; files are written only when something is saved into it. */
export class EvidenceFolder {
  constructor(
    private readonly store: EvidenceStore,
    /** relative to the report folder, `/`-separated */
    readonly rel: string,
  ) {}

  /** Write `data` as `name` (a relative, `/`-separated path) within the bounds. */
  async save(kind: AttachmentKind, name: string, data: Buffer, source?: string): Promise<Saved> {
    if (data.length > this.store.config.maxFileBytes || !this.store.reserve(data.length))
      return { note: this.store.tooLargeNote(name, data.length) };
    const rel = `${this.rel}/${name.split('/').map(safeSegment).join('/')}`;
    const file = path.join(this.store.reportDir, ...rel.split('/'));
    try {
      await makeDir(path.dirname(file));
      await writeFile(file, data);
    } catch (err) {
      this.store.release(data.length);
      return { note: `${name}: could not be written beside the report (${(err as Error).message})` };
    }
    return {
      attachment: {
        kind,
        path: rel,
        bytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        ...(source ? { source } : {}),
      },
    };
  }
}
