import type { CallToActionDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SmartLink } from '../../../components/SmartLink';
import './CallToActionDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface CallToActionDemoViewProps {
  id: string;
  content: CallToActionDemoContent;
}

/** Call-to-action band over an image. */
export function CallToActionDemo({ id, content }: CallToActionDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="cta" aria-labelledby={`${id}-heading`}>
      <Picture
        className="cta__bg"
        image={{ src: content.image }}
        alt=""
        width={1600}
        height={600}
        sizes={SIZES.fullWidth}
      />
      <div className="container cta__inner">
        {content.eyebrow && <span className="section-title__eyebrow cta__eyebrow">{pick(content.eyebrow)}</span>}
        <h2 id={`${id}-heading`} className="cta__title">
          {pick(content.title)}
        </h2>
        {content.text && <p className="cta__text">{pick(content.text)}</p>}
        <div className="cta__actions">
          <SmartLink href={content.button.href} className="btn btn--primary">
            {pick(content.button.label)} <Icon name="arrow" />
          </SmartLink>
          {content.secondaryButton && (
            <SmartLink href={content.secondaryButton.href} className="btn btn--outline cta__secondary">
              {pick(content.secondaryButton.label)}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}
