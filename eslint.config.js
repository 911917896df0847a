// One ESLint configuration for the whole repository (app, build tools, tests, CMS scripts).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off the rules
// that would fight it. Run with `npm run lint` (0 warnings allowed; part of `npm test`).
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Each page is a document of its own (docs/architecture.md, §5): there is no router. Links come
 * from src/router/links.tsx, which keeps Arabic pages under /ar, and the address shown from
 * src/router/address.ts.
 */
const LINKS = {
  paths: ['react-router-dom', 'react-router'].map((name) => ({
    name,
    message:
      'There is no router: each page is a document of its own. Links come from src/router/links.tsx (they keep the page language, /ar/…), the address from src/router/address.ts.',
  })),
};

/**
 * A page's first load carries its own language's strings only (src/i18n/messages.ts loads
 * `virtual:messages/<language>/<area>`); a value from the dictionary or a strings module would
 * bundle every string, in both languages, into every page. Types are fine.
 */
const STRINGS = {
  patterns: [
    {
      regex: '(^|/)(dictionary|strings/[\\w-]+)(\\.ts)?$',
      allowTypeImports: true,
      message:
        'Browser code takes types only from the dictionary and string modules: read strings with useLanguage().t or translate() from src/i18n/messages.ts, so a page loads its own language alone.',
    },
  ],
};

/**
 * The query catalogue (src/generated/queries.ts) pulls in every read and its placeholder content;
 * a block imports its own data.ts (or a shared read of src/data/queries/) instead. Types are fine.
 */
const QUERY_CATALOGUE = {
  patterns: [
    {
      regex: '(^|/)queries(/index)?(\\.ts)?$',
      allowTypeImports: true,
      message:
        'Browser code takes types only from the query catalogue: import the query itself (its block’s data.ts or src/data/queries/<name>.ts), so a page loads only the reads it shows.',
    },
  ],
};

/** One no-restricted-imports setting out of several restrictions. */
function restrictImports(...restrictions) {
  return [
    'error',
    {
      paths: restrictions.flatMap((r) => r.paths ?? []),
      patterns: restrictions.flatMap((r) => r.patterns ?? []),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'published/**',
      'coverage/**',
      '.cache/**',
      '.tmp/**',
      'tests/.artifacts/**',
      'bench/reports/**',
      'cms/data/**',
      'cms/uploads/**',
      'cms/.test-data/**',
      'cms/.tmp/**',
      // Generated from schemas/ by `npm run gen:types`; a test fails when it is stale.
      'src/generated/**',
    ],
  },
  // Every eslint-disable says why after `--` in the same comment, and goes once it disables nothing.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  comments.recommended,
  // An eslint-enable closes a described disable, so it needs no reason of its own.
  { rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }] } },
  js.configs.recommended,
  // TypeScript: the type-aware rule sets, using the project's tsconfig.json.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Function-typed members are properties, so passing `obj.fn` along is safe (unbound-method).
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // `text || fallback` on strings and booleans means "empty counts as missing", on purpose.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `void promise` marks a promise whose failure is handled elsewhere (or logged by its own catch).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Event handlers may be async: React ignores the promise, and they catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Browser code: React hooks and accessibility rules.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // No import cycles, type-only ones included: a cycle means two modules share something that
  // belongs in a third, lower one both can import (a shared type, a constant).
  {
    files: ['src/**/*.{ts,tsx}', 'publish/**/*.ts', 'build/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // What browser modules may import. Each rule keeps a page's code small or its links right; a
  // later block for the same files replaces the rule's options, so the exceptions restate the rest.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(LINKS, STRINGS, QUERY_CATALOGUE) },
  },
  // The prerender's entry registers both languages and every query; it never reaches a browser.
  {
    files: ['src/entry-server.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(LINKS) },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A tab panel without focusable content is itself focusable (the WAI-ARIA tabs pattern).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel'], allowExpressionValues: true }],
    },
  },
  // Plain JavaScript (CMS scripts, generators, benches, art): no type information, Node globals.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Tests: no-op stubs and async callbacks without await are how mocks stand in for async APIs
  // (`act(async () => …)` also flushes pending promises, which a plain callback would not), and
  // tests bend parsed JSON (the site config, JSON-LD) into malformed shapes on purpose, so values
  // from JSON.parse stay untyped there.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Node-side TypeScript (build tools, tests, configs) also sees Node globals.
  {
    files: ['build/**', 'tests/**', 'scripts/**', 'generators/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
