// `npm run format`: rewrite every file Prettier formats (see .prettierignore for what it leaves).
// `npm run format -- --check`: only report the files that are not formatted (exit 1 if any).
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const rest = process.argv.slice(2).filter((arg) => arg !== '--check');
const result = spawnSync('prettier', ['.', check ? '--check' : '--write', '--log-level', 'warn', ...rest], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
