/** The app's TypeScript sources (not tests), for tests that check how modules import each other. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SRC = join(import.meta.dirname, '..', '..', 'src');

export function sources(dir: string = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The specifiers of the modules a file imports for their values: `import … from`, `import '…'`
 * and `export … from` (type-only ones carry no code and are left out), and with `dynamic`
 * also `import('…')`.
 */
export function valueImports(file: string, { dynamic = false }: { dynamic?: boolean } = {}): string[] {
  const code = readFileSync(file, 'utf8');
  const patterns = [
    /^import\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm,
    /^import\s+'([^']+)'/gm,
    /^export\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm,
  ];
  if (dynamic) patterns.push(/\bimport\(\s*'([^']+)'\s*\)/g);
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}
