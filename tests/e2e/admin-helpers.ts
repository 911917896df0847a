/**
 * The Directus admin app as its users meet it: signing in through its own form, and each user's
 * admin language. Shared by the admin-app and owner-task tests.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { cmsAdmin } from './browser';

/**
 * Signs in through the admin app's login form and waits for the content module; or, given a
 * module's address (`/admin/visual`, a bookmark), opens that first: the admin app asks to sign in
 * and then goes there.
 */
export async function signInToAdmin(page: Page, email: string, password: string, at?: string): Promise<void> {
  await page.goto(new URL(at ?? '/admin/login', inject('cmsUrl')).href);
  const form = page.locator('input[type="email"]');
  // The admin app is a large bundle; on a busy machine its first load can stall, and a person
  // would reload the page: so does the test, once.
  await form.waitFor({ timeout: 30_000 }).catch(async () => {
    await page.reload();
    await form.waitFor({ timeout: 60_000 });
  });
  await form.fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(at ? (url) => url.pathname.startsWith(at) : /\/admin\/content/, { timeout: 60_000 });
}

/**
 * A user's admin language ("en-US", "ar-SA"; null follows the project's default), with no
 * remembered last page, so that every sign-in starts where a first one does.
 */
export async function setAdminLanguage(email: string, language: string | null): Promise<void> {
  const admin = await cmsAdmin();
  const [user] = await admin.call<{ id: string }[]>(
    'GET',
    `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`,
  );
  await admin.call('PATCH', `/users/${user!.id}`, { language, last_page: null });
}
