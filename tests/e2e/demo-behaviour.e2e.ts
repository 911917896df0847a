/** Behaviour of the demo blocks in Chromium: video popup, RTL tabs, FAQ, demo booking, store links, countdown. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, nearSection, openPage, whenReady } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('static page behaviour in the browser', () => {
  it('home2: the video popup loads its frame on open, removes it on Escape and returns focus', async () => {
    const { page, errors, close } = await openPage(browser, '/home2');
    try {
      const play = page.getByRole('button', { name: /^Play video:/ });
      await play.scrollIntoViewIfNeeded();
      expect(await page.locator('#about iframe').count()).toBe(0);
      await play.click();
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('#about iframe').count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close video');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // The dialog hides at once; its close event, which removes the frame, comes in the next task.
      await page.locator('#about iframe').waitFor({ state: 'detached', timeout: 5000 });
      expect(await play.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('home2 in Arabic: the menu tabs move with the mirrored arrow keys', async () => {
    const { page, close } = await openPage(browser, '/home2', { language: 'ar' });
    try {
      const first = page.getByRole('tab', { name: 'الفطور' });
      await nearSection(first);
      expect(await first.getAttribute('aria-selected')).toBe('true');
      await first.focus();
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByRole('tab', { name: 'الغداء' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').getByText('كبسة دجاج').isVisible()).toBe(true);
      await page.keyboard.press('End');
      expect(await page.getByRole('tab', { name: 'الشوربات' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await close();
    }
  });

  it('faq: one answer open at a time, the first by default, and clicking it again closes it', async () => {
    const { page, close } = await openPage(browser, '/faq');
    try {
      const questions = page.locator('#faq details > summary');
      await questions.first().waitFor();
      expect(await questions.count()).toBe(5);
      // The platform's accordion (<details> sharing a name): no code at all.
      const states = () =>
        page.locator('#faq details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
      expect(await states()).toEqual([true, false, false, false, false]);
      await questions.nth(3).click();
      expect(await states()).toEqual([false, false, false, true, false]);
      await questions.nth(3).click();
      expect(await states()).toEqual([false, false, false, false, false]);
    } finally {
      await close();
    }
  });

  it('home3: the demo booking form asks for required fields and sends nothing', async () => {
    const { page, close } = await openPage(browser, '/home3');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    try {
      const submit = page.locator('#booking').getByRole('button', { name: /Book a table/ });
      await nearSection(submit);
      await submit.click();
      await page.locator('#booking').getByRole('alert').waitFor();
      await page.getByLabel(/Select Date/).fill('2030-05-01');
      await page.getByLabel(/Select Time/).fill('19:30');
      await page.getByLabel(/Type of Service/).selectOption({ label: 'Family section' });
      await submit.click();
      expect(await page.locator('#booking').getByRole('status').textContent()).toMatch(/nothing was sent/);
      expect(page.url()).toMatch(/\/home3$/);
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('about: the store badges open externally with rel="noopener noreferrer"; 12 gallery tiles link to /menu', async () => {
    const { page, close } = await openPage(browser, '/about');
    try {
      const badges = page.locator('#app a');
      await badges.first().waitFor();
      for (const badge of await badges.all()) {
        expect(await badge.getAttribute('target')).toBe('_blank');
        expect(await badge.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await badge.getAttribute('href')).toMatch(/^https:\/\//);
      }
      await page.goto(new URL('/gallery', page.url()).href);
      await whenReady(page);
      const tiles = page.locator('#gallery .gallery-grid__link');
      await tiles.first().waitFor();
      expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
        Array(12).fill('/menu'),
      );
    } finally {
      await close();
    }
  });

  it('a section still waiting on one page does not hold back the section of the same id on the next', async () => {
    // /home3 and /reservation both have a section "booking"; on /home3 it waits below the fold.
    const { page, errors, close } = await openPage(browser, '/home3');
    try {
      expect(await page.locator('[data-section="booking"][data-live]').count()).toBe(0);
      await page.locator('header').getByRole('link', { name: 'Reservation', exact: true }).first().click();
      await page.waitForURL(/\/reservation$/);
      await page.getByTestId('reservation-form').waitFor({ timeout: 5000 });
      await page.locator('[data-section="booking"][data-live]').waitFor({ state: 'attached', timeout: 5000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('menu2: the discount countdown ticks', async () => {
    const { page, close } = await openPage(browser, '/menu2');
    try {
      const seconds = page.locator('#discount [data-unit="seconds"] .countdown-clock__value');
      await nearSection(seconds);
      const before = await seconds.textContent();
      await page.waitForFunction(
        (value) =>
          document.querySelector('#discount [data-unit="seconds"] .countdown-clock__value')?.textContent !== value,
        before,
        { timeout: 3000 },
      );
    } finally {
      await close();
    }
  });
});
