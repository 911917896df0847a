import { describe, expect, it } from 'vitest';
import { restaurantQuery } from '../../src/data/queries/restaurant';
import { createPublishReads } from '../reads';
import { InvalidContentError } from '../validate';
import { testCms } from './test-cms';
import { validate } from './validate';

/** The restaurant read the way the load step makes it, then the step over what was read. */
async function run(cms = testCms()) {
  const lines: string[] = [];
  const reads = createPublishReads(cms, { assetUrl: (id) => `/media/${id}` });
  await restaurantQuery.fetch({}, { client: reads.client, slug: 'saffron-house' });
  const menuRows = structuredClone(cms.records.menu_items ?? []);
  const before = cms.calls.length;
  const check = () => validate({ content: { reads, menuRows }, log: (line) => lines.push(line) });
  return { lines, check, readsMade: () => cms.calls.length - before };
}

describe('the validate step', () => {
  it('passes content without problems, with nothing to note, and reads nothing from the CMS', async () => {
    const { check, readsMade } = await run();
    expect(check()).toEqual({ notes: [] });
    expect(readsMade()).toBe(0);
  });

  it("stops on a value the site would refuse, in the publish's own reads, naming the record, field and value", async () => {
    const cms = testCms();
    cms.records.menu_items![0]!.default_price = -5;
    const { check } = await run(cms);
    expect(check).toThrow(InvalidContentError);
    expect(check).toThrow(
      'menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (a number from 0 to 1,000,000)',
    );
  });

  it('stops on a phone number the site would not show, from the restaurant read the pages made', async () => {
    const cms = testCms();
    cms.records.restaurants![0]!.phone_no = 'call us';
    const { check } = await run(cms);
    expect(check).toThrow(/restaurants 1 \(Saffron House\), field phone_no: "call us" is not a phone number/);
  });

  it('notes a shift the site leaves out, in both languages, for the publish log of the version', async () => {
    const cms = testCms();
    cms.records.opening_hours = [{ id: 3, Day: 'Friday', opens_at: '13:30:00' }];
    const { check, lines } = await run(cms);
    const { notes } = check();
    expect(notes).toEqual([
      expect.stringMatching(/^left out of the site .*opening_hours 3 \(Friday\), field closes_at/),
      expect.stringMatching(/^لم يظهر في الموقع .*opening_hours 3 \(«Friday»\)، الحقل closes_at/),
    ]);
    expect(lines).toEqual([`[prerender] ${notes[0]}`]);
  });
});
