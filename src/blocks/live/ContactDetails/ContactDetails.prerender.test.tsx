/**
 * The contact block as the prerender writes it, in Node as the publisher runs it: in a window,
 * Preact's React layer leaves a <noscript>'s content out (as React's client does), so this
 * cannot run beside the block's browser tests.
 */
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setMapEmbedParser } from '../../../data/normalize/mapEmbed';
import { PLACEHOLDER_RESTAURANT } from '../../../data/normalize/restaurant';
import { LanguageProvider } from '../../../i18n/LanguageProvider';
import { ContactDetails } from './ContactDetails';

// The publisher's parser of the owner's map embed (publish/steps/read-app.ts).
setMapEmbedParser(new new JSDOM('').window.DOMParser());

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

describe('ContactDetails in the prerender', () => {
  it('keeps the map for visitors without JavaScript, in a <noscript>', () => {
    const html = renderToString(
      <LanguageProvider initial="en">
        <ContactDetails
          id="c"
          content={{ mapHeading: { en: 'Find us', ar: 'موقعنا' } }}
          restaurant={{ ...PLACEHOLDER_RESTAURANT, mapEmbedHtml: `<iframe src="${EMBED}"></iframe>` }}
          loading={false}
        />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<noscript><iframe src="https:\/\/www\.google\.com\/maps\/embed[^"]*"/);
  });
});
