/** @vitest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryClient } from '../../tests/unit/render';
import { QueryCache } from '../data/cache';
import { DataProvider } from '../data/DataProvider';
import { serviceOptionsQuery } from './live/ReservationBooking/data';
import { servicesQuery } from './live/ServicesOffered/data';
import { useSectionData, type SectionQueries } from './useSectionData';

interface ServicesSection {
  id: string;
  data?: { services?: { query: 'services' | 'serviceOptions'; limit?: number } };
}

/** A block reading its `services` binding with the query it was handed. */
function Block({ section, queries }: { section: ServicesSection; queries: SectionQueries<ServicesSection> }) {
  const { services } = useSectionData(section, queries);
  return <p>{services ? `${services.status}: ${services.data.map((s) => s.title.en).join(', ')}` : 'unbound'}</p>;
}

function html(section: ServicesSection, queries: SectionQueries<ServicesSection>, cache = new QueryCache()): string {
  return renderToString(
    <DataProvider client={memoryClient()} slug="saffron-house" cache={cache}>
      <Block section={section} queries={queries} />
    </DataProvider>,
  );
}

describe('a section reading its data bindings', () => {
  it('shows the data the binding names, read with the binding’s limit', () => {
    const cache = new QueryCache();
    cache.set('services:saffron-house:2', [
      { id: '1', title: { en: 'Catering', ar: 'الضيافة' } },
      { id: '2', title: { en: 'Events', ar: 'المناسبات' } },
    ]);
    const section: ServicesSection = { id: 'services', data: { services: { query: 'services', limit: 2 } } };
    expect(html(section, { services: servicesQuery }, cache)).toContain('success: Catering, Events');
  });

  it('leaves out an optional binding the section does not have', () => {
    expect(html({ id: 'banner' }, { services: servicesQuery })).toContain('unbound');
  });

  it('refuses a block passing a query other than the one its binding names, naming both', () => {
    // `services` and `serviceOptions` give the same type: only the names tell them apart.
    const section: ServicesSection = { id: 'booking', data: { services: { query: 'serviceOptions' } } };
    expect(() => html(section, { services: servicesQuery })).toThrow(
      'Section "booking": the binding "services" names the query "serviceOptions", but the block passed "services"',
    );
    expect(html(section, { services: serviceOptionsQuery })).toContain('loading');
  });
});
