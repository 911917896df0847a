import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeApp } from './app.ts';
import type { ServerEntry } from './read-app.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'app-step-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A kept build: the shell, a public file and hashed assets with their compressed copies. */
function keptBuild(): string {
  const clientDir = join(root, '.app');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(clientDir, 'video'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<html>shell</html>');
  writeFileSync(join(clientDir, 'video', 'intro.vtt'), 'WEBVTT');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), 'br');
  return clientDir;
}

describe('the app step', () => {
  it('links the kept build’s assets into the version and copies the files a publish may write', async () => {
    const clientDir = keptBuild();
    const dir = join(root, 'staging');
    mkdirSync(dir);
    await placeApp({ dir, kept: { clientDir, entry: {} as ServerEntry } });

    const asset = join(dir, 'assets', 'app-abc123.js');
    expect(readFileSync(asset, 'utf8')).toBe('console.log(1)');
    expect(statSync(asset).ino).toBe(statSync(join(clientDir, 'assets', 'app-abc123.js')).ino);
    expect(statSync(`${asset}.br`).ino).toBe(statSync(join(clientDir, 'assets', 'app-abc123.js.br')).ino);

    // The home page is written over the shell: the kept build's shell stays as it was.
    expect(statSync(join(dir, 'index.html')).ino).not.toBe(statSync(join(clientDir, 'index.html')).ino);
    writeFileSync(join(dir, 'index.html'), '<html>home</html>');
    expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toBe('<html>shell</html>');
    expect(readFileSync(join(dir, 'video', 'intro.vtt'), 'utf8')).toBe('WEBVTT');
  });
});
