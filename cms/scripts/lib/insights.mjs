// The publish status where the owner looks: an Insights dashboard "Website · الموقع" over the
// publish log. At a glance: the versions each site went live with last, when and how the last
// publish ended (published or failed, with what happened in words) and how many failed in the
// last day; below, the latest publishes, each opening its log entry (a failure's entry names what
// stopped it and links to the records that were saved, publish/summary.ts). Every entry names its
// site, by its restaurant's name in English and Arabic: one CMS may feed several sites.
//
// Insights is part of Directus's free Core tier, and the Restaurant manager reads dashboards and
// panels through Directus's recommended app permissions (manager-access.mjs). The dashboard is
// the project's: applying again brings its panels back in step (by name) and leaves any other
// dashboard an owner made alone.

export const DASHBOARD_NAME = 'Website · الموقع';

const PUBLISHED = { status: { _eq: 'published' } };

/** The dashboard's panels, by name (their key), in Directus's shape without `dashboard`. */
export function websitePanels() {
  return [
    {
      name: 'Live versions · الإصدارات المنشورة',
      icon: 'public',
      color: '#2F7D4F',
      type: 'list',
      position_x: 1,
      position_y: 1,
      width: 16,
      height: 8,
      note: 'A site shows the newest version published for it · يعرض كل موقع أحدث إصدار نُشر له',
      options: {
        collection: 'publish_log',
        limit: 5,
        sortField: 'date_created',
        sortDirection: 'desc',
        displayTemplate: '{{restaurant.name_en}} · {{restaurant.name_ar}}: {{version}}',
        filter: PUBLISHED,
        linkToItem: true,
      },
    },
    {
      name: 'Last publish · آخر نشر',
      icon: 'history',
      color: null,
      type: 'list',
      position_x: 17,
      position_y: 1,
      width: 24,
      height: 8,
      note: 'Published or failed, and when · نُشر أو فشل، ومتى',
      options: {
        collection: 'publish_log',
        limit: 1,
        sortField: 'date_created',
        sortDirection: 'desc',
        displayTemplate: '{{restaurant.name_en}} · {{status}} · {{date_created}} · {{summary_en}}',
        linkToItem: true,
      },
    },
    {
      name: 'Failed today · فشل اليوم',
      icon: 'error',
      color: '#E35169',
      type: 'metric',
      position_x: 41,
      position_y: 1,
      width: 12,
      height: 8,
      note: 'Publishes that failed in the last 24 hours · عمليات نشر فشلت خلال 24 ساعة',
      options: {
        collection: 'publish_log',
        field: 'id',
        function: 'count',
        filter: { _and: [{ status: { _eq: 'failed' } }, { date_created: { _gte: '$NOW(-1 day)' } }] },
        conditionalFormatting: [{ operator: '>=', value: 1, color: '#E35169' }],
      },
    },
    {
      name: 'Latest publishes · آخر عمليات النشر',
      icon: 'list',
      color: null,
      type: 'list',
      position_x: 1,
      position_y: 9,
      width: 52,
      height: 20,
      note: 'Open one to read what happened; a failure links to the records it names · افتح أيًّا منها لقراءة ما حدث',
      options: {
        collection: 'publish_log',
        limit: 10,
        sortField: 'date_created',
        sortDirection: 'desc',
        displayTemplate:
          '{{date_created}} · {{restaurant.name_en}} · {{restaurant.name_ar}} · {{status}} · {{summary_en}} · {{summary_ar}}',
        linkToItem: true,
      },
    },
  ];
}

const PANEL_KEYS = ['icon', 'color', 'type', 'position_x', 'position_y', 'width', 'height', 'note', 'options'];
const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Creates the Website dashboard and its panels, or brings them in step. Returns the changes. */
export async function applyInsights(client) {
  const changes = [];
  const dashboardFields = {
    name: DASHBOARD_NAME,
    icon: 'public',
    color: '#2F7D4F',
    note: 'Is the site up to date? What the last publishes did · هل الموقع محدّث؟ ما فعلته آخر عمليات النشر',
  };
  const [existing] = await client.get('/dashboards', {
    filter: { name: { _eq: DASHBOARD_NAME } },
    fields: ['id', 'icon', 'color', 'note'],
    limit: 1,
  });
  let dashboard = existing?.id;
  if (!dashboard) {
    dashboard = (await client.post('/dashboards', dashboardFields)).id;
    changes.push('dashboard');
  } else if (Object.keys(dashboardFields).some((key) => key !== 'name' && !same(existing[key], dashboardFields[key]))) {
    await client.patch(`/dashboards/${dashboard}`, dashboardFields);
    changes.push('dashboard');
  }
  const panels = await client.get('/panels', {
    filter: { dashboard: { _eq: dashboard } },
    fields: ['id', 'name', ...PANEL_KEYS],
    limit: -1,
  });
  for (const panel of websitePanels()) {
    const current = panels.find((p) => p.name === panel.name);
    if (!current) {
      await client.post('/panels', { dashboard, show_header: true, ...panel });
      changes.push(`panel ${panel.name}`);
    } else if (PANEL_KEYS.some((key) => !same(current[key], panel[key]))) {
      await client.patch(`/panels/${current.id}`, panel);
      changes.push(`panel ${panel.name}`);
    }
  }
  return changes;
}
