/**
 * A block whose schema says `"browser": "static"` is never hydrated and its code never reaches the
 * browser (src/islands/): its prerendered HTML is all a visitor gets. So nothing it renders may
 * keep state, run an effect or handle an event, which would silently do nothing on the published
 * page. `npm run gen:types` runs this check over every static block's code (its entry and every
 * module reachable from it, other blocks' entries excepted) and stops with the file, the line and
 * what needs the browser.
 *
 * The page's context is left out: the language and its strings (src/i18n/), the data a page was
 * rendered with (src/data/, useSectionData) and the address and its links (src/router/). Their
 * hooks follow changes a published page never has (a language switch loads the other page, a
 * link loads its page), so a static block may read them.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { reachable, type BlockFolder } from './blocks.ts';
import { ROOT } from './schema-files.ts';

/** React's hooks that keep state, run effects or schedule updates: each needs a live page. */
const BROWSER_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useEffectEvent',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useActionState',
  'useOptimistic',
  'useImperativeHandle',
]);

/** The page's context, which a static block may read (see the header). */
const CONTEXT = [
  join(ROOT, 'src', 'i18n') + sep,
  join(ROOT, 'src', 'data') + sep,
  join(ROOT, 'src', 'router') + sep,
  join(ROOT, 'src', 'blocks', 'useSectionData.ts'),
];

export interface BrowserUse {
  file: string;
  line: number;
  /** `calls useState`, `handles onClick`. */
  what: string;
}

/** Every hook call and event handler of `BROWSER_HOOKS` / `on…` in one module. */
export function browserUses(file: string, code = readFileSync(file, 'utf8')): BrowserUse[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: BrowserUse[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name && BROWSER_HOOKS.has(name)) found.push({ file, line: at(node), what: `calls ${name}` });
    }
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && /^on[A-Z]/.test(node.name.text) && node.initializer)
      found.push({ file, line: at(node), what: `handles ${node.name.text}` });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What in a static block's code needs the browser, following its imports from its entry (not into
 * other blocks' entries, nor into the page's context).
 */
export function staticBlockUses(block: BlockFolder, entries: ReadonlySet<string>): BrowserUse[] {
  const entry = join(block.dir, 'index.tsx');
  const stopAt = new Set([...entries].filter((file) => file !== entry));
  return reachable(entry, stopAt)
    .filter((file) => !CONTEXT.some((context) => (context.endsWith(sep) ? file.startsWith(context) : file === context)))
    .flatMap((file) => browserUses(file));
}

/** Throws, naming each use, when a block marked static needs the browser. */
export function checkStaticBlocks(blocks: readonly BlockFolder[]): void {
  const entries = new Set(blocks.map((block) => join(block.dir, 'index.tsx')));
  const problems = blocks
    .filter((block) => block.browser === 'static')
    .flatMap((block) =>
      staticBlockUses(block, entries).map(
        (use) => `src/blocks/${block.folder}: ${relative(ROOT, use.file)}:${use.line} ${use.what}`,
      ),
    );
  if (problems.length)
    throw new Error(
      `a block marked "browser": "static" is never hydrated, so it may not keep state, run effects or handle events; make it "island" or take these out:\n${problems.join('\n')}`,
    );
}
