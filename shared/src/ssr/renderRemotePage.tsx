// The part every remote's server renderer shares (issue 27 "First paint"): the providers the remote's root gives
// its pages, a transport that refuses every call, the element the browser wraps each remote's page in, and the
// emotion styles. What differs per remote (which address it draws, the answers it primes) stays in its renderer.
import type { ReactElement } from 'react';
import type { SWRConfiguration } from 'swr';
import type { RenderedHtml } from '@careers/shared/contracts';
import { RemoteProviders } from '@careers/shared/providers';
import { createTransport } from '@careers/shared/transport';
import { renderWithStyles } from './renderWithStyles';

/** How one remote page is drawn for one request. */
export interface RemotePageRender {
  /** The page's path and query: the address the transport names as the page's. */
  url: string;
  /** The language the page shows (the one the chrome is drawn in), named rather than read from the browser. */
  locale: string;
  /** This response's CSP nonce, put on the style tags. */
  nonce: string;
  /** What is drawn, for the error of a call made while rendering: 'the dashboard' → "No requests while the server renders the dashboard". */
  drawing: string;
  /** The remote's SWR defaults, as its Root gives them to RemoteProviders. */
  swr?: SWRConfiguration;
}

const noCsrf = { get: () => '', set: () => undefined };

/**
 * Renders a remote's page to HTML and styles in the providers its root gives it in the browser. Everything the
 * page shows comes from primed answers (SWR does not fetch on the server), so a call made here is a bug and
 * rejects saying so.
 * @example renderRemotePage(<DashboardPage layout={layout} />, { url, locale: 'en', nonce, drawing: 'the dashboard' })
 */
export function renderRemotePage(page: ReactElement, { url, locale, nonce, drawing, swr }: RemotePageRender): RenderedHtml {
  const noFetch = () => Promise.reject(new Error(`No requests while the server renders ${drawing}`));
  const transport = createTransport({ fetch: noFetch, csrf: noCsrf, pageUrl: () => url, timezone: () => 'UTC' });
  return renderWithStyles(
    <RemoteProviders transport={transport} swr={swr} locale={locale}>
      {/* The element RemoteErrorBoundary wraps every remote's page in: the remote hydrates this markup, which
          must be its own first render node for node. */}
      <div>{page}</div>
    </RemoteProviders>,
    nonce,
  );
}
