import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * The visible word is the other language's own name, in that language ("العربية" on English
 * pages); the purpose follows it for screen readers, in the page's language. The accessible
 * name starts with what is shown (WCAG 2.5.3, label in name), so a voice-control user who
 * says "click English" on an Arabic page reaches it.
 * Nothing at all when the published site has one language (Arabic turned off).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, toggle, language, other } = useLanguage();
  if (!other) return null;
  return (
    <button type="button" className={`language-toggle ${className ?? ''}`.trim()} onClick={toggle}>
      <Icon name="globe" /> <span lang={language === 'en' ? 'ar' : 'en'}>{t('language.switch')}</span>
      <span className="visually-hidden">{`, ${t('language.switchLabel')}`}</span>
    </button>
  );
}
