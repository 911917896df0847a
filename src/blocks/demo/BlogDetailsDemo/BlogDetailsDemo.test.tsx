/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import blogContent from '../../../../content/blog.json';
import type { BlogDetailsDemoContent } from '../../../generated/types';
import { renderWithProviders } from '../../../../tests/unit/render';
import { BlogDetailsDemo } from './BlogDetailsDemo';

const content = blogContent.details as BlogDetailsDemoContent;

describe('BlogDetailsDemo', () => {
  it('shows the article and the two demo comments in English and Arabic', () => {
    const { unmount } = renderWithProviders(<BlogDetailsDemo id="article" content={content} />);
    expect(screen.getByRole('heading', { level: 2, name: content.title.en })).toBeTruthy();
    expect(screen.getByText(content.quote!.text.en)).toBeTruthy();
    const comments = within(screen.getByTestId('blog-comments'));
    expect(comments.getByRole('heading', { name: '2 comments' })).toBeTruthy();
    expect(comments.getAllByRole('listitem')).toHaveLength(2);
    expect(comments.getByText(content.comments[0]!.name.en)).toBeTruthy();
    unmount();

    renderWithProviders(<BlogDetailsDemo id="article" content={content} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: content.title.ar })).toBeTruthy();
    expect(within(screen.getByTestId('blog-comments')).getByText(content.comments[1]!.name.ar)).toBeTruthy();
  });

  it('the comment form sends nothing and says politely that comments are not open', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<BlogDetailsDemo id="article" content={content} />);
    const status = screen.getByTestId('comment-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Hala' } });
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'hala@example.com' } });
    fireEvent.input(screen.getByLabelText('Your comment'), { target: { value: 'Lovely article' } });
    const form = screen.getByRole('form', { name: 'Leave a comment' });
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false); // default prevented: the page does not navigate
    expect(status.textContent).toMatch(/Comments are not open yet, so nothing was sent/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the same in Arabic', () => {
    renderWithProviders(<BlogDetailsDemo id="article" content={content} />, { language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل التعليق' }));
    expect(screen.getByTestId('comment-status').textContent).toMatch(/التعليقات غير متاحة بعد/);
    expect(screen.getByLabelText('تعليقك')).toBeTruthy();
  });
});
