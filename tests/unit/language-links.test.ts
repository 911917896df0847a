/**
 * Arabic pages live under /ar, so every internal link must go through src/router/links.tsx,
 * which keeps it in the page's language. A block importing react-router-dom's Link, NavLink or
 * useNavigate directly would send Arabic visitors to English pages: this test names the file.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sources } from './sources';

describe('internal links keep the page language', () => {
  it('no source outside src/router imports Link, NavLink or useNavigate from react-router-dom', () => {
    const offenders = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('router'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].some((m) =>
          m[1]!
            .split(',')
            .some((name) => ['Link', 'NavLink', 'useNavigate'].includes(name.trim().split(/\s+as\s+/)[0]!)),
        );
      })
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
