/**
 * Which requests to a /go/ link are a person's click. Crawlers, link previewers and scripted
 * clients follow links too, and browsers may fetch a link before anyone clicks it (prefetch,
 * prerender): those are redirected like anyone else but not counted.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|preview|pinterest|whatsapp|telegram|skype|discord|slack|lighthouse|pagespeed|gtmetrix|semrush|ahrefs|mj12|yandex|baidu|bytespider|petalbot|curl\/|wget\/|python-|python\/|libwww|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|postman|insomnia|scrapy|phantomjs/i;

export interface ClickRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(request: ClickRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

export function isCountableClick(request: ClickRequest): boolean {
  if (request.method.toUpperCase() !== 'GET') return false;
  const agent = header(request, 'user-agent');
  // Every browser sends an agent; a request without one is a script.
  if (!agent || BOT_AGENT.test(agent)) return false;
  const purpose = `${header(request, 'purpose')} ${header(request, 'sec-purpose')} ${header(request, 'x-purpose')} ${header(request, 'x-moz')}`;
  return !/prefetch|prerender|preview/.test(purpose);
}
