/** A 1200×630 share card: the page's title over the site's ocean gradient, its illustration beside. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/**
 * Greedy word wrap by an average glyph width (SVG has no wrapping of its own); the last line ends
 * with "…" when the text does not fit.
 */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || current === '') {
      current = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) lines.push(current);
  const used = lines.join(' ').replace(/…$/, '').length;
  if (used < title.trim().length && lines.length > 0) {
    const last = lines[lines.length - 1] ?? '';
    lines[lines.length - 1] = last.endsWith('…') ? last : `${last.slice(0, maxChars - 1).trimEnd()}…`;
  }
  return lines;
}

export interface SocialCard {
  title: string;
  /** Small label above the title, e.g. "Gear Review". */
  eyebrow: string;
  /** Shown at the right: our own SVG illustration (whole) or the owner's uploaded photo (cropped to fill). */
  art?: { kind: 'illustration'; svg: string } | { kind: 'photo'; jpeg: Buffer };
}

function artImage(art: NonNullable<SocialCard['art']>): string {
  if (art.kind === 'illustration') {
    return (
      `<rect x="740" y="165" width="400" height="300" rx="28" fill="#ffffff" opacity="0.12"/>` +
      `<image x="760" y="185" width="360" height="260" preserveAspectRatio="xMidYMid meet" href="data:image/svg+xml;base64,${Buffer.from(art.svg).toString('base64')}"/>`
    );
  }
  return (
    `<clipPath id="frame"><rect x="720" y="135" width="420" height="360" rx="28"/></clipPath>` +
    `<image x="720" y="135" width="420" height="360" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)" href="data:image/jpeg;base64,${art.jpeg.toString('base64')}"/>`
  );
}

export function socialCardSvg(card: SocialCard): string {
  const withArt = Boolean(card.art);
  const lines = wrapTitle(card.title, withArt ? 20 : 30, 4);
  const fontSize = lines.length > 3 ? 54 : 62;
  const lineHeight = Math.round(fontSize * 1.18);
  const top = 290 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const art = card.art ? artImage(card.art) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#061a33"/><stop offset="0.6" stop-color="#13315c"/><stop offset="1" stop-color="#0e9aa7"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sea)"/>
<text x="80" y="96" font-size="28" font-weight="700" letter-spacing="4" fill="#3cc8c8">${escapeXml(card.eyebrow.toUpperCase())}</text>
${text}
${art}
<circle cx="98" cy="548" r="18" fill="#ff6f59"/>
<text x="130" y="558" font-size="30" font-weight="700" fill="#ffffff">Dive Down Under</text>
</svg>`;
}
