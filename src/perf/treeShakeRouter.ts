/**
 * Speed technique: React Router without the parts the site does not use. A Vite plugin (build
 * time; vite.config.ts applies it), kept here with the other techniques.
 *
 * What it does: React Router ships one large module whose components are made at its top level
 * (`var Form = React.forwardRef(…)`, `var X = React.createContext(…)`) and named there
 * (`Form.displayName = "Form"`). Neither call is marked pure and the name is a property write,
 * so a bundler keeps every component whether the app uses it or not: forms, fetchers, framework
 * prefetching, server components. This plugin marks those React calls `@__PURE__` (they are: they
 * only build an object) and drops the `displayName` lines (names for React's developer tools,
 * which the production build does not show). The unused parts then fall away. The site's Link
 * and NavLink (src/router/links.tsx) render their own anchor from the address and one navigate
 * function for the page, so its <Link>, with the framework-mode prefetching it carries, goes too.
 *
 * What it buys on `npm run bench` (2026-11-25): 3.9 KB gzip less in the entry chunk every page
 * loads (104.8 → 100.9 KB); neither half alone changes it.
 *
 * When it could go: when React Router's build marks these itself. treeShakeRouter.test.ts fails
 * when its files no longer match what this marks.
 */
import type { Plugin } from 'vite';

/** React Router's bundled modules (its development and production builds are the same code). */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.m?js$/;
/** A component or context made at a module's top level: `= React10.forwardRef(`. */
const FACTORY_CALL = /(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g;
/** A top-level `Name.displayName = "Name";` line. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = [^;\n]*;?$/gm;

/** The module's code with its factories marked pure and its display names gone, and how many of each. */
export function treeShakeable(code: string): { code: string; factories: number; displayNames: number } {
  let factories = 0;
  let displayNames = 0;
  const out = code
    .replace(FACTORY_CALL, (_match, assign: string, call: string) => {
      factories += 1;
      return `${assign}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      displayNames += 1;
      return '';
    });
  return { code: out, factories, displayNames };
}

export function isRouterModule(id: string): boolean {
  return ROUTER_MODULE.test(id);
}

export function treeShakeRouterPlugin(): Plugin {
  return {
    name: 'tree-shake-react-router',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!isRouterModule(id)) return null;
      const result = treeShakeable(code);
      // Line count is unchanged (each removed line leaves an empty one), so no source map is needed.
      return result.factories + result.displayNames > 0 ? { code: result.code, map: null } : null;
    },
  };
}
