/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { FaqAccordionDemo } from './FaqAccordionDemo';

const content = { questions: staticSection('/faq', 'faq', 'faqAccordionDemo').content };
const open = () => [...document.querySelectorAll('details')].map((details) => details.open);

describe('FaqAccordionDemo', () => {
  it('opens the first answer by default, as one exclusive accordion, with no script', () => {
    renderWithProviders(<FaqAccordionDemo id="faq" content={content.questions} />);
    expect(content.questions.items).toHaveLength(5);
    expect(open()).toEqual([true, false, false, false, false]);
    // One name for all: the browser keeps one open at a time, and a press on the open one closes it.
    expect(new Set([...document.querySelectorAll('details')].map((details) => details.getAttribute('name')))).toEqual(
      new Set(['faq-answers']),
    );
    const first = document.querySelector('details')!;
    expect(first.querySelector('summary')!.textContent).toBe(content.questions.items[0].question.en);
    expect(first.querySelector('.faq__answer')!.textContent).toBe(content.questions.items[0].answer.en);
  });

  it('shows the Arabic questions and answers in Arabic', () => {
    renderWithProviders(<FaqAccordionDemo id="faq" content={content.questions} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: content.questions.heading.title.ar })).toBeTruthy();
    expect(screen.getByText(content.questions.items[1]!.question.ar)).toBeTruthy();
    expect(screen.getByText(content.questions.items[0].answer.ar)).toBeTruthy();
  });
});
