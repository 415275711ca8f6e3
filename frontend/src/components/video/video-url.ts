const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const DIRECT_VIDEO_PATH = /\.(?:mp4|webm|ogg)$/i;

function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** YouTube start times come as "90", "90s" or "1h2m3s". */
function parseStartSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youTubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] && ['shorts', 'embed', 'live', 'v'].includes(segments[0])) return segments[1] ?? null;
  return null;
}

function vimeoEmbed(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const player = (id: string, hash: string | null | undefined) =>
    `https://player.vimeo.com/video/${id}${hash && /^[0-9a-f]+$/i.test(hash) ? `?h=${hash}` : ''}`;
  if (host === 'player.vimeo.com') {
    return segments[0] === 'video' && segments[1] && VIMEO_ID.test(segments[1]) ? player(segments[1], url.searchParams.get('h')) : null;
  }
  if (host !== 'vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123 and unlisted vimeo.com/123/abcdef (privacy hash).
  const idIndex = segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = segments[idIndex];
  return id === undefined ? null : player(id, segments[idIndex + 1]);
}

export function isDirectVideoFile(url: string): boolean {
  const parsed = parseHttpUrl(url);
  return parsed !== null && DIRECT_VIDEO_PATH.test(parsed.pathname);
}

/**
 * URL for an iframe player (YouTube, Vimeo), the file itself for direct .mp4/.webm/.ogg
 * (play it in a <video>, see isDirectVideoFile), or null when the URL cannot be embedded safely.
 */
export function toEmbedUrl(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  if (DIRECT_VIDEO_PATH.test(parsed.pathname)) return url.trim();
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, '');

  const id = youTubeId(parsed, host);
  if (id !== null) {
    if (!YOUTUBE_ID.test(id)) return null;
    const start = parseStartSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
    return `https://www.youtube.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
  }
  return vimeoEmbed(parsed, host);
}
