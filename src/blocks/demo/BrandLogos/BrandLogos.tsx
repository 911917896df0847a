import type { BrandLogosContent } from '../../../generated/types';
import { SectionHeading } from '../../../components/SectionHeading';
import './BrandLogos.css';
import { Picture } from '../../../components/Picture';

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
              <Picture image={{ src: logo.src }} alt={logo.name} width={160} height={64} sizes="160px" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
