/**
 * The site's light article markup (## headings, * bullets, **bold**, [links](url), ![images](url))
 * as plain blocks, for the places that cannot use the frontend's HTML renderer: the guide PDF and
 * newsletter e-mails. Raw HTML lines keep their text only.
 */
export interface Run {
  text: string;
  bold?: boolean;
  /** Absolute http(s) address. */
  href?: string;
}

export type Block = { type: 'h2' | 'h3' | 'p' | 'li'; runs: Run[] } | { type: 'image'; src: string; alt: string };

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>"')]+)/g;

/** `/shop` → `https://site/shop`; only http(s) addresses survive, anything else becomes plain text. */
export function absoluteUrl(href: string, publicUrl: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return `${publicUrl}${href}`;
  return /^https?:\/\//i.test(href) ? href : undefined;
}

function stripHtml(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function parseInline(text: string, publicUrl: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    if (match[1] !== undefined) runs.push({ text: match[1], bold: true });
    else if (match[2] !== undefined) runs.push({ text: match[2], href: absoluteUrl(match[3]!, publicUrl) });
    else runs.push({ text: match[4]!, href: match[4]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.filter((r) => r.text.length > 0);
}

export function parseMarkup(markup: string, publicUrl: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', runs: parseInline(paragraph.join(' '), publicUrl) });
    paragraph = [];
  };
  for (const raw of markup.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim().startsWith('<') ? stripHtml(raw).trim() : raw.trim();
    const image = IMAGE_LINE.exec(line);
    if (!line) flush();
    else if (line.startsWith('### ') || line.startsWith('## ')) {
      flush();
      const type = line.startsWith('### ') ? 'h3' : 'h2';
      blocks.push({ type, runs: parseInline(line.replace(/^#+\s+/, ''), publicUrl) });
    } else if (/^[*-]\s+/.test(line)) {
      flush();
      blocks.push({ type: 'li', runs: parseInline(line.replace(/^[*-]\s+/, ''), publicUrl) });
    } else if (image) {
      flush();
      const src = absoluteUrl(image[2]!, publicUrl);
      if (src) blocks.push({ type: 'image', src, alt: image[1]! });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The blocks as plain text (the text part of an e-mail): links written out after their words. */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'image') return '';
      const text = block.runs.map((r) => (r.href && r.href !== r.text ? `${r.text} (${r.href})` : r.text)).join('');
      if (block.type === 'li') return `- ${text}`;
      if (block.type === 'h2' || block.type === 'h3') return `${text.toUpperCase()}`;
      return text;
    })
    .filter(Boolean)
    .join('\n\n');
}
