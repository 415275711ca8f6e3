import Box from '@mui/material/Box';
import type {
  AnalyticsCampaignDto,
  AnalyticsNotFoundDto,
  AnalyticsPageDto,
  AnalyticsProductDto,
  AnalyticsReportDto,
  AnalyticsSearchDto,
  AnalyticsSignupDto,
  AnalyticsSourceDto,
} from '@/api/generated/models';
import { SortableTable, type Column } from './sortable-table';

const percent = (rate: number) => Math.round(rate * 1000) / 10;
const dollars = (amount: number) => Math.round(amount * 100) / 100;

const PAGE_COLUMNS: Column<AnalyticsPageDto>[] = [
  { key: 'title', label: 'Page', value: (p) => p.title, render: (p) => <span title={p.path}>{p.title}</span> },
  { key: 'path', label: 'Address', value: (p) => p.path },
  { key: 'views', label: 'Views', value: (p) => p.views, numeric: true },
  { key: 'visitors', label: 'Visitors', value: (p) => p.visitors, numeric: true },
  { key: 'clicks', label: 'Seller clicks', value: (p) => p.clicks, numeric: true },
  { key: 'ctr', label: 'Click-through %', value: (p) => percent(p.clickThroughRate), numeric: true },
  { key: 'earnings', label: 'Earnings $', value: (p) => dollars(p.earnings), numeric: true },
];

const PRODUCT_COLUMNS: Column<AnalyticsProductDto>[] = [
  { key: 'name', label: 'Product or review', value: (p) => `${p.name}${p.targetType === 'review' ? ' (review)' : ''}` },
  { key: 'views', label: 'Page views', value: (p) => p.views, numeric: true },
  { key: 'clicks', label: 'Seller clicks', value: (p) => p.clicks, numeric: true },
  { key: 'ctr', label: 'Click-through %', value: (p) => percent(p.clickThroughRate), numeric: true },
  { key: 'earnings', label: 'Earnings $', value: (p) => dollars(p.earnings), numeric: true },
];

const SOURCE_COLUMNS: Column<AnalyticsSourceDto>[] = [
  { key: 'source', label: 'Came from', value: (s) => s.source },
  { key: 'views', label: 'Views', value: (s) => s.views, numeric: true },
  { key: 'visitors', label: 'Visitors', value: (s) => s.visitors, numeric: true },
];

const CAMPAIGN_COLUMNS: Column<AnalyticsCampaignDto>[] = [
  { key: 'campaign', label: 'Campaign', value: (c) => c.campaign },
  { key: 'source', label: 'Source', value: (c) => c.utmSource },
  { key: 'medium', label: 'Medium', value: (c) => c.utmMedium },
  { key: 'views', label: 'Views', value: (c) => c.views, numeric: true },
  { key: 'visitors', label: 'Visitors', value: (c) => c.visitors, numeric: true },
];

const SEARCH_COLUMNS: Column<AnalyticsSearchDto>[] = [
  { key: 'term', label: 'Searched for', value: (s) => s.term },
  { key: 'searches', label: 'Searches', value: (s) => s.searches, numeric: true },
  { key: 'zero', label: 'Found nothing', value: (s) => s.zeroResults, numeric: true },
];

const ZERO_COLUMNS: Column<AnalyticsSearchDto>[] = SEARCH_COLUMNS.slice(0, 2);

const NOT_FOUND_COLUMNS: Column<AnalyticsNotFoundDto>[] = [
  { key: 'path', label: 'Missing address', value: (n) => n.path },
  { key: 'referrer', label: 'Came from', value: (n) => n.referrer || '(typed or unknown)' },
  { key: 'count', label: 'Times', value: (n) => n.count, numeric: true },
];

const SIGNUP_COLUMNS: Column<AnalyticsSignupDto>[] = [
  { key: 'title', label: 'Page', value: (s) => s.title, render: (s) => <span title={s.path}>{s.title}</span> },
  { key: 'signups', label: 'Sign-ups', value: (s) => s.signups, numeric: true },
  { key: 'confirmed', label: 'Confirmed', value: (s) => s.confirmed, numeric: true },
];

/** Every table of the tab, each sortable and downloadable as CSV. */
export function AnalyticsTables({ report }: { report: AnalyticsReportDto }) {
  const period = `${report.from}-to-${report.to}`;
  const shared = { period };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SortableTable
        {...shared}
        title="Top pages"
        hint="Views, and clicks on seller links from each page."
        columns={PAGE_COLUMNS}
        rows={report.pages}
        rowKey={(p) => p.path || '(unknown)'}
        fileName="top-pages"
        empty="No page views in this period."
      />
      <SortableTable
        {...shared}
        title="Products and reviews"
        hint="Seller clicks beside the views of the product's or review's own page."
        columns={PRODUCT_COLUMNS}
        rows={report.products}
        rowKey={(p) => `${p.targetType}-${p.targetId}`}
        fileName="products"
        empty="No seller clicks in this period."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SortableTable
          {...shared}
          title="Sources"
          hint="The site that linked to the page a visitor arrived on."
          columns={SOURCE_COLUMNS}
          rows={report.sources}
          rowKey={(s) => s.source}
          fileName="sources"
          empty="No page views in this period."
        />
        <SortableTable
          {...shared}
          title="Campaigns"
          hint="Links tagged with utm_source, utm_medium or utm_campaign."
          columns={CAMPAIGN_COLUMNS}
          rows={report.campaigns}
          rowKey={(c) => `${c.campaign}|${c.utmSource}|${c.utmMedium}`}
          fileName="campaigns"
          empty="No tagged links were followed in this period."
        />
        <SortableTable
          {...shared}
          title="Searches that found nothing"
          hint="What readers looked for and the site does not have yet."
          columns={ZERO_COLUMNS}
          rows={report.zeroResultSearches}
          rowKey={(s) => s.term}
          fileName="zero-result-searches"
          empty="Every search found something."
        />
        <SortableTable
          {...shared}
          title="Site searches"
          columns={SEARCH_COLUMNS}
          rows={report.searches}
          rowKey={(s) => s.term}
          fileName="searches"
          empty="No searches in this period."
        />
        <SortableTable
          {...shared}
          title="Missing pages (404)"
          hint="A page of ours under Came from has a broken link."
          columns={NOT_FOUND_COLUMNS}
          rows={report.notFound}
          rowKey={(n) => `${n.path}|${n.referrer}`}
          fileName="missing-pages"
          empty="No missing pages were opened."
        />
        <SortableTable
          {...shared}
          title="Newsletter sign-ups per page"
          columns={SIGNUP_COLUMNS}
          rows={report.signups}
          rowKey={(s) => s.path || '(unknown)'}
          fileName="newsletter-signups"
          empty="No sign-ups in this period."
        />
      </Box>
    </Box>
  );
}
