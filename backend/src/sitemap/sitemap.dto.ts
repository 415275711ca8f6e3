export class SitemapUpdateResponseDto {
  /** When the sitemap was regenerated (ISO 8601). */
  timestamp: string;
  /** How many addresses it lists. */
  urlCount: number;
}
