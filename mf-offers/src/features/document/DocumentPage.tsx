import { useEffect, useMemo, useRef } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { TransportError } from '@careers/shared/transport';
import { StateScreen, useCountdownClock, useFormatDate } from '@careers/shared/ui';
import { offerAsOf } from '../../data/offerAsOf';
import { useOfferDocument } from '../../data/useOfferDocument';
import { offersHref } from '../../navigation/offersPage';
import { OffersLink } from '../../navigation/OffersLink';
import { useOffersNavigation } from '../../navigation/OffersNavigation';
import { DocumentView } from './DocumentView';
import { linkButton, muted } from './documentStyles';
import './documentMessages';

export interface DocumentPageProps {
  domain: string;
  offerId: number;
  /** null while the letter page is still finding its letter. */
  documentId: number | null;
  via: 'letter' | 'document';
}

const isNotFound = (error: unknown) => error instanceof TransportError && (error.status === 404 || error.status === 400);

/**
 * One offer document (spec §2 Document page): loads it with its bytes, sends unknown offers and
 * documents back to the offers list (replacing the address: Back must not return to a dead page).
 */
export function DocumentPage({ domain, offerId, documentId, via }: DocumentPageProps) {
  const { t } = useI18n();
  // The offers' one date format (MM/DD/YYYY, spec §9); this page is the browser's alone, so in its zone.
  const { date: formatOfferDate } = useFormatDate('numeric');
  const navigation = useOffersNavigation();
  const { data: answered, error, mutate } = useOfferDocument(domain, offerId, documentId);
  // A page left open past the deadline turns to the expired offer's view then ('This offer has expired. …', no
  // signing, no Decline), as the list's cards do: the server would refuse a signature sent later (user trial s19).
  const now = useCountdownClock([answered?.offer.expires_at]);
  const data = useMemo(() => answered && { ...answered, offer: offerAsOf(answered.offer, now) }, [answered, now]);
  const heading = useRef<HTMLHeadingElement>(null);
  const notFound = isNotFound(error);

  useEffect(() => {
    if (notFound) navigation.go(offersHref({ name: 'list' }, domain), { replace: true });
  }, [notFound, navigation, domain]);

  // A new page: its heading takes the focus, so keyboard and screen reader users start at the top.
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  // OffersLink: a modified click (new tab, download) is the browser's, and in the widget it is a button, as the
  // careers site's address would be wrong on the host's origin. The font and cursor are for that button.
  const back = (
    <OffersLink href={offersHref({ name: 'offer', id: offerId }, domain)} css={[linkButton, { margin: '16px 0', font: 'inherit', cursor: 'pointer' }]}>
      {t('offers.documentPage.back')}
    </OffersLink>
  );

  if (error && !notFound) {
    return (
      <>
        {back}
        <StateScreen state="error" onRetry={() => void mutate()} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {back}
        <StateScreen state="loading" />
        <p css={visuallyHidden} role="status">
          {t('offers.documentPage.loading')}
        </p>
      </>
    );
  }

  const { offer, document } = data;
  // In the widget the host page has its own h1: the document is a section of it.
  const Heading = navigation.embedded ? 'h2' : 'h1';
  return (
    <article css={{ maxWidth: 960, margin: '0 auto' }}>
      {back}
      <Heading ref={heading} tabIndex={-1} css={{ margin: '16px 0 4px', fontSize: navigation.embedded ? 24 : 28, outline: 'none' }}>
        {document.name || t('offers.documentPage.letterTitle')}
      </Heading>
      <p css={(theme) => ({ ...muted(theme), margin: '0 0 16px' })}>
        {t('offers.documentPage.forPosition', { position: offer.position.name })}
        {' · '}
        {document.status === 'Pending' ? t('offers.documentPage.pending') : t('offers.documentPage.lastUpdated', { date: formatOfferDate(document.updated_at) })}
      </p>
      <DocumentView
        key={`${offer.id}-${document.id}`}
        domain={domain}
        data={data}
        via={via}
        sectionLevel={navigation.embedded ? 3 : 2}
        onState={(next) => void mutate(next, { revalidate: false })}
      />
    </article>
  );
}
