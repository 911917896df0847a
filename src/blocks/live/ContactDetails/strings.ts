import { defineStrings } from '../../../i18n/define';

/** The ContactDetails block's interface strings. */
export default defineStrings({
  en: {
    'contact.address': 'Address',
    'contact.email': 'Email',
    'contact.phone': 'Phone',
    'contact.hours': 'Opening Hours',
    'contact.mapTitle': 'Map showing where {name} is',
  },
  ar: {
    'contact.address': 'العنوان',
    'contact.email': 'البريد الإلكتروني',
    'contact.phone': 'الهاتف',
    'contact.hours': 'ساعات العمل',
    'contact.mapTitle': 'خريطة توضّح موقع {name}',
  },
});
