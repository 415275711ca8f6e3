/**
 * Text for XML 1.0 answers (feeds, the sitemap). XML 1.0 cannot carry most control characters,
 * U+FFFE/U+FFFF or lone surrogates at all, not even as character references, so they are dropped:
 * one pasted character must not make a feed unreadable for every reader.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Drops the characters XML 1.0 cannot carry. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** Text or an attribute value: forbidden characters dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** A CDATA section: forbidden characters dropped, and "]]>" (which would end it early) split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
