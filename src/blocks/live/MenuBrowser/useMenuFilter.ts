/**
 * Ties the menuFilter machine to the address bar: user changes are committed as a new
 * history entry (?q=&category=&min=&max=&page=&sort=&view=), and back, forward or an edited
 * address are restored into the machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '../../../router/links';
import { menuFilterMachine } from '../../../machines/menuFilter.machine';
import { filterToSearch, parseFilterParams, type FilterSettings } from '../../../menu/filterState';

export function useMenuFilter(settings: FilterSettings) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const actor = useActorRef(
    menuFilterMachine.provide({
      actions: {
        commit: (_, { filter }) => {
          const search = filterToSearch(filter, settings);
          if (search !== window.location.search) navigateRef.current({ search }, { preventScrollReset: true });
        },
      },
    }),
    { input: { settings, filter: parseFilterParams(new URLSearchParams(location.search), settings) } },
  );
  // In-app navigation to another filter (the header search, a link).
  useEffect(() => {
    actor.send({ type: 'menu.restore', filter: parseFilterParams(new URLSearchParams(location.search), settings) });
  }, [actor, location.search, settings]);
  // Back and forward: the router updates its location in a transition and may never render the
  // entry we committed, so `location.search` can look unchanged; read the address itself.
  useEffect(() => {
    const onPop = () =>
      actor.send({
        type: 'menu.restore',
        filter: parseFilterParams(new URLSearchParams(window.location.search), settings),
      });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor, settings]);
  const filter = useSelector(actor, (s) => s.context.filter);
  const pending = useSelector(actor, (s) => s.context.pending);
  return { actor, filter, pending };
}
