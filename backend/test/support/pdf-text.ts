import * as path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PdfFacts {
  text: string;
  pages: number;
  /** The first page's width and height in points (A4: 595 × 842). */
  size: [number, number];
}

/** The text of a PDF as a reader's copy-and-paste would get it (unpdf's extractText). */
export function pdfText(bytes: Buffer): Promise<PdfFacts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'pdf-text.worker.mjs'), { workerData: new Uint8Array(bytes) });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
