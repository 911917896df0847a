import type { SocialLinks as Social } from '../generated/types';
import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';

const NETWORKS = ['facebook', 'tiktok', 'instagram'] as const;

/** Icons for the networks the restaurant has a safe address for; missing ones are left out. */
export function SocialLinks({ social, className }: { social: Social; className?: string }) {
  const { t } = useLanguage();
  const present = NETWORKS.filter((n) => social[n]);
  if (!present.length) return null;
  return (
    <ul className={`social-links ${className ?? ''}`.trim()}>
      {present.map((network) => (
        <li key={network}>
          <a href={social[network]!} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${network}`)}>
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
