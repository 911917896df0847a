import type { BrandLogosDemoContent } from '../../../generated/types';
import { SectionHeading } from '../../../components/SectionHeading';
import './BrandLogosDemo.css';
import { Picture } from '../../../components/Picture';

export interface BrandLogosDemoViewProps {
  id: string;
  content: BrandLogosDemoContent;
}

/** A row of partner logos. */
export function BrandLogosDemo({ id, content }: BrandLogosDemoViewProps) {
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
