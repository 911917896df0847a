import { defineStrings } from '../../../i18n/define';

/** The CountdownDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.countdown.days': 'Days',
    'static.countdown.hours': 'Hours',
    'static.countdown.minutes': 'Minutes',
    'static.countdown.seconds': 'Seconds',
    'static.countdown.label': 'Time left until the offer ends',
    'static.countdown.ended': 'This offer has ended — watch this space for the next one.',
  },
  ar: {
    'static.countdown.days': 'يوم',
    'static.countdown.hours': 'ساعة',
    'static.countdown.minutes': 'دقيقة',
    'static.countdown.seconds': 'ثانية',
    'static.countdown.label': 'الوقت المتبقي حتى نهاية العرض',
    'static.countdown.ended': 'انتهى هذا العرض، ترقّبوا العرض القادم قريبًا.',
  },
});
