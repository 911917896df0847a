import type { BrandLogosContent } from '../../generated/types';
import { SectionHeading } from '../../components/SectionHeading';
import './BrandLogos.css';

export interface BrandLogosViewProps {
  id: string;
  content: BrandLogosContent;
}

/** A row of partner logos. */
export function BrandLogos({ id, content }: BrandLogosViewProps) {
  return (
    <section id={id} className="section brand-logos" aria-labelledby={content.heading ? `${id}-heading` : undefined}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="brand-logos__list">
          {content.logos.map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.name} width={160} height={64} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
