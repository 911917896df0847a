import type { ChefDetailsDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { ChefCard } from '../../../components/PersonCard';
import { SectionHeading } from '../../../components/SectionHeading';
import './ChefDetailsDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface ChefDetailsDemoViewProps {
  id: string;
  content: ChefDetailsDemoContent;
}

/** One chef in detail: photo, bio and facts, skill bars, then other chefs. */
export function ChefDetailsDemo({ id, content }: ChefDetailsDemoViewProps) {
  const { pick } = useLanguage();
  const { chef } = content;
  return (
    <section id={id} className="section" aria-labelledby={`${id}-name`}>
      <div className="container">
        <div className="chef-details">
          <Picture
            className="chef-details__photo"
            image={{ src: chef.image }}
            alt={pick(chef.name)}
            width={520}
            height={620}
            sizes={SIZES.column}
            loading="eager"
          />
          <div>
            <p className="section-title__eyebrow">{pick(chef.role)}</p>
            <h2 id={`${id}-name`}>{pick(chef.name)}</h2>
            {chef.bio.map((paragraph, index) => (
              <p key={index}>{pick(paragraph)}</p>
            ))}
            {chef.facts && chef.facts.length > 0 && (
              <dl className="chef-details__facts">
                {chef.facts.map((fact) => (
                  <div key={fact.label.en}>
                    <dt>{pick(fact.label)}</dt>
                    <dd>{pick(fact.value)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <h3>{pick(content.skillsTitle)}</h3>
            <ul className="skill-bars">
              {content.skills.map((skill) => {
                const label = pick(skill.label);
                return (
                  <li key={skill.label.en} className="skill-bar">
                    <span
                      className="skill-bar__label"
                      id={`${id}-skill-${skill.label.en.replace(/\W+/g, '-').toLowerCase()}`}
                    >
                      {label}
                    </span>
                    <span className="skill-bar__value">{skill.value}%</span>
                    <span
                      className="skill-bar__track"
                      role="progressbar"
                      aria-valuenow={skill.value}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-labelledby={`${id}-skill-${skill.label.en.replace(/\W+/g, '-').toLowerCase()}`}
                    >
                      <svg className="skill-bar__fill" aria-hidden="true" focusable="false">
                        <rect width={`${skill.value}%`} height="100%" rx="4" />
                      </svg>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <div className="chef-details__others">
          <SectionHeading id={`${id}-others`} heading={content.othersHeading} />
          <ul className="card-grid card-grid--3">
            {content.others.map((other, index) => (
              <li key={index}>
                <ChefCard person={other} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
