// Renders the guide PDF in a worker thread: @react-pdf/renderer is an ES module (the backend is
// CommonJS) and laying out a PDF takes a few hundred milliseconds that must not block requests.
// Input (workerData): { title, excerpt, siteName, siteUrl, blocks } from guide-pdf.service.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { createElement as h } from 'react';
import { Document, Image, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';

const styles = StyleSheet.create({
  page: {
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 56,
    fontFamily: 'Helvetica',
    fontSize: 11,
    lineHeight: 1.5,
    color: '#1d2a31',
  },
  brand: { fontSize: 10, color: '#0b4f6c', fontFamily: 'Helvetica-Bold', letterSpacing: 1, marginBottom: 18 },
  title: { fontSize: 24, fontFamily: 'Helvetica-Bold', color: '#0b4f6c', marginBottom: 10, lineHeight: 1.2 },
  excerpt: { fontSize: 12, color: '#3d4b53', marginBottom: 18 },
  h2: { fontSize: 15, fontFamily: 'Helvetica-Bold', color: '#0b4f6c', marginTop: 14, marginBottom: 6 },
  h3: { fontSize: 12.5, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
  p: { marginBottom: 8 },
  li: { marginBottom: 4, marginLeft: 12 },
  bold: { fontFamily: 'Helvetica-Bold' },
  link: { color: '#0b6f96', textDecoration: 'underline' },
  image: { marginVertical: 10, maxHeight: 260, objectFit: 'contain' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 56,
    right: 56,
    fontSize: 8.5,
    color: '#5b6b75',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function runs(list) {
  return list.map((run, i) =>
    run.href
      ? h(Link, { key: i, src: run.href, style: run.bold ? [styles.link, styles.bold] : styles.link }, run.text)
      : h(Text, { key: i, style: run.bold ? styles.bold : undefined }, run.text),
  );
}

function block(b, i) {
  if (b.type === 'image') return h(Image, { key: i, src: b.src, style: styles.image });
  if (b.type === 'li') return h(Text, { key: i, style: styles.li }, '\u2022  ', ...runs(b.runs));
  return h(Text, { key: i, style: styles[b.type] }, ...runs(b.runs));
}

const { title, excerpt, siteName, siteUrl, blocks } = workerData;
const doc = h(
  Document,
  { title, author: siteName, creator: siteName, producer: siteName, language: 'en-AU' },
  h(
    Page,
    { size: 'A4', style: styles.page },
    h(Text, { style: styles.brand, fixed: true }, siteName.toUpperCase()),
    h(Text, { style: styles.title }, title),
    excerpt ? h(Text, { style: styles.excerpt }, excerpt) : null,
    ...blocks.map(block),
    h(
      View,
      { style: styles.footer, fixed: true },
      h(Link, { src: siteUrl, style: { color: '#5b6b75' } }, `${siteName} \u00b7 ${new URL(siteUrl).host}`),
      h(Text, { render: ({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}` }),
    ),
  ),
);

const buffer = await renderToBuffer(doc);
// Copied, not transferred: a Buffer may sit in Node's shared pool, which cannot be transferred.
parentPort.postMessage(new Uint8Array(buffer));
