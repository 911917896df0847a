import { defineStrings } from '../../../i18n/define';

/** The BlogDetailsDemo block's interface strings. */
export default defineStrings({
  en: {
    'blog.postedOn': 'Posted on',
    'blog.category': 'Category',
    'blog.tagged': 'Tags',
    'blog.commentsHeading': '{count} comments',
    'blog.commentFormHeading': 'Leave a comment',
    'blog.commentFormNote': 'Your email address will not be published.',
    'blog.commentName': 'Your name',
    'blog.commentEmail': 'Email address',
    'blog.commentMessage': 'Your comment',
    'blog.commentSubmit': 'Post comment',
    'blog.commentsClosed':
      'Thank you for reading! Comments are not open yet, so nothing was sent. Please share your thoughts with us in the restaurant or on social media.',
  },
  ar: {
    'blog.postedOn': 'نُشر في',
    'blog.category': 'التصنيف',
    'blog.tagged': 'الوسوم',
    'blog.commentsHeading': '{count} تعليقات',
    'blog.commentFormHeading': 'اترك تعليقاً',
    'blog.commentFormNote': 'لن يُنشر بريدك الإلكتروني.',
    'blog.commentName': 'الاسم',
    'blog.commentEmail': 'البريد الإلكتروني',
    'blog.commentMessage': 'تعليقك',
    'blog.commentSubmit': 'أرسل التعليق',
    'blog.commentsClosed':
      'شكراً لقراءتك! التعليقات غير متاحة بعد، لذلك لم يُرسل شيء. يسعدنا أن تشاركنا رأيك في المطعم أو عبر وسائل التواصل الاجتماعي.',
  },
});
