/** Tests build real APKs with the same writer the fixture build uses (src/apk/write.ts). */
export { type ApkSpec, binaryManifest, buildApk, type ZipEntry, zip } from '../../src/apk/write.js';
