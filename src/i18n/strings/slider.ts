import { defineStrings } from '../define';

/** The demo sliders: the label of the slider region. */
export default defineStrings({
  en: {
    'static.slider.label': '{title} slider',
  },
  ar: {
    'static.slider.label': 'شرائح {title}',
  },
});
