import { Link } from '../../../router/links';
import type { GalleryGridDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './GalleryGridDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface GalleryGridDemoViewProps {
  id: string;
  content: GalleryGridDemoContent;
}

/** Gallery tiles, each a link (to the static menu). */
export function GalleryGridDemo({ id, content }: GalleryGridDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section" aria-labelledby={content.heading ? `${id}-heading` : undefined}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="gallery-grid">
          {content.tiles.map((tile, index) => (
            <li key={index} className="gallery-grid__tile">
              <Link to={tile.href} className="gallery-grid__link">
                <Picture image={{ src: tile.src }} alt={pick(tile.alt)} width={400} height={400} sizes={SIZES.card} />
                <span className="gallery-grid__hover" aria-hidden="true">
                  <Icon name="search" /> {t('static.gallery.viewMenu')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
