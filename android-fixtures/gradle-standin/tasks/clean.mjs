// @ts-check
/** `:app:clean`: deletes the module's build directory. */
import { rm } from 'node:fs/promises';
import path from 'node:path';

export default [
  {
    path: ':app:clean',
    description: 'Deletes the build directory of :app.',
    /** @param {import('../gradlew.mjs').TaskContext} ctx */
    async run(ctx) {
      await rm(path.join(ctx.project.dir, 'app', 'build'), { recursive: true, force: true });
    },
  },
];
