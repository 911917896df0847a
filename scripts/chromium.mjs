/**
 * How every browser this project starts is launched: Debian's Chromium (CHROMIUM_PATH overrides)
 * with the flags this machine needs. Used by the e2e tests, `npm run bench` and `npm run bench:load`.
 */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
