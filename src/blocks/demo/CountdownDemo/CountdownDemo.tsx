import { Link } from '../../../router/links';
import type { CountdownDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import type { Clock } from './clock';
import { CountdownClock } from './CountdownClock';
import './CountdownDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface CountdownDemoViewProps {
  id: string;
  content: CountdownDemoContent;
  /** Current time in ms; injected so tests control it. */
  clock: Clock;
}

/** Discount banner ('Get 30% Discount Every Item') with a countdown to a fixed date. */
export function CountdownDemo({ id, content, clock }: CountdownDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section countdown" aria-labelledby={`${id}-heading`}>
      <div className="container countdown__layout">
        <div className="countdown__body">
          {content.eyebrow && <span className="section-title__eyebrow">{pick(content.eyebrow)}</span>}
          <h2 id={`${id}-heading`} className="countdown__title">
            {pick(content.title)}
          </h2>
          {content.text && <p>{pick(content.text)}</p>}
          <CountdownClock target={content.target} clock={clock} />
          <Link className="btn btn--primary" to={content.button.href}>
            {pick(content.button.label)} <Icon name="arrow" />
          </Link>
        </div>
        {content.image && (
          <Picture
            className="countdown__image"
            image={{ src: content.image }}
            alt=""
            width={520}
            height={520}
            sizes={SIZES.column}
          />
        )}
      </div>
    </section>
  );
}
