import type { FaqAccordionDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './FaqAccordionDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface FaqAccordionDemoViewProps {
  id: string;
  content: FaqAccordionDemoContent;
}

/**
 * FAQ accordion: one answer open at a time, the first open by default; clicking the open one
 * closes it. The platform's exclusive accordion (`<details>` sharing a `name`), with no script.
 */
export function FaqAccordionDemo({ id, content }: FaqAccordionDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section faq" aria-labelledby={`${id}-heading`}>
      <div className={`container faq__layout${content.image ? ' faq__layout--with-image' : ''}`}>
        {content.image && (
          <Picture
            className="faq__image"
            image={{ src: content.image }}
            alt=""
            width={560}
            height={640}
            sizes={SIZES.column}
          />
        )}
        <div>
          <SectionHeading id={id} heading={content.heading} align={content.image ? 'start' : 'center'} />
          <div className="faq__list">
            {content.items.map((item, index) => (
              <details key={index} className="faq__item" name={`${id}-answers`} open={index === 0}>
                <summary>
                  <h3 className="faq__question">
                    <span>{pick(item.question)}</span>
                    <Icon name="plus" className="faq__sign faq__sign--closed" />
                    <Icon name="minus" className="faq__sign faq__sign--open" />
                  </h3>
                </summary>
                <div className="faq__answer">
                  <p>{pick(item.answer)}</p>
                </div>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
