import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, PREACT_JSX, REACT_USING_PACKAGES } from './build/preact.ts';
import { sitePlugin } from './build/vite-plugin-site.ts';

/** Unit and component tests (fast, no servers). End-to-end tests use vitest.e2e.config.ts. */
export default defineConfig({
  // The components run on Preact here as in the browser and the prerender (build/preact.ts).
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // Its ES module build, whose imports of React the aliases reach (its main file is CommonJS).
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  oxc: { jsx: PREACT_JSX },
  plugins: [sitePlugin()],
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
    server: { deps: { inline: REACT_USING_PACKAGES } },
  },
});
