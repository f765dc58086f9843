import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { isPlainClick, withTracking } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import type { Theme } from '@emotion/react';
import { buttonStyles, notReadyStyle, useNotReady } from '@careers/shared/ui';
import { AddToCartButton } from '../../cart';
import type { PositionOverrides } from '@careers/shared/contracts';
import { useSavePosition } from '../../data/useSavePosition';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { useHydrated } from '@careers/shared/ui';
import './appliedMessages';
import { scriptOnly } from './scriptOnly';

// Save job's look, its not-ready look and its absence without scripts as one style on the tag: a css prop on the
// Button component made a class of its own that no element carries, compiled and inserted at the takeover (issue 27).
const saveButtonStyle = (theme: Theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme), scriptOnly];

export interface PositionActionsProps {
  id: number;
  savedOnServer: boolean;
  /** Closed positions (archived, or past their valid_through: the server's metadata.isClosed) take no applications. */
  closed: boolean;
  overrides: PositionOverrides | null;
  /** Moves the keyboard somewhere named (the closed notice) when the button it was on goes away. */
  onFocusLost: () => void;
  /** Opened from /careers/job/private: applying goes to the private apply page too (spec §2). */
  isPrivate?: boolean;
  navigate: (url: string) => void;
  /**
   * The status of the candidate's active application for this position (position_details
   * positionUserActions.applicationStatus): 'You applied' with it replaces the Apply button.
   */
  applicationStatus?: string | null;
}

/**
 * Spec §2: /careers/apply?pid=, and /careers/apply/private?pid= for a private position, with the
 * visit's tracking parameters (issue 14 #4: the application must credit the referral).
 */
const applyHrefOf = (id: number, isPrivate = false): string => withTracking(`/careers/apply${isPrivate ? '/private' : ''}?pid=${id}`);

const applyLink = (theme: import('@emotion/react').Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.spacing.lg}px`,
    borderRadius: theme.radii.md,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.primaryHover },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

// Save and Add to job cart act only through the remote's scripts: in a browser that runs none they said
// 'Getting ready, one moment' forever, so they are not drawn there (scriptOnly.ts).
// The cart button's own wrapper: `display: contents` leaves the row's flex layout as if it were not there.
const scriptOnlyWrapper = { display: 'contents', ...scriptOnly } as const;

/**
 * Scrolls the page back to `top`. The results may still be growing the page (their rows, then the filters'
 * options in a deferred render; later on a loaded machine): it scrolls again each time the page grows, until
 * there, the visitor scrolls or presses a key themselves, or 10 s pass; then `done`. Not a fixed number of
 * frames: a loaded phone (or CI machine) took longer than the second that gave.
 */
function scrollBackTo(top: number, done: () => void): void {
  const there = () => {
    window.scrollTo({ top, behavior: 'instant' });
    return Math.abs(window.scrollY - top) <= 1;
  };
  if (there() || typeof ResizeObserver !== 'function') return done();
  const observer = new ResizeObserver(() => there() && stop());
  const timer = setTimeout(() => stop(), 10_000);
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interrupts) window.removeEventListener(type, stop);
    done();
  }
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/** Apply (to the apply page, or the company's external page), save, and add to the job cart. */
export function PositionActions({ id, savedOnServer, closed, onFocusLost, overrides, isPrivate, navigate, applicationStatus }: PositionActionsProps) {
  const { t } = useSearchI18n();
  const { configs } = useSnapshot(sessionStore);
  const saveButton = useRef<HTMLButtonElement>(null);
  // On a closed position the last removal takes its own button away: the keyboard goes to the closed notice.
  const keepFocusHere = onFocusLost;
  // Closed while the page was open (the server refused a save or an add, and the details were read
  // again): the button just pressed is gone, so the keyboard stays here instead of falling to the page.
  const wasClosed = useRef(closed);
  useEffect(() => {
    if (closed && !wasClosed.current && document.activeElement === document.body) keepFocusHere();
    wasClosed.current = closed;
  }, [closed]);
  // The button's new label says it too, but only to whoever is looking at it.
  const [said, setSaid] = useState('');
  // Before useSavePosition's return to a place, which may say 'Job saved' for this id.
  useEffect(() => setSaid(''), [id]);
  const { isSaved, toggle } = useSavePosition(id, savedOnServer, {
    // Back from logging in or signing up to save this job: where the visitor was, on the Save button.
    onReturn: (place, saved) => {
      saveButton.current?.focus({ preventScroll: true });
      if (saved) setSaid(t('details.savedNow'));
      scrollBackTo(place.scrollY, () => {
        if (saveButton.current && saveButton.current.getBoundingClientRect().bottom > window.innerHeight) saveButton.current.focus();
      });
    },
  });
  // Until the remote has taken over the server's page, Save does nothing: it says so (issue 27), and shows
  // what the server drew (the saved state it knew), as the render that hydrates it must.
  const hydrated = useHydrated();
  const notReady = useNotReady(t('details.notReady'));
  const shownSaved = hydrated ? isSaved : savedOnServer;
  const label = overrides?.applyButtonLabel || t('details.apply');
  const external = overrides?.externalApplyUrl;
  const applyHref = applyHrefOf(id, isPrivate);
  const save = async () => {
    setSaid('');
    const held = await toggle();
    if (held !== null) setSaid(held ? t('details.savedNow') : t('details.unsavedNow'));
    if (held === false && closed) keepFocusHere();
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {applicationStatus ? (
        <p data-testid="you-applied" css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontWeight: 500, color: theme.colors.text })}>
          <span>{t('details.youApplied')}</span>
          <span css={(theme) => ({ padding: '2px 10px', borderRadius: 999, border: `1px solid ${theme.colors.info}`, color: theme.colors.info, fontSize: 14 })}>
            {t('details.applicationStatus', { status: applicationStatus })}
          </span>
          <a href="/careers/applications" css={(theme) => ({ color: theme.colors.primary, fontWeight: 400 })}>
            {t('details.followApplication')}
          </a>
        </p>
      ) : closed ? null : external ? (
        <a href={external} target="_blank" rel="noopener noreferrer" css={applyLink}>
          {label}
        </a>
      ) : (
        <a
          href={applyHref}
          css={applyLink}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            navigate(applyHref);
          }}
        >
          {label}
        </a>
      )}
      {/* A closed position cannot be saved any more; one saved before can still be taken off the list. */}
      {/* A toggle: aria-pressed tells a screen reader saved from not saved (the label alone reads as an action). */}
      {!closed ? (
        <button type="button" ref={saveButton} aria-pressed={shownSaved} css={saveButtonStyle} {...notReady} onClick={() => void save()}>
          <span aria-hidden="true">{shownSaved ? '♥' : '♡'}</span>
          {shownSaved ? t('details.saved') : t('details.save')}
        </button>
      ) : (
        shownSaved && (
          <button type="button" ref={saveButton} css={saveButtonStyle} {...notReady} onClick={() => void save()}>
            {t('details.unsave')}
          </button>
        )
      )}
      {configs?.pcsxConfig.jobCartConfig?.enabled && (
        <span css={scriptOnlyWrapper}>
          <AddToCartButton positionId={id} closed={closed} onRemovedClosed={keepFocusHere} />
        </span>
      )}
      <span role="status" css={visuallyHidden}>
        {said}
      </span>
    </div>
  );
}
