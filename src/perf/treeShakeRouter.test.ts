import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { isRouterModule, treeShakeable, treeShakeRouterPlugin } from './treeShakeRouter';

const ROOT = join(import.meta.dirname, '..', '..');
const ROUTER_DIST = join(ROOT, 'node_modules', 'react-router', 'dist', 'development');

describe('the React Router tree-shaking plugin', () => {
  it('marks top-level React factories pure and drops display names, leaving the rest alone', () => {
    const code = [
      'var Form = React10.forwardRef(function Form() {});',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'var Memo = React3.memo(Routes);',
      'var other = React10.useState(0);',
      'element.displayName = name;',
    ].join('\n');
    const result = treeShakeable(code);
    expect(result.code.split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(function Form() {});',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'var Memo = /* @__PURE__ */ React3.memo(Routes);',
      'var other = React10.useState(0);',
      '',
    ]);
    expect(result).toMatchObject({ factories: 3, displayNames: 2 });
  });

  it('still finds what it marks in the installed React Router (an upgrade that changes its build fails here)', () => {
    const chunks = readdirSync(ROUTER_DIST).filter((file) => /^chunk-.*\.mjs$/.test(file));
    const found = chunks.map((file) => treeShakeable(readFileSync(join(ROUTER_DIST, file), 'utf8')));
    expect(chunks.every((file) => isRouterModule(join(ROUTER_DIST, file)))).toBe(true);
    expect(found.reduce((sum, result) => sum + result.factories, 0)).toBeGreaterThan(10);
    expect(found.reduce((sum, result) => sum + result.displayNames, 0)).toBeGreaterThan(10);
  });

  it('leaves React Router components an app does not use out of its bundle', async () => {
    // An app that uses the router and nothing else, in the repository so react-router-dom resolves.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(ROOT, '.tmp', 'tree-shake-'));
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, "import { BrowserRouter } from 'react-router-dom';\nexport const App = BrowserRouter;\n");
    const bundle = async (plugins: ReturnType<typeof treeShakeRouterPlugin>[]) => {
      const output = (await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins,
        build: {
          write: false,
          minify: false,
          lib: { entry, formats: ['es'] },
          rolldownOptions: { external: ['react', 'react-dom'] },
        },
      })) as Rollup.RollupOutput[];
      return output[0]!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    };
    const [plain, shaken] = await Promise.all([bundle([]), bundle([treeShakeRouterPlugin()])]).finally(() =>
      rmSync(dir, { recursive: true, force: true }),
    );
    // React Router's <Form> (`fetcherKey`) comes along without the plugin, and not with it.
    expect(plain).toContain('fetcherKey');
    expect(shaken).not.toContain('fetcherKey');
    expect(shaken).toContain('BrowserRouter');
    expect(shaken.length).toBeLessThan(plain.length * 0.8);
  }, 60_000);
});
