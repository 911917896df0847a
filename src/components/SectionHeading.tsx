/** The heading of a static section: eyebrow, title (h2 with a stable id) and lead text. */
import type { SectionHeadingModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import './demo-blocks.css';

export function SectionHeading({
  id,
  heading,
  align = 'center',
}: {
  id: string;
  heading: SectionHeadingModel | undefined;
  align?: 'center' | 'start';
}) {
  const { pick } = useLanguage();
  if (!heading) return null;
  return (
    <div className={`section-title${align === 'start' ? ' section-title--start' : ''}`}>
      {heading.eyebrow && <span className="section-title__eyebrow">{pick(heading.eyebrow)}</span>}
      <h2 id={`${id}-heading`}>{pick(heading.title)}</h2>
      {heading.text && <p className="section-title__text">{pick(heading.text)}</p>}
    </div>
  );
}
