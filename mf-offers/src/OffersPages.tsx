import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { StateScreen } from '@careers/shared/ui';
import { OffersListPage } from './features/list/OffersListPage';
import { OfferPage } from './features/offer/OfferPage';
import { useOffersNavigation } from './navigation/OffersNavigation';
import { offersHref, offersPageOf } from './navigation/offersPage';

// The document pages carry pdf.js and pdf-lib: a chunk of their own, fetched only when one opens,
// so the list and the offer page never download them.
const OfferDocumentPage = lazy(() => import('./features/document').then((m) => ({ default: m.OfferDocumentPage })));
const OfferLetterPage = lazy(() => import('./features/document').then((m) => ({ default: m.OfferLetterPage })));

/** Sends the visitor to the offers list in place of the current entry (a bad address costs no Back press). */
function BackToList() {
  const { go } = useOffersNavigation();
  const { domain } = useSnapshot(sessionStore);
  useEffect(() => go(offersHref({ name: 'list' }, domain), { replace: true }), [go, domain]);
  return null;
}

/**
 * After a move between offers pages (not on the first render), keyboard and screen-reader users
 * start on the new page: its heading when it has a focusable one, else the page's wrapper. Without
 * this, focus stays on the link that was clicked and is now gone (the body, top of the host page in
 * the widget).
 */
function PageFocus({ path, children }: { path: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = wrapper.current;
    (root?.querySelector<HTMLElement>('h1[tabindex="-1"], h2[tabindex="-1"]') ?? root)?.focus();
  }, [path]);
  return (
    <div ref={wrapper} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
      {children}
    </div>
  );
}

/** The offers page the navigation's address names (spec §2 routes), on the site and in the widget alike. */
export function OffersPages() {
  const { href } = useOffersNavigation();
  return (
    <PageFocus path={href.split(/[?#]/)[0] ?? href}>
      <OffersPage href={href} />
    </PageFocus>
  );
}

function OffersPage({ href }: { href: string }) {
  const page = offersPageOf(href);
  switch (page.name) {
    case 'list':
      return <OffersListPage />;
    case 'offer':
      return <OfferPage key={page.id} offerId={page.id} />;
    case 'document':
      return (
        <Suspense fallback={<StateScreen state="loading" />}>
          <OfferDocumentPage key={`${page.id}/${page.documentId}`} offerId={page.id} documentId={page.documentId} />
        </Suspense>
      );
    case 'letter':
      return (
        <Suspense fallback={<StateScreen state="loading" />}>
          <OfferLetterPage key={page.id} offerId={page.id} />
        </Suspense>
      );
    case 'invalid':
      return <BackToList />;
  }
}
