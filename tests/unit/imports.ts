/**
 * The repository's import graph, as the import tests read it (import-cycles, import-layers,
 * build-layer): source modules under a folder, and the modules each imports by a relative path,
 * `import type` and `import()` included (TypeScript's own pre-processor finds them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source module under `folder`: tests and declaration files left out unless `tests` is set. */
export function sourceFiles(folder: string, { tests = false } = {}): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, { tests });
    if (!SOURCE.test(entry.name)) return [];
    return tests || (!/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) ? [path] : [];
  });
}

/** The source modules `file` imports by a relative path, as absolute paths. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const base = resolve(dirname(file), name.replace(/\.js$/, ''));
      return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
    })
    .filter((path): path is string => path !== undefined && SOURCE.test(path));
}

/** The specifiers `file` imports as values, statically (type-only imports and import() left out). */
export function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Each import chain from `starts` that ends in `forbidden`, as repository paths (the first found per start). */
export function chainsInto(
  starts: string[],
  importsOf: (file: string) => string[],
  forbidden: (file: string) => boolean,
): string[][] {
  const found: string[][] = [];
  for (const start of starts) {
    const seen = new Set([start]);
    const queue: string[][] = [[start]];
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      const hit = importsOf(chain.at(-1)!).find(forbidden);
      if (hit) {
        found.push([...chain, hit]);
        break;
      }
      for (const next of importsOf(chain.at(-1)!))
        if (!seen.has(next)) {
          seen.add(next);
          queue.push([...chain, next]);
        }
    }
  }
  return found;
}
