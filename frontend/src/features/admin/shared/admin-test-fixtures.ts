import type { AdminSessionResponseDto, LinkHealthReportDto, PriceChecksReportDto } from '@/api/generated/models';

export const ADMIN_SESSION: AdminSessionResponseDto = {
  authenticated: true,
  expiresAt: '2030-01-01T00:00:00Z',
  absoluteExpiresAt: '2030-01-01T00:00:00Z',
  idleTimeoutMinutes: 30,
  siteTimeZone: 'Australia/Sydney',
};

/** Every seller link checked and fine: no badges, no dashboard warning. */
export const NO_LINK_PROBLEMS: LinkHealthReportDto = {
  summary: { ok: 0, redirected: 0, broken: 0, couldNotCheck: 0, unchecked: 0 },
  links: [],
};

/** The price check's report with nothing flagged (the Products tab shows it beside the products). */
export const NO_PRICE_FLAGS: PriceChecksReportDto = { checkable: 0, flagged: 0, perHost: 2, flags: [] };
