import type { ExploreLinksDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import { SmartLink } from '../../../components/SmartLink';
import './ExploreLinksDemo.css';

export interface ExploreLinksDemoViewProps {
  id: string;
  content: ExploreLinksDemoContent;
}

/** Explore the site: groups of links to the other pages (a small sitemap). */
export function ExploreLinksDemo({ id, content }: ExploreLinksDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section section--tinted explore-links" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <div className="explore-links__groups">
          {content.groups.map((group) => (
            <nav key={group.title.en} className="explore-links__group" aria-label={pick(group.title)}>
              <h3>{pick(group.title)}</h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>
                      <Icon name="arrow" /> {pick(link.label)}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
    </section>
  );
}
