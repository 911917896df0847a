/**
 * Arabic pages live under /ar, so every internal link must go through src/router/links.tsx,
 * which keeps it in the page's language. A block importing react-router-dom's Link, NavLink or
 * useNavigate directly would send Arabic visitors to English pages: this test names the file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('internal links keep the page language', () => {
  it('no source outside src/router imports Link, NavLink or useNavigate from react-router-dom', () => {
    const offenders = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('router'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].some((m) =>
          m[1]!.split(',').some((name) => ['Link', 'NavLink', 'useNavigate'].includes(name.trim().split(/\s+as\s+/)[0]!)),
        );
      })
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
