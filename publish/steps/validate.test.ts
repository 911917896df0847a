import { describe, expect, it } from 'vitest';
import { InvalidContentError } from '../validate';
import { testCms } from './test-cms';
import { validate } from './validate';

function run(cms = testCms()) {
  const lines: string[] = [];
  return { lines, checked: validate({ client: cms, slug: 'saffron-house', log: (line) => lines.push(line) }) };
}

describe('the validate step', () => {
  it('passes content without problems, with nothing to note', async () => {
    expect(await run().checked).toEqual({ notes: [], failedReads: [] });
  });

  it('stops on a plainly wrong value, naming the record, field and value', async () => {
    const cms = testCms();
    cms.records.menu_items![0]!.default_price = -5;
    const { checked } = run(cms);
    await expect(checked).rejects.toBeInstanceOf(InvalidContentError);
    await expect(checked).rejects.toThrow(
      'menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (a number, 0 or more)',
    );
  });

  it('notes a contact detail the site leaves out, for the publish log of the version', async () => {
    const cms = testCms();
    cms.records.restaurants![0]!.phone_no = 'call us';
    const { checked, lines } = run(cms);
    const { notes, failedReads } = await checked;
    expect(notes).toEqual([
      expect.stringMatching(/^left out of the site .*restaurants 1 \(Saffron House\), field phone_no/),
    ]);
    expect(failedReads).toEqual([]);
    expect(lines).toEqual([`[prerender] ${notes[0]}`]);
  });

  it('counts a CMS that cannot be asked as a failed read, never as a pass', async () => {
    const cms = testCms();
    cms.failing.add('*');
    const { checked, lines } = run(cms);
    expect(await checked).toEqual({ notes: [], failedReads: ['content check'] });
    expect(lines.join('\n')).toContain('could not check the content (the CMS did not answer');
  });
});
