import { useState } from 'react';
import { useAddress } from '../../../router/address';
import { Icon, type IconName } from '../../../components/Icon';
import { StatusNote } from '../../../components/StatusNote';
import type { MessageKey } from '../../../i18n/dictionary';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useSite } from '../../../site/SiteProvider';

interface ShareTarget {
  icon: IconName;
  label: MessageKey;
  href: (url: string, text: string) => string;
}

const EXTERNAL: ShareTarget[] = [
  {
    icon: 'facebook',
    label: 'wishlist.shareFacebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    icon: 'twitter',
    label: 'wishlist.shareTwitter',
    href: (url, text) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    icon: 'pinterest',
    label: 'wishlist.sharePinterest',
    href: (url, text) =>
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}&description=${encodeURIComponent(text)}`,
  },
  {
    icon: 'whatsapp',
    label: 'wishlist.shareWhatsapp',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
];

/** Share the current page: social links open in a new tab, the link can be copied, or sent by email. */
export function ShareRow({ text }: { text: string }) {
  const { t } = useLanguage();
  const [status, setStatus] = useState('');
  // The page's public address (its site's url in sites.json), the same in the prerender and the browser.
  const url = useSite().url + useAddress().pathname;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setStatus(t('wishlist.copied'));
    } catch (error) {
      console.warn('[wishlist] copy failed', error);
      setStatus(t('wishlist.copyFailed'));
    }
  };
  return (
    <div className="wishlist-share">
      <span className="wishlist-share__label">{t('wishlist.share')}</span>
      <ul>
        {EXTERNAL.map((target) => (
          <li key={target.icon}>
            <a
              className="icon-button"
              href={target.href(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(target.label)} ${t('wishlist.newTab')}`}
            >
              <Icon name={target.icon} />
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="icon-button" aria-label={t('wishlist.copyLink')} onClick={() => void copy()}>
            <Icon name="link" />
          </button>
        </li>
        <li>
          <a
            className="icon-button"
            href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`}
            aria-label={t('wishlist.shareEmail')}
          >
            <Icon name="mail" />
          </a>
        </li>
      </ul>
      <StatusNote testId="share-status">{status}</StatusNote>
    </div>
  );
}
