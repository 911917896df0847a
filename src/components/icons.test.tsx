/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { DIRECTIONAL_ICONS, FILLED_ICONS, ICON_PATHS, type IconName } from './icons';

describe('the icons', () => {
  it('are drawn in place, filled or stroked, mirrored in right-to-left layouts where they point somewhere', () => {
    for (const name of Object.keys(ICON_PATHS) as IconName[]) {
      const { container, unmount } = render(createElement(Icon, { name, className: 'extra' }));
      const svg = container.querySelector('svg')!;
      // No <use> of a shared file: each is a shadow tree to build, style and paint.
      expect(svg.querySelector('use')).toBeNull();
      expect(svg.querySelector('path')!.getAttribute('d')).toBe(ICON_PATHS[name]);
      expect(svg.classList.contains('icon--filled')).toBe(FILLED_ICONS.includes(name));
      expect(svg.classList.contains('icon--directional')).toBe(DIRECTIONAL_ICONS.includes(name));
      expect(svg.getAttribute('class')).toMatch(/^icon( icon--filled)?( icon--directional)? extra$/);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('are painted by the base stylesheet: lines in the text colour, or shapes filled with it', () => {
    const css = readFileSync('src/styles/base.css', 'utf8');
    const rule = (selector: string) =>
      new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule('.icon')).toMatch(/fill: none;[\s\S]*stroke: currentColor;[\s\S]*stroke-width: 1\.8;/);
    expect(rule('.icon--filled')).toMatch(/fill: currentColor;\s*stroke: none;/);
  });
});
