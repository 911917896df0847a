import { defineStrings } from '../../../i18n/define';

/** The ReviewsSlider block's interface strings. */
export default defineStrings({
  en: {
    'reviews.title': 'Recent Reviews',
    'reviews.loading': 'Loading reviews...',
    'reviews.empty': 'No reviews found',
    'reviews.count': '{count} reviews',
    'reviews.stars': '{n} out of 5 stars',
    'reviews.loveTitle': 'Love Our Food?',
    'reviews.loveText': 'Tell other guests about your visit. Your words help us cook better every day.',
    'reviews.leaveReview': 'Leave a Review on Google',
    'reviews.verified': 'Verified Reviews',
    'reviews.verifiedText': 'Every review here comes from a guest who dined with us.',
  },
  ar: {
    'reviews.title': 'أحدث التقييمات',
    'reviews.loading': 'جارٍ تحميل التقييمات...',
    'reviews.empty': 'لا توجد تقييمات',
    'reviews.count': '{count} تقييم',
    'reviews.stars': '{n} من 5 نجوم',
    'reviews.loveTitle': 'أعجبك طعامنا؟',
    'reviews.loveText': 'شارك الضيوف تجربتك معنا، فكلماتك تساعدنا على أن نطهو أفضل كل يوم.',
    'reviews.leaveReview': 'اكتب تقييمك على جوجل',
    'reviews.verified': 'تقييمات موثّقة',
    'reviews.verifiedText': 'كل تقييم هنا كتبه ضيف تناول الطعام لدينا.',
  },
});
