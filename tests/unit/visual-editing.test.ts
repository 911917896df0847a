/**
 * Nothing of the Visual Editor reaches visitors (docs/publishing.md, "Edit where you see it"):
 * its marks (publish/preview-edit.ts) and its library (publish/preview-script.ts,
 * `@directus/visual-editing`) are the preview's alone. The site's HTML and JavaScript are made by
 * the app's code (src/, built by build/ and vite.config.ts) and the publish pipeline
 * (publish/pipeline.ts and what it imports); so long as none of them reaches the feature, a
 * published version is byte for byte what it was without it. This test walks their imports, the
 * packages they name included, and fails on any that reaches it. tests/e2e/owner-preview.e2e.ts
 * checks a real published version for the marks and the library's code.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, chainsInto, importsOf, sourceFiles } from './imports';

/** The Visual Editor's own modules. */
const FEATURE = ['preview.ts', 'preview-edit.ts', 'preview-script.ts', 'preview-render.ts'].map((name) =>
  join(ROOT, 'publish', name),
);
/** The packages only the preview may load. */
const PACKAGES = ['@directus/visual-editing', '@reach/observe-rect'];

const packagesOf = (file: string) =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => fileName);
const repoPath = (file: string) => relative(ROOT, file).split(sep).join('/');
const reaching = (starts: string[]) =>
  chainsInto(starts, importsOf, (file) => FEATURE.includes(file)).map((chain) => chain.map(repoPath).join(' → '));

describe('the Visual Editor, for visitors', () => {
  it('is reached by none of the site’s code: the app, its build and the publish pipeline', () => {
    const app = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'build')), join(ROOT, 'vite.config.ts')];
    const pipeline = [join(ROOT, 'publish', 'pipeline.ts'), join(ROOT, 'publish', 'build-site.ts')];
    expect(reaching([...app, ...pipeline])).toEqual([]);
    // Nor does any of them, or what they import, name the library's packages.
    const closure = new Set<string>();
    const visit = (file: string) => {
      if (closure.has(file)) return;
      closure.add(file);
      importsOf(file).forEach(visit);
    };
    [...app, ...pipeline].forEach(visit);
    const naming = [...closure].filter((file) =>
      packagesOf(file).some((name) => PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`))),
    );
    expect(naming.map(repoPath)).toEqual([]);
  });

  it('would be caught if the site reached it', () => {
    // The walk itself: the preview's server reaches the marks, so a block importing it would too.
    expect(reaching([join(ROOT, 'publish', 'server.ts')])).not.toEqual([]);
    expect(packagesOf(join(ROOT, 'publish', 'preview-edit.test.ts'))).toContain('@directus/visual-editing');
  });
});
