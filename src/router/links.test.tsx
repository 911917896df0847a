/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goTo, resolveTo, useAddress } from './address';
import { Link, NavLink, useNavigate } from './links';
import { AddressProvider } from './address';

function Where() {
  const { pathname, search, hash } = useAddress();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

const where = () => screen.getByTestId('where').textContent;
const at = (path: string) => window.history.replaceState(null, '', path);

afterEach(() => at('/'));

/** Whether the browser would follow the link itself (a page load), or the page took it in place. */
function clickLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  document.addEventListener(
    'click',
    (event) => {
      left = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages
    },
    { once: true },
  );
  fireEvent.click(link, init);
  return left;
}

describe('links are plain anchors in the page language', () => {
  it('points to the page in the language shown, and leaves the click to the browser (the page loads whole)', () => {
    at('/ar/');
    render(
      <>
        <Link to="/contact">Contact</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/ar/contact');
    expect(clickLeftToBrowser(link)).toBe(true);
    expect(where()).toBe('/ar/');
  });

  it('resolves a hash of the page shown against its address, and leaves the jump to the browser', () => {
    at('/ar/contact');
    render(<Link to="#map">Map</Link>);
    const link = screen.getByRole('link', { name: 'Map' });
    expect(link.getAttribute('href')).toBe('/ar/contact#map');
    expect(clickLeftToBrowser(link)).toBe(true);
  });

  it('renders the address the prerender gives, with no window', () => {
    render(
      <AddressProvider address={{ pathname: '/ar/shop', search: '', hash: '' }}>
        <Link to="/gallery">Gallery</Link>
      </AddressProvider>,
    );
    expect(screen.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe('/ar/gallery');
  });
});

describe('a link to another query of the page shown', () => {
  it('changes the address in place, as a new history entry, and the blocks see it', () => {
    at('/shop');
    render(
      <>
        <Link to="/shop?category=2">Starters</Link>
        <Where />
      </>,
    );
    const before = window.history.length;
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Starters' }))).toBe(false);
    expect(where()).toBe('/shop?category=2');
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves a click that opens a new tab to the browser', () => {
    at('/shop');
    render(<Link to="?category=2">Starters</Link>);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Starters' }), { ctrlKey: true })).toBe(true);
  });

  it('an onClick that cancels the click keeps the visitor where they are', () => {
    at('/shop');
    render(
      <>
        <Link to="?category=2" onClick={(event) => event.preventDefault()}>
          Starters
        </Link>
        <Where />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Starters' }));
    expect(where()).toBe('/shop');
  });

  it('follows Back to the entry before', async () => {
    at('/shop');
    render(<Where />);
    act(() => goTo('/shop?page=2'));
    expect(where()).toBe('/shop?page=2');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/shop');
  });
});

describe('useNavigate', () => {
  it('changes another query of the page in place, localised like a link', () => {
    at('/ar/shop');
    let navigate!: ReturnType<typeof useNavigate>;
    function Go() {
      navigate = useNavigate();
      return null;
    }
    render(
      <>
        <Go />
        <Where />
      </>,
    );
    act(() => navigate({ search: '?q=tea' }));
    expect(where()).toBe('/ar/shop?q=tea');
    act(() => navigate('/shop?q=coffee', { replace: true }));
    expect(where()).toBe('/ar/shop?q=coffee');
  });
});

describe('resolveTo', () => {
  const from = { pathname: '/shop', search: '?q=tea', hash: '#top' };
  it('takes a path whole, keeps the path for a query, both for a hash', () => {
    expect(resolveTo('/contact', from)).toEqual({ pathname: '/contact', search: '', hash: '' });
    expect(resolveTo('?page=2', from)).toEqual({ pathname: '/shop', search: '?page=2', hash: '' });
    expect(resolveTo('#map', from)).toEqual({ pathname: '/shop', search: '?q=tea', hash: '#map' });
    expect(resolveTo({ search: 'page=3' }, from)).toEqual({ pathname: '/shop', search: '?page=3', hash: '' });
  });
});

describe('NavLink says which page is shown', () => {
  function Navigation() {
    return (
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/blog" className="nav-item">
          Blog
        </NavLink>
        <NavLink to="/contact">Contact</NavLink>
      </nav>
    );
  }
  const state = (name: string) => {
    const link = screen.getByRole('link', { name });
    return { current: link.getAttribute('aria-current'), className: link.getAttribute('class') };
  };

  it('marks the page shown, and the section a page below it belongs to', () => {
    at('/ar/blog/first-post');
    render(<Navigation />);
    expect(state('Blog')).toEqual({ current: 'page', className: 'nav-item active' });
    expect(state('Home')).toEqual({ current: null, className: null }); // `end`: only the home page itself
    expect(state('Contact')).toEqual({ current: null, className: null });
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/ar/blog');
  });

  it('marks home on the home page only, in either language', () => {
    at('/ar/');
    render(<Navigation />);
    expect(state('Home').current).toBe('page');
    expect(state('Blog')).toEqual({ current: null, className: 'nav-item' });
  });
});
