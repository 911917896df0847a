import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';
import { localizePath } from '../i18n/paths';
import { useAddress } from '../router/address';
import { LANGUAGE_SWITCH } from './behaviour/attributes';

/**
 * The switch to the other language: a link to the same page at its address in that language
 * (each language's pages are prerendered), which the page script also remembers as the visitor's
 * choice (./behaviour/header.ts). The visible word is the other language's own name, in that language ("العربية" on
 * English pages); the purpose follows it for screen readers, in the page's language. The
 * accessible name starts with what is shown (WCAG 2.5.3, label in name), so a voice-control user
 * who says "click English" on an Arabic page reaches it.
 * Nothing at all when the published site has one language (Arabic turned off).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, language, other } = useLanguage();
  const { pathname, search, hash } = useAddress();
  if (!other) return null;
  return (
    <a
      className={`language-toggle ${className ?? ''}`.trim()}
      href={localizePath(pathname + search + hash, other)}
      hrefLang={other}
      {...{ [LANGUAGE_SWITCH]: other }}
    >
      <Icon name="globe" /> <span lang={language === 'en' ? 'ar' : 'en'}>{t('language.switch')}</span>
      <span className="visually-hidden">{`, ${t('language.switchLabel')}`}</span>
    </a>
  );
}
