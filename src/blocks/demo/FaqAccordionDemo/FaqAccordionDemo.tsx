import { useState } from 'react';
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

/** FAQ accordion: one answer open at a time, the first open by default; clicking the open one closes it. */
export function FaqAccordionDemo({ id, content }: FaqAccordionDemoViewProps) {
  const { pick } = useLanguage();
  const [open, setOpen] = useState<number | null>(0);
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
            {content.items.map((item, index) => {
              const isOpen = open === index;
              const buttonId = `${id}-q${index}`;
              const panelId = `${id}-a${index}`;
              return (
                <div key={buttonId} className={`faq__item${isOpen ? ' is-open' : ''}`}>
                  <h3 className="faq__question">
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpen(isOpen ? null : index)}
                    >
                      <span>{pick(item.question)}</span>
                      <Icon name={isOpen ? 'minus' : 'plus'} className="faq__sign" />
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!isOpen}>
                    <p>{pick(item.answer)}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
