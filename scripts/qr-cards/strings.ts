import { defineStrings } from '../../src/i18n/define.ts';

/**
 * The printed table cards of `npm run qr-cards` (scripts/qr-cards/). Both languages show on
 * every card, so this module is read whole by the tool and is in no area of the site's
 * dictionary: no page ever loads it.
 */
export const qrCards = defineStrings({
  en: {
    'qrCards.title': 'Table QR cards',
    'qrCards.table': 'Table {number}',
    'qrCards.scan': 'Scan to see the menu and order from your table',
  },
  ar: {
    'qrCards.title': 'بطاقات رمز QR للطاولات',
    'qrCards.table': 'طاولة {number}',
    'qrCards.scan': 'امسح الرمز لتصفّح القائمة والطلب من طاولتك',
  },
});
