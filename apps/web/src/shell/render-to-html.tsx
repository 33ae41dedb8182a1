import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../app/AppProviders';
import type { PageFromServer } from '../lib/page-from-server';
import { splitDrawnPage, type DrawnPage } from './page-document';

/** What React writes for a part it could not finish in place (it would need a script to fill it). */
const UNFINISHED_PARTS = ['<!--$?-->', '<!--$!-->'];

/**
 * Renders the app's `tree` to HTML with every lazy part waited for and drawn in place. React would
 * otherwise write a part that finished late, or past its first 12.8 kB, as a placeholder an inline
 * script fills in, and the shop's content security policy allows no inline scripts.
 */
export async function renderToHtml(
  tree: ReactNode,
  queryClient: QueryClient,
  pageFromServer?: PageFromServer,
): Promise<DrawnPage> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} pageFromServer={pageFromServer}>
        {tree}
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (UNFINISHED_PARTS.some((marker) => html.includes(marker))) {
    throw new Error('A page drawn ahead has a part React could not finish in place');
  }
  return splitDrawnPage(html);
}
