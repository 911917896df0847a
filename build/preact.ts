/**
 * The runtime the site's components run on: Preact with its React compatibility layer, in the
 * browser, in the prerender and in the tests. The code is written against React's API and types
 * (`import … from 'react'`); these aliases give it Preact's implementation.
 *
 * Why (docs/speed.md, "A smaller runtime: Preact with React's API"): React DOM's client is one module of
 * ~68 KB gzip whose evaluation alone was a task of 108–151 ms on the reference machine before any
 * island hydrated, 500–700 ms of blocking time on a phone as slow as PageSpeed Insights' hosts.
 * Preact with its compat layer is ~10 KB gzip and evaluates in a few ms. The prerender renders
 * with Preact too (preact-render-to-string), so the HTML an island hydrates is its own runtime's.
 */
import type { Alias } from 'vite';

/** Most specific first: Vite takes the first alias whose `find` matches. */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** JSX compiled for React's automatic runtime, which the aliases above make Preact's. */
export const PREACT_JSX = { runtime: 'automatic', importSource: 'react' } as const;

/**
 * Packages that import React themselves: bundled (the prerender's build, the tests) rather than
 * loaded by Node from node_modules, so the aliases above reach their imports too.
 */
export const REACT_USING_PACKAGES = ['swiper', '@testing-library/react'];
