/**
 * The commit-msg hook in .githooks/ (enabled by `npm install` through the `prepare` script)
 * keeps commit subjects to 72 characters. Each case makes a real commit in a throwaway repo.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const HOOKS = resolve(import.meta.dirname, '../../.githooks');
const repo = mkdtempSync(join(tmpdir(), 'commit-msg-'));
const git = (...args: string[]) =>
  spawnSync(
    'git',
    ['-c', `core.hooksPath=${HOOKS}`, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
execFileSync('git', ['init', '-q'], { cwd: repo });
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('commit-msg hook', () => {
  it('refuses a 100-character subject and says why', () => {
    const result = git('commit', '-q', '--allow-empty', '-m', 'x'.repeat(100));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the subject is 100 characters; keep it to 72 or fewer');
  });

  it('accepts a 72-character subject with a body', () => {
    const result = git(
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'A'.repeat(72),
      '-m',
      'Why it changed, at any length. '.repeat(10),
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('counts characters, not bytes, and refuses a 73-character subject', () => {
    expect(git('commit', '-q', '--allow-empty', '-m', 'é'.repeat(72)).status).toBe(0);
    expect(git('commit', '-q', '--allow-empty', '-m', 'B'.repeat(73)).status).not.toBe(0);
  });

  it('refuses an empty message', () => {
    expect(git('commit', '-q', '--allow-empty', '--allow-empty-message', '-m', '').status).not.toBe(0);
  });

  it('is what `npm install` enables', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.prepare).toContain('core.hooksPath .githooks');
  });
});
