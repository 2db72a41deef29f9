import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';

import { renderPage } from '../../src/entry-server';
import type { RenderRequest } from '../../src/entry-server';

/** The whole HTML a render writes, as text and as a document to query, with its status. */
export async function renderToDocument(request: RenderRequest) {
  const page = await renderPage(request);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', resolve).on('error', reject);
    page.pipe(sink);
  });
  const html = Buffer.concat(chunks).toString('utf8');
  return {
    status: page.status,
    missingTranslations: page.missingTranslations,
    html,
    doc: new JSDOM(html).window.document,
  };
}
