import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MenuBrowserActions } from './actions';
import './FilterSheet.css';

interface Props {
  id: string;
  /** Dishes matching the filters now. */
  total: number;
  actions: Pick<MenuBrowserActions, 'onCloseSheet' | 'onClearFilters'>;
  /** The sheet's search, filters and sort (MenuBrowser.tsx): the sidebar's widgets, loaded with the page. */
  children: ReactNode;
}

/**
 * A phone's search and filters as a bottom sheet: a modal <dialog>, so focus moves into it and
 * stays there, Escape closes it, and the page behind is inert. Each change applies at once (the
 * list behind updates); "Show dishes (n)" closes it, and focus goes back to the Filters button.
 */
export function FilterSheet({ id, total, actions, children }: Props) {
  const { t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);

  // A layout effect: its cleanup runs while the dialog is still in the page, so the sheet closes
  // (the page behind stops being inert) and focus is back on the Filters button before the dialog
  // is removed: focus never falls to the page's body in between.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      document.getElementById(`${id}-filters-button`)?.focus({ preventScroll: true });
    };
  }, [id]);

  // A tap on the dimmed page around the sheet closes it, as Escape does.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) actions.onCloseSheet();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop tap mirrors Escape, which the dialog handles itself
    <dialog
      ref={dialog}
      id={`${id}-sheet`}
      className="menu-sheet"
      aria-labelledby={`${id}-sheet-title`}
      onCancel={(event) => {
        event.preventDefault();
        actions.onCloseSheet();
      }}
      onClick={onClick}
      data-testid="filter-sheet"
    >
      <div className="menu-sheet__panel">
        <div className="menu-sheet__head">
          <h2 id={`${id}-sheet-title`} className="menu-sheet__title">
            {t('menu.sheetTitle')}
          </h2>
          <button
            type="button"
            className="icon-button menu-sheet__close"
            aria-label={t('menu.closeSheet')}
            onClick={actions.onCloseSheet}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="menu-sheet__body">{children}</div>
        <div className="menu-sheet__foot">
          <button type="button" className="btn btn--outline menu-sheet__clear" onClick={actions.onClearFilters}>
            {t('menu.clearFilters')}
          </button>
          <button type="button" className="btn btn--primary menu-sheet__show" onClick={actions.onCloseSheet}>
            {t('menu.showDishes', { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
