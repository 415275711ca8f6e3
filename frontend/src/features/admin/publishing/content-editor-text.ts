/** Pure text operations of the admin content editor. */

export const IMAGE_WIDTHS = [300, 600, 800, 1200] as const;
export const DEFAULT_IMAGE_WIDTH = 600;
export const DEFAULT_IMAGE_ALT = 'Image';
export const LOCAL_URL_ALERT =
  'Warning: Local development URLs will not work in published articles. Please use a publicly accessible image URL (e.g., from Amazon, Cloudinary, or other CDN services).';

const LONE_HEADING_MARKER = /^\s*#{1,6}\s*$/;

/**
 * Removes lines that hold only heading markers ("##" with no text), which would otherwise publish
 * as stray characters. The line the author is typing on (`keepLine`) is left alone so a heading
 * can still be typed character by character.
 */
export function stripLoneHeadingMarkers(content: string, keepLine = -1): string {
  const lines = content.split('\n');
  const kept = lines.filter((line, index) => index === keepLine || !LONE_HEADING_MARKER.test(line));
  return kept.length === lines.length ? content : kept.join('\n');
}

/** Zero-based index of the line containing `offset`. */
export function lineIndexAt(content: string, offset: number): number {
  return content.slice(0, offset).split('\n').length - 1;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function imageTag(url: string, width: number, alt: string): string {
  const text = alt.trim() || DEFAULT_IMAGE_ALT;
  return `<img src="${escapeAttribute(url.trim())}" alt="${escapeAttribute(text)}" width="${width}" />`;
}

/** Inserts the image on a line of its own at `offset`, returning the new content and caret position. */
export function insertImage(content: string, offset: number, tag: string): { content: string; caret: number } {
  const at = Math.max(0, Math.min(offset, content.length));
  const before = content.slice(0, at);
  const after = content.slice(at);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${tag}${trail}`;
  return { content: before + inserted + after, caret: before.length + inserted.length };
}
