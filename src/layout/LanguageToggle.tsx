import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';

export function LanguageToggle({ className }: { className?: string }) {
  const { t, toggle, language } = useLanguage();
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
