import { defineStrings } from '../define';

/** The label of a row of cards the visitor scrolls (ScrollRow): distinct from its section's heading. */
export default defineStrings({
  en: {
    'static.slider.label': '{title} slider',
  },
  ar: {
    'static.slider.label': 'شرائح {title}',
  },
});
