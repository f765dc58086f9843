import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, notReadyStyle, scriptOnly, useCountdownClock, useFormatDate, useNotReady } from '@careers/shared/ui';
import type { CareerEvent, DashboardDraft, OfferSummary } from '@careers/shared/contracts';
import { setEventRegistration } from '../../data/dashboardApi';
import { useDashboardList } from '../../data/useDashboard';
import { DraftCard } from './DraftCard';
import { offerTimeLine } from './offerTimeLine';
import { actions, card, cardTitle, linkButton, muted, tag, textLink, toneOfStatus } from './dashboardStyles';
import { ListSection } from './ListSection';
import { knownText, statusText } from './statusText';
import { useDashboardI18n } from './useDashboardI18n';
import { useDraftDeletion } from './useDraftDeletion';
import { useListView } from './useListView';

type Level = 2 | 3;

function EventCard({ event }: { event: CareerEvent }) {
  const { t } = useDashboardI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const list = useDashboardList('events');
  // The registration the press started from, while its call runs. The card shows it, not the list's, until the
  // call is over: SWR's mutate re-renders with the new state a render before `finally` could clear a separate
  // busy flag, and a press on the new label in between was ignored without a word (a CI failure). So the new
  // label and the end of busy arrive in one render, and a press on whatever label is shown acts.
  const [pendingFrom, setPendingFrom] = useState<boolean | null>(null);
  const busy = pendingFrom !== null;
  const registered = pendingFrom ?? event.registered;
  const notReady = useNotReady(t('dashboard.notReady'));
  const toggle = async () => {
    if (busy) return;
    setPendingFrom(event.registered);
    try {
      const answer = await setEventRegistration(transport, domain, event.id, !event.registered);
      await list.mutate(
        (current) => current && { data: { events: current.data.events.map((e) => (e.id === event.id ? { ...e, registered: answer.registered } : e)) } },
        { revalidate: false },
      );
    } catch {
      showToast({ kind: 'error', message: t('events.registerFailed') });
    } finally {
      setPendingFrom(null);
    }
  };
  return (
    <li css={card} data-testid="event">
      <h3 css={cardTitle}>{event.title}</h3>
      <p css={{ margin: 0 }}>
        <time dateTime={event.starts_at}>{event.local_time}</time> · {event.location}
      </p>
      <p css={muted}>{event.description}</p>
      {registered && <span css={(theme) => tag(theme, 'success')}>{t('events.registered')}</span>}
      <div css={actions}>
        <Button
          variant={registered ? 'secondary' : 'primary'}
          // aria-disabled, not disabled: a disabled button drops keyboard focus to <body> mid-toggle.
          aria-disabled={busy || undefined}
          // Dimmed only while its own call runs: notReadyStyle's muted look is 4.5:1 and dimming it again would not be.
          css={[{ '&[aria-disabled="true"]:not([data-not-ready])': { opacity: 0.6, cursor: 'progress' } }, notReadyStyle, scriptOnly]}
          aria-label={t(registered ? 'events.unregisterLabel' : 'events.registerLabel', { event: event.title })}
          {...notReady}
          onClick={() => void toggle()}
        >
          {t(registered ? 'events.unregister' : 'events.register')}
        </Button>
      </div>
    </li>
  );
}

/** The company's coming events, with register and unregister. */
export function EventsList({ headingLevel = 2 }: { headingLevel?: Level }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('events');
  const events = useListView(list.data?.data.events, list.error, () => void list.mutate(), (e) => <EventCard key={e.id} event={e} />);
  return (
    <ListSection id="events-list" title={t('dashboard.tab.events')} headingLevel={headingLevel}>
      {events}
    </ListSection>
  );
}

/**
 * Draft applications split by whether the position is closed (spec §4; the server decides, by the one closed rule:
 * archived or past its valid_through): open ones continue on the apply page,
 * which brings the saved answers back; deleting is optimistic ('Deleted draft application'; on failure
 * 'Failed to delete draft application' and the draft comes back).
 */
export function DraftsList({ headingLevel = 2 }: { headingLevel?: Level }) {
  const { t } = useDashboardI18n();
  const { list, headingRef, deleteButtonRef, remove } = useDraftDeletion();
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const retry = () => void list.mutate();
  const draftCard = (d: DashboardDraft) => <DraftCard key={d.position_id} draft={d} deleteRef={deleteButtonRef(d.position_id)} onDelete={() => void remove(d)} />;
  const open = useListView(list.data?.data.openDraftApplications, list.error, retry, draftCard);
  const closed = useListView(list.data?.data.closedDraftApplications, list.error, retry, draftCard);

  return (
    <ListSection id="drafts-list" title={t('dashboard.tab.draft_applications')} headingLevel={headingLevel} headingRef={headingRef}>
      <Sub css={(theme) => ({ fontSize: theme.typography.size.md, margin: `${theme.spacing.sm}px 0` })}>{t('drafts.open')}</Sub>
      {open}
      <Sub css={(theme) => ({ fontSize: theme.typography.size.md, margin: `${theme.spacing.md}px 0 ${theme.spacing.sm}px` })}>{t('drafts.closed')}</Sub>
      {closed}
    </ListSection>
  );
}

function OfferCard({ offer, now }: { offer: OfferSummary; now: Date | null }) {
  const { t } = useDashboardI18n();
  // A page request carries neither the browser's clock nor its zone: the server and the render that hydrates draw
  // the date alone as the day in UTC (user trial: no deadline without JavaScript); the countdown joins it on the
  // same line right after, and the date follows the browser's zone. Offer dates are MM/DD/YYYY (spec §4, §9).
  const { date } = useFormatDate('numeric');
  const { status, actionRequired, countdown, text } = offerTimeLine(offer, t, date, now);
  return (
    <li css={card} data-testid="offer">
      <p css={cardTitle}>{offer.position_name}</p>
      <div css={actions}>
        <span css={(theme) => tag(theme, toneOfStatus(status))}>{statusText(t, status)}</span>
        {actionRequired && <span css={(theme) => tag(theme, 'warning')}>{t('offers.actionRequired')}</span>}
      </div>
      <p css={muted}>
        {countdown && <strong css={(theme) => ({ color: theme.colors.text })}>{countdown} · </strong>}
        {text}
      </p>
      <div css={actions}>
        <a href={offer.url} css={(theme) => linkButton(theme, 'secondary')} aria-label={t('offers.viewLabel', { position: offer.position_name })}>
          {t('offers.view')}
        </a>
      </div>
    </li>
  );
}

/** The offers in short, each linking to its offer page, and a link to the offers list. */
export function OffersSummaryList({ headingLevel = 2 }: { headingLevel?: Level }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('offers');
  // Redrawn at local midnight and at each deadline, so a tab left open keeps the count beside the right date.
  const now = useCountdownClock(list.data?.data.offers.map((o) => o.expires_at) ?? []);
  const offers = useListView(list.data?.data.offers, list.error, () => void list.mutate(), (o) => <OfferCard key={o.id} offer={o} now={now} />);
  return (
    <ListSection id="offers-summary" title={t('dashboard.tab.offers')} headingLevel={headingLevel}>
      {offers}
      <p css={{ margin: '8px 0 0' }}>
        <a href="/careers/offers" css={textLink}>
          {t('offers.all')}
        </a>
      </p>
    </ListSection>
  );
}

/** Who referred the candidate, for which position, and where it stands. */
export function ReferralsList({ headingLevel = 2 }: { headingLevel?: Level }) {
  const { t } = useDashboardI18n();
  const { date: formatDate } = useFormatDate();
  const list = useDashboardList('referrals');
  const referrals = useListView(list.data?.data.referrals, list.error, () => void list.mutate(), (r) => (
    <li key={r.id} css={card} data-testid="referral">
      <p css={cardTitle}>{r.position.name}</p>
      <p css={muted}>
        {t('referrals.by', { name: r.referrer_name })} · {formatDate(r.created_at)}
      </p>
      <span css={(theme) => tag(theme, toneOfStatus(r.status))}>{statusText(t, r.status)}</span>
    </li>
  ));
  return (
    <ListSection id="referrals-list" title={t('dashboard.tab.referrals')} headingLevel={headingLevel}>
      {referrals}
    </ListSection>
  );
}

/**
 * Nudges: short suggestions, each with its link. With none (a new account, or all done) the section is
 * left out: an empty 'For you' says nothing the candidate can act on.
 */
export function NudgesList({ headingLevel = 2 }: { headingLevel?: Level }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('nudges');
  const nudges = useListView(list.data?.data.nudges, list.error, () => void list.mutate(), (n) => (
    <li key={n.id} css={(theme) => ({ ...card(theme), flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' })} data-testid="nudge">
      <span>{n.message}</span>
      {n.action_url && (
        <a href={n.action_url} css={textLink}>
          {knownText(t, `nudges.action.${n.kind}`, t('nudges.action.default'))}
        </a>
      )}
    </li>
  ));
  if (list.data?.data.nudges.length === 0) return null;
  return (
    <ListSection id="nudges-list" title={t('dashboard.nudges')} headingLevel={headingLevel} alwaysLabelled>
      {nudges}
    </ListSection>
  );
}
