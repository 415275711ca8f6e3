// unpdf is an ES module that Jest's CommonJS runtime cannot import; a worker thread loads it natively.
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';

const pdf = await getDocumentProxy(new Uint8Array(workerData));
const page = await pdf.getPage(1);
const { text } = await extractText(pdf, { mergePages: true });
parentPort.postMessage({ text, pages: pdf.numPages, size: page.view.slice(2) });
