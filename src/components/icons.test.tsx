/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { generateIconSprite, ICON_SPRITE_FILE } from '../../build/icons';
import { Icon } from './Icon';
import { DIRECTIONAL_ICONS, FILLED_ICONS, ICON_PATHS, type IconName } from './icons';

describe('the icons', () => {
  it('are all in the sprite, each with its own paint', () => {
    const sprite = readFileSync(ICON_SPRITE_FILE, 'utf8');
    // `npm run gen:types -- --check` says the same; this names the icon that is missing.
    expect(sprite).toBe(generateIconSprite());
    const ids = [...sprite.matchAll(/<symbol id="(\w+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(ICON_PATHS));
    for (const name of FILLED_ICONS) expect(sprite).toMatch(new RegExp(`id="${name}"[^\\n]*fill="currentColor"`));
    expect(sprite).toMatch(/id="cart"[^\n]*fill="none" stroke="currentColor"/);
  });

  it('draw from the sprite, mirrored in right-to-left layouts where they point somewhere', () => {
    for (const name of Object.keys(ICON_PATHS) as IconName[]) {
      const { container, unmount } = render(createElement(Icon, { name, className: 'extra' }));
      const svg = container.querySelector('svg')!;
      expect(svg.querySelector('use')!.getAttribute('href')).toMatch(
        new RegExp(`icons[^#]*\\.svg(\\?[^#]*)?#${name}$`),
      );
      expect(svg.classList.contains('icon--directional')).toBe(DIRECTIONAL_ICONS.includes(name));
      expect(svg.getAttribute('class')).toMatch(/^icon( icon--directional)? extra$/);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });
});
