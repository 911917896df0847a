import { defineStrings } from '../../../i18n/define';

/** The ContactDemo block's interface strings. */
export default defineStrings({
  en: {
    'contactDemo.fullName': 'Full name',
    'contactDemo.email': 'Email address',
    'contactDemo.phone': 'Phone number',
    'contactDemo.subject': 'Subject',
    'contactDemo.subjectPlaceholder': 'Choose a subject',
    'contactDemo.message': 'Your message',
    'contactDemo.submit': 'Send message',
    'contactDemo.notSent':
      'Thank you! This form is a preview, so your message was not sent. To reach us now, please call or use the',
    'contactDemo.contactPage': 'contact page',
    'contactDemo.map': 'Map',
  },
  ar: {
    'contactDemo.fullName': 'الاسم الكامل',
    'contactDemo.email': 'البريد الإلكتروني',
    'contactDemo.phone': 'رقم الجوال',
    'contactDemo.subject': 'الموضوع',
    'contactDemo.subjectPlaceholder': 'اختر موضوعاً',
    'contactDemo.message': 'رسالتك',
    'contactDemo.submit': 'أرسل الرسالة',
    'contactDemo.notSent':
      'شكراً لك! هذا النموذج للعرض فقط، لذلك لم تُرسل رسالتك. للتواصل معنا الآن يرجى الاتصال بنا أو زيارة',
    'contactDemo.contactPage': 'صفحة التواصل',
    'contactDemo.map': 'الخريطة',
  },
});
