/** The site a page belongs to (./pageSite.ts), for the few parts that name its public address. */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageSite } from './pageSite';

const SiteContext = createContext<PageSite | null>(null);

export function SiteProvider({ site, children }: { site: PageSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): PageSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider> (src/App.tsx)');
  return site;
}
