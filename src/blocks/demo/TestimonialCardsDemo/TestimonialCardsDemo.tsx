import type { TestimonialCardsDemoContent } from '../../../generated/types';
import { TestimonialCard } from '../../../components/PersonCard';
import { SectionHeading } from '../../../components/SectionHeading';

export interface TestimonialCardsDemoViewProps {
  id: string;
  content: TestimonialCardsDemoContent;
}

/** Testimonial cards in a grid. */
export function TestimonialCardsDemo({ id, content }: TestimonialCardsDemoViewProps) {
  return (
    <section id={id} className="section section--tinted" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="card-grid card-grid--3">
          {content.items.map((item, index) => (
            <li key={index}>
              <TestimonialCard person={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
