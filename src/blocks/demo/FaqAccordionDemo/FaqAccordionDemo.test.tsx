/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { FaqAccordionDemo } from './FaqAccordionDemo';

/** Text in the DOM and not inside a hidden panel. */
const shown = (text: string) => Boolean(screen.queryByText(text) && !screen.getByText(text).closest('[hidden]'));
const content = { questions: staticSection('/faq', 'faq', 'faqAccordionDemo').content };
const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));

describe('FaqAccordionDemo', () => {
  it('opens the first answer by default and keeps one open at a time', () => {
    renderWithProviders(<FaqAccordionDemo id="faq" content={content.questions} />);
    expect(content.questions.items).toHaveLength(5);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(shown(content.questions.items[0].answer.en)).toBe(true);
    expect(shown(content.questions.items[2]!.answer.en)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: content.questions.items[2]!.question.en }));
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(screen.getByRole('region', { name: content.questions.items[2]!.question.en }).textContent).toBe(
      content.questions.items[2]!.answer.en,
    );
    expect(shown(content.questions.items[0].answer.en)).toBe(false);
  });

  it('closes the open answer when its question is clicked again', () => {
    renderWithProviders(<FaqAccordionDemo id="faq" content={content.questions} />);
    fireEvent.click(screen.getByRole('button', { name: content.questions.items[0].question.en }));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(document.querySelectorAll('.faq__answer:not([hidden])')).toHaveLength(0);
  });

  it('shows the Arabic questions and answers in Arabic', () => {
    renderWithProviders(<FaqAccordionDemo id="faq" content={content.questions} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: content.questions.heading.title.ar })).toBeTruthy();
    expect(screen.getByRole('button', { name: content.questions.items[1]!.question.ar })).toBeTruthy();
    expect(shown(content.questions.items[0].answer.ar)).toBe(true);
  });
});
