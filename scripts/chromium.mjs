/**
 * How every browser this project starts is launched: Debian's Chromium (CHROMIUM_PATH overrides)
 * with the flags this machine needs. Used by the e2e tests, `npm run bench`, `npm run bench:load` and
 * the screenshots.
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
  // Loopback only: every other host name fails at once as unknown, so a page's third-party embed
  // (the contact page's Google map) neither leaves the machine nor waits on a resolver that may
  // answer late or never, which would make a test or a measure hang on the network. The sites'
  // own host names (*.localhost) still reach the loopback servers.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
