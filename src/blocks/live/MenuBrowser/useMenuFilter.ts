/**
 * Ties the menuFilter machine to the address bar: user changes are committed as a new
 * history entry of the page (?q=&category=&min=&max=&page=&sort=&view=, in place:
 * src/router/address.ts), and back, forward or a link to another filter are restored into the
 * machine. The first view needs no machine: it shows the filter of
 * the address, and the machine (with XState) loads at the visitor's first interaction
 * (src/perf/lazyActor.ts); a restore before then is adopted without it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useAddress } from '../../../router/address';
import { useNavigate } from '../../../router/links';
import {
  menuFilterContext,
  restored,
  type MenuFilterContext,
  type MenuFilterEvent,
} from '../../../machines/menuFilter.model';
import { filterToSearch, parseFilterParams, type FilterSettings } from '../../../menu/filterState';
import { importWithReload } from '../../../perf/importWithReload';
import { useLazyActor } from '../../../perf/lazyActor';

export function useMenuFilter(settings: FilterSettings) {
  const location = useAddress();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { view, send } = useLazyActor<MenuFilterContext, MenuFilterEvent>(() => ({
    // A machine without states: its value is the empty object.
    initial: {
      value: {},
      context: menuFilterContext({
        settings,
        filter: parseFilterParams(new URLSearchParams(location.search), settings),
      }),
    },
    machine: () =>
      importWithReload(() => import('../../../machines/menuFilter.machine')).then(({ menuFilterMachine }) =>
        menuFilterMachine.provide({
          actions: {
            commit: (_, { filter }) => {
              const search = filterToSearch(filter, settings);
              if (search !== window.location.search) navigateRef.current({ search });
            },
          },
        }),
      ),
    adopt: (context, event) => (event.type === 'menu.restore' ? restored(context, event.filter) : null),
  }));
  // Another filter in the address: a link to another query of the menu, Back or Forward
  // (src/router/address.ts follows them all).
  useEffect(() => {
    send({ type: 'menu.restore', filter: parseFilterParams(new URLSearchParams(location.search), settings) });
  }, [send, location.search, settings]);
  const { filter, pending } = view.context;
  // The same object on every render: the menu's actions depend on it, and new actions would
  // re-render every (memoised) dish card, as each dish added to the cart did.
  const actor = useMemo(() => ({ send }), [send]);
  return { actor, filter, pending };
}
