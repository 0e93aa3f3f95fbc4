import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // builds dist/ once so CLI tests run the real binary
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // 2 cores: adb servers, virtual devices and Chromium are real processes
    maxWorkers: 2,
  },
});
