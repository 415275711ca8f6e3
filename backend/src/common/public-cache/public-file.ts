/**
 * What a @PublicCached handler returns for an answer that is not JSON (the sitemap, the guide PDF):
 * its bytes, their media type and any extra headers sent with every copy (never caching headers).
 */
export class PublicFile {
  constructor(
    readonly contentType: string,
    readonly body: string | Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}
