import { ScrollRow } from '../../../components/carousel/ScrollRow';
import { LiveHeading } from '../../../components/LiveHeading';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import type { TeamMemberModel, TeamSliderContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';

export const DEFAULT_CHEF_IMAGE = '/assets/img/defaults/chef.webp';

export interface TeamSliderViewProps {
  id: string;
  content: TeamSliderContent;
  members: TeamMemberModel[];
}

/**
 * Our Team / Meet Our Team: 3 per view, 2 below 1200 px, 1 below 768 px, in a row the visitor
 * scrolls (it only shows content: no script, ScrollRow).
 */
export function TeamSlider({ id, content, members }: TeamSliderViewProps) {
  const { t, pick } = useLanguage();
  return (
    <section id={id} className="live-section live-section--tint" aria-labelledby={`${id}-heading`} data-testid="team">
      <div className="container">
        <LiveHeading id={id} eyebrow={content.eyebrow} title={content.title} />
        <ScrollRow
          label={t('static.slider.label', { title: pick(content.title) || t('team.title') })}
          settings={{ perView: 1, breakpoints: { 768: 2, 1200: 3 } }}
          slides={members.map((member) => ({
            key: String(member.id),
            node: (
              <article className="live-card team-card" data-testid="team-member">
                <div className="live-card__media live-card__media--portrait">
                  <Picture
                    image={member.image}
                    fallback={DEFAULT_CHEF_IMAGE}
                    alt={pick(member.name)}
                    width={400}
                    height={500}
                    sizes={SIZES.teamSlider}
                  />
                </div>
                <div className="live-card__body live-card__body--center">
                  <h3 className="live-card__title">{pick(member.name)}</h3>
                  <p className="m-0">{pick(member.position)}</p>
                </div>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  );
}
