import { useRef, useState, type KeyboardEvent } from 'react';
import type { TabbedMenuDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { inlineStep } from '../../../i18n/arrowKeys';
import { DishLine } from '../../../components/DishCard';
import { SectionHeading } from '../../../components/SectionHeading';
import './TabbedMenuDemo.css';

export interface TabbedMenuDemoViewProps {
  id: string;
  content: TabbedMenuDemoContent;
}

/** Static menu in ARIA tabs: the first tab active, arrows move (mirrored in RTL), Home/End jump. */
export function TabbedMenuDemo({ id, content }: TabbedMenuDemoViewProps) {
  const { pick, dir } = useLanguage();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = content.tabs.length;

  const select = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = inlineStep(event.key, dir);
    const next = step !== 0 ? active + step : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section id={id} className="section tabbed-menu" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <div className="tabbed-menu__tabs" role="tablist" aria-labelledby={`${id}-heading`}>
          {content.tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={index === active ? 0 : -1}
              className="tabbed-menu__tab"
              onClick={() => setActive(index)}
              onKeyDown={onKeyDown}
            >
              {pick(tab.label)}
            </button>
          ))}
        </div>
        {content.tabs.map((tab, index) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            tabIndex={0}
            hidden={index !== active}
            className="tabbed-menu__panel"
          >
            <ul className="dish-lines">
              {tab.dishes.map((dish, d) => (
                <DishLine key={`${tab.key}-${d}`} dish={dish} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
