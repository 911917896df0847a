/**
 * Ties the menuFilter machine to the address bar: user changes are committed as a new
 * history entry (?q=&category=&min=&max=&page=&sort=&view=), and back, forward or an edited
 * address are restored into the machine. The first view needs no machine: it shows the filter of
 * the address, and the machine (with XState) loads at the visitor's first interaction
 * (src/perf/lazyActor.ts); a restore before then is adopted without it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
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
  const location = useLocation();
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
              if (search !== window.location.search) navigateRef.current({ search }, { preventScrollReset: true });
            },
          },
        }),
      ),
    adopt: (context, event) => (event.type === 'menu.restore' ? restored(context, event.filter) : null),
  }));
  // In-app navigation to another filter (the header search, a link).
  useEffect(() => {
    send({ type: 'menu.restore', filter: parseFilterParams(new URLSearchParams(location.search), settings) });
  }, [send, location.search, settings]);
  // Back and forward: the router updates its location in a transition and may never render the
  // entry we committed, so `location.search` can look unchanged; read the address itself.
  useEffect(() => {
    const onPop = () =>
      send({
        type: 'menu.restore',
        filter: parseFilterParams(new URLSearchParams(window.location.search), settings),
      });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [send, settings]);
  const { filter, pending } = view.context;
  return { actor: { send }, filter, pending };
}
