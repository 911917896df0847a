import type { MenuDealsListDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { DishLine } from '../../../components/DishCard';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import { SmartLink } from '../../../components/SmartLink';
import type { Clock } from '../CountdownDemo/clock';
import { CountdownClock } from '../CountdownDemo/CountdownClock';
import '../CountdownDemo/CountdownDemo.css';
import './MenuDealsListDemo.css';

export interface MenuDealsListDemoViewProps {
  id: string;
  content: MenuDealsListDemoContent;
  clock: Clock;
}

/** Popular deals: two lists of dishes, a discount countdown and an order button. */
export function MenuDealsListDemo({ id, content, clock }: MenuDealsListDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <div className="menu-deals__lists">
          {content.lists.map((list, index) => (
            <div key={index} className="menu-deals__list">
              <h3 className="menu-deals__list-title">{pick(list.title)}</h3>
              <ul className="dish-lines dish-lines--single">
                {list.dishes.map((dish, d) => (
                  <DishLine key={d} dish={dish} />
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="menu-deals__offer">
          <h3 className="menu-deals__offer-title">{pick(content.countdown.title)}</h3>
          <CountdownClock target={content.countdown.target} clock={clock} />
          <SmartLink href={content.button.href} className="btn btn--primary">
            {pick(content.button.label)} <Icon name="arrow" />
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
