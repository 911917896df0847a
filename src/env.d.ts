/** What vite.config.ts defines for the app's code, beside Vite's own `import.meta.env`. */
interface ImportMetaEnv {
  /**
   * Whether this build reads the CMS: true in the publisher's (server) build, in `vite` dev and in
   * the tests; false in the browser's build, which reads published data only (src/data/query.ts).
   * Code run without Vite (tsx scripts) has no `import.meta.env`: it must not load a query module.
   */
  readonly CMS_READS: boolean;
}
