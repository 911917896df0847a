/** Every eslint-disable comment says why, after `--` in the same comment (CONTRIBUTING.md). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

describe('eslint-disable comments', () => {
  it('each names its reason', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.includes('node_modules/'));
    expect(files.length).toBeGreaterThan(100);
    const bare: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        continue; // listed but deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (/eslint-(disable|enable)/.test(line) && /(\/\/|\/\*)\s*eslint-disable/.test(line) && !/ -- \S/.test(line))
          bare.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(bare).toEqual([]);
  });
});
