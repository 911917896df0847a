/** Eyebrow and h2 of a live home section; the h2 carries `${id}-heading` for aria-labelledby. */
import type { ReactNode } from 'react';
import type { LocalizedText } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import './live-sections.css';

export function LiveHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: LocalizedText;
  title: ReactNode | LocalizedText;
  children?: ReactNode;
}) {
  const { pick } = useLanguage();
  const isText = (value: unknown): value is LocalizedText =>
    typeof value === 'object' && value !== null && 'en' in value && 'ar' in value;
  return (
    <div className="live-head">
      {eyebrow && pick(eyebrow) && <p className="live-head__eyebrow">{pick(eyebrow)}</p>}
      <h2 id={`${id}-heading`} className="live-head__title">
        {isText(title) ? pick(title) : title}
      </h2>
      {children}
    </div>
  );
}
