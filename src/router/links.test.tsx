/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, useNavigate } from './links';
import { isRouteLoaded, preloadRoute } from './routeCode';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function GoButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('links load the next page’s code before they navigate', () => {
  it('a click stays on the current page until the target’s chunk is in, then moves in the page language', async () => {
    expect(isRouteLoaded('/ar/contact')).toBe(false);
    render(
      <MemoryRouter initialEntries={['/ar/']}>
        <Link to="/contact">Contact</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/ar/contact');
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false); // the link's own navigation waits...
    expect(where()).toBe('/ar/'); // ...on the current page
    await waitFor(() => expect(where()).toBe('/ar/contact'));
    expect(isRouteLoaded('/contact')).toBe(true); // one chunk serves both languages
  });

  it('a page whose code is already in opens at once', async () => {
    await preloadRoute('/reservation');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/reservation">Book</Link>
        <Where />
      </MemoryRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    });
    expect(where()).toBe('/reservation');
  });

  it('leaves a click that opens a new tab to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/faq">FAQ</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    fireEvent.click(link, { ctrlKey: true });
    expect(isRouteLoaded('/faq')).toBe(false);
    expect(where()).toBe('/');
  });

  it('useNavigate waits for the chunk too, and keeps the page language', async () => {
    render(
      <MemoryRouter initialEntries={['/ar/shop']}>
        <GoButton to="/gallery" />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(where()).toBe('/ar/shop');
    await waitFor(() => expect(where()).toBe('/ar/gallery'));
  });

  it('an onClick that cancels the click keeps the visitor where they are', async () => {
    await preloadRoute('/reservation');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/reservation" onClick={(event) => event.preventDefault()}>
          Book
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(where()).toBe('/');
  });
});

describe('NavLink says which page is shown', () => {
  function Navigation({ at }: { at: string }) {
    return (
      <MemoryRouter initialEntries={[at]}>
        <nav>
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/blog" className="nav-item">
            Blog
          </NavLink>
          <NavLink to="/contact">Contact</NavLink>
        </nav>
      </MemoryRouter>
    );
  }
  const state = (name: string) => {
    const link = screen.getByRole('link', { name });
    return { current: link.getAttribute('aria-current'), className: link.getAttribute('class') };
  };

  it('marks the page shown, and the section a page below it belongs to', () => {
    render(<Navigation at="/ar/blog/first-post" />);
    expect(state('Blog')).toEqual({ current: 'page', className: 'nav-item active' });
    expect(state('Home')).toEqual({ current: null, className: null }); // `end`: only the home page itself
    expect(state('Contact')).toEqual({ current: null, className: null });
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/ar/blog');
  });

  it('marks home on the home page only, in either language', () => {
    render(<Navigation at="/ar/" />);
    expect(state('Home').current).toBe('page');
    expect(state('Blog')).toEqual({ current: null, className: 'nav-item' });
  });
});
