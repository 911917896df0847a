/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, SiteNavigation, useNavigate } from './links';
import { isRouteLoaded, preloadRoute } from './routeCode';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A router as the app has it: one SiteNavigation for the page's links. */
function Router({ at, children }: { at: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <SiteNavigation>{children}</SiteNavigation>
    </MemoryRouter>
  );
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
      <Router at={'/ar/'}>
        <Link to="/contact">Contact</Link>
        <Where />
      </Router>,
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
      <Router at="/">
        <Link to="/reservation">Book</Link>
        <Where />
      </Router>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    });
    expect(where()).toBe('/reservation');
  });

  it('leaves a click that opens a new tab to the browser', () => {
    render(
      <Router at="/">
        <Link to="/faq">FAQ</Link>
        <Where />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    fireEvent.click(link, { ctrlKey: true });
    expect(isRouteLoaded('/faq')).toBe(false);
    expect(where()).toBe('/');
  });

  it('useNavigate waits for the chunk too, and keeps the page language', async () => {
    render(
      <Router at={'/ar/shop'}>
        <GoButton to="/gallery" />
        <Where />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(where()).toBe('/ar/shop');
    await waitFor(() => expect(where()).toBe('/ar/gallery'));
  });

  it('an onClick that cancels the click keeps the visitor where they are', async () => {
    await preloadRoute('/reservation');
    render(
      <Router at="/">
        <Link to="/reservation" onClick={(event) => event.preventDefault()}>
          Book
        </Link>
        <Where />
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(where()).toBe('/');
  });
});

describe('a link to the address shown', () => {
  function How() {
    return <output data-testid="how">{useNavigationType()}</output>;
  }

  it('replaces the history entry instead of adding one, as React Router’s links do', async () => {
    await preloadRoute('/shop');
    render(
      <Router at="/shop">
        <Link to="/shop">Menu</Link>
        <Link to="/shop?category=2">Starters</Link>
        <How />
      </Router>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    });
    expect(screen.getByTestId('how').textContent).toBe('REPLACE');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Starters' }));
    });
    expect(screen.getByTestId('how').textContent).toBe('PUSH');
  });

  it('resolves a hash of the page shown against its address', () => {
    render(
      <Router at="/ar/contact">
        <Link to="#map">Map</Link>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/ar/contact#map');
  });
});

describe('a link outside SiteNavigation', () => {
  it('keeps its localised address and leaves the click to the browser (a whole page load)', () => {
    render(
      <MemoryRouter initialEntries={['/ar/']}>
        <Link to="/contact">Contact</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/ar/contact');
    let leftToBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault(); // jsdom cannot load pages
      },
      { once: true },
    );
    fireEvent.click(link);
    expect(leftToBrowser).toBe(true);
    expect(where()).toBe('/ar/');
  });
});

describe('NavLink says which page is shown', () => {
  function Navigation({ at }: { at: string }) {
    return (
      <Router at={at}>
        <nav>
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/blog" className="nav-item">
            Blog
          </NavLink>
          <NavLink to="/contact">Contact</NavLink>
        </nav>
      </Router>
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
