/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import blogContent from '../../../../content/blog.json';
import type { BlogListDemoContent } from '../../../generated/types';
import { renderWithProviders } from '../../../../tests/unit/render';
import { BlogListDemo } from './BlogListDemo';

const content = blogContent.list as BlogListDemoContent;

describe('BlogListDemo', () => {
  it('lists every post with a link to the article, in English and Arabic', () => {
    const { unmount } = renderWithProviders(<BlogListDemo id="posts" content={content} variant="grid" />);
    const cards = screen.getAllByTestId('post-card');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!).getByRole('link', { name: content.posts[0].title.en });
    expect(first.getAttribute('href')).toBe('/blog/blog-details');
    expect(within(cards[0]!).getByRole('img').getAttribute('alt')).toBe(content.posts[0].imageAlt.en);
    expect(within(cards[0]!).getByText('18 May 2025')).toBeTruthy();
    unmount();

    renderWithProviders(<BlogListDemo id="posts" content={content} variant="standard" />, { language: 'ar' });
    const arCards = screen.getAllByTestId('post-card');
    expect(arCards).toHaveLength(6);
    expect(within(arCards[1]!).getByRole('link', { name: content.posts[1]!.title.ar })).toBeTruthy();
    expect(
      within(arCards[1]!)
        .getByRole('link', { name: `اقرأ المزيد: ${content.posts[1]!.title.ar}` })
        .getAttribute('href'),
    ).toBe('/blog/blog-details');
    expect(within(arCards[0]!).getByText(/مايو 2025/)).toBeTruthy();
  });

  it('sidebar: search and categories filter the list and say how many remain', () => {
    renderWithProviders(<BlogListDemo id="posts" content={content} variant="sidebar" />);
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    expect(within(sidebar).getByRole('heading', { name: 'Recent posts' })).toBeTruthy();
    expect(
      within(sidebar)
        .getAllByRole('listitem')
        .some((li) => li.textContent === 'Saudi coffee'),
    ).toBe(true);

    fireEvent.input(screen.getByLabelText('Search the blog'), { target: { value: 'tannour' } });
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 6 posts');

    fireEvent.input(screen.getByLabelText('Search the blog'), { target: { value: 'sushi' } });
    expect(screen.queryAllByTestId('post-card')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toMatch(/No posts match/);

    fireEvent.input(screen.getByLabelText('Search the blog'), { target: { value: '' } });
    const culture = within(sidebar).getByRole('button', { name: /Culture/ });
    fireEvent.click(culture);
    expect(culture.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('post-card')).toHaveLength(2);
    fireEvent.click(culture);
    expect(screen.getAllByTestId('post-card')).toHaveLength(6);
  });

  it('sidebar in Arabic: searching Arabic text filters the posts', () => {
    renderWithProviders(<BlogListDemo id="posts" content={content} variant="sidebar" />, { language: 'ar' });
    fireEvent.input(screen.getByLabelText('ابحث في المدونة'), { target: { value: 'الكليجا' } });
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('عرض 1 من 6 مقالات');
    fireEvent.click(screen.getByRole('button', { name: /وصفات/ }));
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
  });

  it('slider shows a visible heading and every post as a slide', () => {
    // jsdom has no matchMedia; Swiper's breakpoints and the reduced-motion check need one.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    const { container } = renderWithProviders(<BlogListDemo id="home-blog" content={content} variant="slider" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest from our kitchen' })).toBeTruthy();
    expect(container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(6);
  });
});
