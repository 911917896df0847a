import { Link } from '../../../router/links';
import type { AboutSectionDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import { VideoPopup } from './VideoPopup';
import './AboutSectionDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface AboutSectionDemoViewProps {
  id: string;
  content: AboutSectionDemoContent;
}

/** About the restaurant: images (with an optional video popup) beside the story and highlights. */
export function AboutSectionDemo({ id, content }: AboutSectionDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section about" aria-labelledby={`${id}-heading`}>
      <div className="container about__layout">
        <div className="about__media">
          <Picture
            className="about__image"
            image={{ src: content.image }}
            alt=""
            width={560}
            height={640}
            sizes={SIZES.column}
          />
          {content.secondaryImage && !content.video && (
            <Picture
              className="about__image about__image--small"
              image={{ src: content.secondaryImage }}
              alt=""
              width={320}
              height={320}
              sizes="320px"
            />
          )}
          {content.video && (
            <VideoPopup
              id={id}
              cover={content.video.cover}
              title={pick(content.video.title)}
              src={content.video.src || undefined}
            />
          )}
        </div>
        <div className="about__body">
          <SectionHeading id={id} heading={content.heading} align="start" />
          {content.paragraphs.map((paragraph, index) => (
            <p key={index}>{pick(paragraph)}</p>
          ))}
          {content.highlights && content.highlights.length > 0 && (
            <ul className="check-list">
              {content.highlights.map((line, index) => (
                <li key={index}>
                  <Icon name="check" /> {pick(line)}
                </li>
              ))}
            </ul>
          )}
          {content.button && (
            <Link className="btn btn--primary" to={content.button.href}>
              {pick(content.button.label)} <Icon name="arrow" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
