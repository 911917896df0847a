import { defineConfig } from 'vitest/config';

/** End-to-end tier: the built site against the real seeded CMS, in Debian's Chromium. */
export default defineConfig({
  test: {
    // Scan only tests/e2e: the repository root also holds cms/ data that CMS tests create and delete.
    dir: 'tests/e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
  },
});
