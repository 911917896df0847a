// Project settings the admin app reads: what the setup records once so that editors are not
// asked at every login.
//
// Directus 12 opens a "Have a license key?" dialog for admins until the project either has a
// licence key or has recorded how it is used on the free Core plan (`project_usage` in
// directus_settings; the dialog's own "Core" choice writes the same field). Its "Skip" only sets
// a cookie, so a new browser, or a new owner, is asked again. A restaurant's site is commercial
// use; the setup records that choice once and never overwrites one an admin made in Settings.

export const PROJECT_USAGE = 'commercial';

/** Records the Core plan choice when the project has none; returns whether it changed anything. */
export async function applyProjectSettings(client, { log = console.log } = {}) {
  const settings = await client.get('/settings', { fields: ['project_usage'] });
  if (settings?.project_usage) {
    log(`settings: plan usage already recorded (${settings.project_usage})`);
    return false;
  }
  await client.patch('/settings', { project_usage: PROJECT_USAGE });
  log(`settings: recorded the Core plan's usage as ${PROJECT_USAGE} (no licence dialog at login)`);
  return true;
}
