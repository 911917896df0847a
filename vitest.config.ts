import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sitePlugin } from './build/vite-plugin-site.ts';

/** Unit and component tests (fast, no servers). End-to-end tests use vitest.e2e.config.ts. */
export default defineConfig({
  plugins: [react(), sitePlugin()],
  // The tests read the CMS (through a stand-in client) as the publisher's build does (src/env.d.ts).
  define: { 'import.meta.env.CMS_READS': 'true' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/config/**/*.test.ts',
      'generators/**/*.test.ts',
      'publish/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'cms/**', '.tmp/**', 'dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
