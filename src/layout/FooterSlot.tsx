/**
 * The footer's code loads when the visitor comes near it: it stands in a section slot, so
 * src/perf/deferSections.ts treats it as it treats a section below the fold (its HTML is complete
 * from the prerender, links work natively, and any navigation or language switch wakes it).
 * Every page used to pay for the footer's rendering in the shared entry (about 1 KB gzip).
 */
import { lazy, Suspense } from 'react';
import type { Layout } from '../generated/types';
import { importWithReload } from '../perf/importWithReload';
import { WhenNear } from '../perf/WhenNear';
import { FOOTER_SLOT } from '../site/slots';
// The footer's styles stay with the page's first stylesheets: only its code waits.
import './Footer.css';
import './SpecialHours.css';

const Footer = lazy(() => importWithReload(() => import('./FooterWithData')));

export function FooterSlot({ variant }: { variant: Layout['footer'] }) {
  return (
    <div className="section-slot" data-section={FOOTER_SLOT}>
      <Suspense fallback={null}>
        <WhenNear id={FOOTER_SLOT}>
          <Footer variant={variant} />
        </WhenNear>
      </Suspense>
    </div>
  );
}
