import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';

/** Switches to the other language; nothing at all when the published site has one (Arabic turned off). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, toggle, language, other } = useLanguage();
  if (!other) return null;
  return (
    <button
      type="button"
      className={`language-toggle ${className ?? ''}`.trim()}
      onClick={toggle}
      aria-label={t('language.switchLabel')}
      lang={language === 'en' ? 'ar' : 'en'}
    >
      <Icon name="globe" /> <span>{t('language.switch')}</span>
    </button>
  );
}
