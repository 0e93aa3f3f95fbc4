import path from 'node:path/posix';

export interface VirtualFile {
  data: Buffer;
  /** full st_mode, e.g. 0o100644 */
  mode: number;
  /** seconds since the epoch */
  mtime: number;
}

export const S_IFREG = 0o100000;
export const S_IFDIR = 0o040000;

/** Directories every device has; pushes go to /data/local/tmp and /sdcard. */
const BASE_DIRS = [
  '/',
  '/data',
  '/data/local',
  '/data/local/tmp',
  '/sdcard',
  '/storage',
  '/storage/emulated',
  '/storage/emulated/0',
  '/system',
  '/proc',
  '/system/bin',
  '/data/app',
];

/** The in-memory filesystem of one virtual device (sync push/pull/stat, pm install, rm). */
export class VirtualFs {
  private readonly files = new Map<string, VirtualFile>();
  private readonly dirs = new Set<string>(BASE_DIRS);

  static normalize(p: string): string {
    const n = path.normalize(p.startsWith('/') ? p : `/${p}`);
    return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
  }

  read(p: string): VirtualFile | undefined {
    return this.files.get(VirtualFs.normalize(p));
  }

  isDir(p: string): boolean {
    return this.dirs.has(VirtualFs.normalize(p));
  }

  /** Write a file, creating parent directories (adb 29 with fixed_push_mkdir expects that). */
  write(p: string, data: Buffer, mode = S_IFREG | 0o644, mtime = Math.floor(Date.now() / 1000)): void {
    const n = VirtualFs.normalize(p);
    for (let d = path.dirname(n); !this.dirs.has(d); d = path.dirname(d)) this.dirs.add(d);
    this.files.set(n, { data, mode: (mode & 0o170000) === 0 ? S_IFREG | mode : mode, mtime });
  }

  remove(p: string): boolean {
    return this.files.delete(VirtualFs.normalize(p));
  }

  /** Remove every file and directory under `dir` (not `dir` itself); returns how many files went. */
  clearDir(dir: string): number {
    const d = VirtualFs.normalize(dir);
    const inside = (p: string) => p.startsWith(`${d}/`);
    let removed = 0;
    for (const f of [...this.files.keys()])
      if (inside(f)) {
        this.files.delete(f);
        removed++;
      }
    for (const sub of [...this.dirs]) if (inside(sub)) this.dirs.delete(sub);
    return removed;
  }

  /** Every file path under `dir`, at any depth. */
  filesUnder(dir: string): string[] {
    const d = VirtualFs.normalize(dir);
    return [...this.files.keys()].filter((f) => f.startsWith(`${d}/`));
  }

  /** Entries directly inside a directory. */
  list(dir: string): Array<{ name: string; mode: number; size: number; mtime: number }> {
    const d = VirtualFs.normalize(dir);
    const out: Array<{ name: string; mode: number; size: number; mtime: number }> = [];
    for (const sub of this.dirs)
      if (sub !== d && path.dirname(sub) === d)
        out.push({ name: path.basename(sub), mode: S_IFDIR | 0o771, size: 4096, mtime: 0 });
    for (const [f, file] of this.files)
      if (path.dirname(f) === d)
        out.push({ name: path.basename(f), mode: file.mode, size: file.data.length, mtime: file.mtime });
    return out;
  }
}
