import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes an executable `#!/usr/bin/env node` stand-in (a gradlew, say) that uses `require`.
 * Node reads an extensionless script as CommonJS or ES module by the nearest package.json above it, so a
 * stray `{"type": "module"}` anywhere above the temp dir would break the stand-in; a package.json of its
 * own beside it makes the test independent of what sits in /tmp.
 */
export async function writeNodeScript(file: string, source: string): Promise<void> {
  await writeFile(path.join(path.dirname(file), 'package.json'), '{ "type": "commonjs" }\n');
  await writeFile(file, source);
  await chmod(file, 0o755);
}
