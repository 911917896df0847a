import { defineStrings } from '../../../i18n/define';

/** The BookingFormDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.booking.date': 'Select Date',
    'static.booking.time': 'Select Time',
    'static.booking.service': 'Type of Service',
    'static.booking.chooseService': 'Choose a service',
    'static.booking.message': 'Message',
    'static.booking.messagePlaceholder': 'Allergies, a birthday, a quiet corner…',
    'static.booking.optional': '(optional)',
    'static.booking.required': 'required',
    'static.booking.submit': 'Book a table',
    'static.booking.missing': 'Please choose a date, a time and a type of service.',
    'static.booking.demoNotice':
      'Thank you! This form is a demonstration, so nothing was sent. To book for real, please use our reservation page.',
    'static.booking.reserveLink': 'Go to reservations',
  },
  ar: {
    'static.booking.date': 'اختر التاريخ',
    'static.booking.time': 'اختر الوقت',
    'static.booking.service': 'نوع الخدمة',
    'static.booking.chooseService': 'اختر الخدمة',
    'static.booking.message': 'رسالتك',
    'static.booking.messagePlaceholder': 'حساسية من طعام، عيد ميلاد، ركن هادئ…',
    'static.booking.optional': '(اختياري)',
    'static.booking.required': 'مطلوب',
    'static.booking.submit': 'احجز طاولة',
    'static.booking.missing': 'يرجى اختيار التاريخ والوقت ونوع الخدمة.',
    'static.booking.demoNotice': 'شكرًا لك! هذا نموذج تجريبي ولم يُرسل أي شيء. للحجز الفعلي يرجى استخدام صفحة الحجز.',
    'static.booking.reserveLink': 'الانتقال إلى صفحة الحجز',
  },
});
