import { defineConfig } from 'vitest/config';

/** End-to-end tier: the built site against the real seeded CMS, in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
  },
});
