import { ADDITIONAL_OUTPUT_ARG, TEST_STORAGE_OUTPUT_DIR } from '../../config/evidence.js';
import type { VirtualOutputFile } from '../../config/virtual-device.js';
import type { VirtualFs } from '../fs.js';

const PLACEHOLDER = `{${ADDITIONAL_OUTPUT_ARG}}`;

/** Where a scripted output file lands: absolute as given, the runner argument's folder, or test storage. */
export function outputFilePath(file: VirtualOutputFile, additionalOutputDir: string): string {
  if (file.path.startsWith(PLACEHOLDER)) return `${additionalOutputDir}${file.path.slice(PLACEHOLDER.length)}`;
  return file.path.startsWith('/') ? file.path : `${TEST_STORAGE_OUTPUT_DIR}/${file.path}`;
}

/** Write a test's output files now (mtime: the device clock's second), as the test would before it ends. */
export function writeOutputFiles(
  fs: VirtualFs,
  files: readonly VirtualOutputFile[],
  additionalOutputDir: string,
): void {
  for (const f of files) {
    // generated content: a repeating, recognisable pattern, so a pulled copy can be checked byte for byte
    const data = f.text !== undefined ? Buffer.from(f.text, 'utf8') : generated(f.bytes ?? 0);
    fs.write(outputFilePath(f, additionalOutputDir), data);
  }
}

export function generated(bytes: number): Buffer {
  const b = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) b[i] = (i * 31 + 7) & 0xff;
  return b;
}
