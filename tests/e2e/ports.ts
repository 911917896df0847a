/**
 * Loopback ports of the end-to-end run (defined in ports.mjs, which scripts/test-deps.mjs also
 * reads to check them before the run). E2E_CMS_PORT / E2E_SITE_PORT let several runs share a machine.
 */
export { E2E, NOTICE_SECRET, e2ePortUses } from './ports.mjs';
