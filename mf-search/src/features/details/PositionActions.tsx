import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { sessionStore } from '@careers/shared/state';
import type { Theme } from '@emotion/react';
import { buttonStyles, notReadyStyle, twoStateStyles, useNotReady } from '@careers/shared/ui';
import { AddToCartButton } from '../../cart';
import type { PositionOverrides } from '@careers/shared/contracts';
import { useSavePosition } from '../../data/useSavePosition';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { useHydrated } from '@careers/shared/ui';
import { AppliedNote } from './AppliedNote';
import { ApplyLink } from './ApplyLink';
import { scriptOnly } from './scriptOnly';
import { scrollBackTo } from './scrollBackTo';

// Save job's look, its not-ready look and its absence without scripts as one style on the tag: a css prop on the
// Button component made a class of its own that no element carries, compiled and inserted at the takeover (issue 27).
const saveButtonStyle = (theme: Theme) => [buttonStyles(theme, 'secondary'), twoStateStyles(theme), notReadyStyle(theme), scriptOnly];

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

// Save and Add to job cart act only through the remote's scripts: in a browser that runs none they said
// 'Getting ready, one moment' forever, so they are not drawn there (scriptOnly.ts).
// The cart button's own wrapper: `display: contents` leaves the row's flex layout as if it were not there.
const scriptOnlyWrapper = { display: 'contents', ...scriptOnly } as const;

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
  const save = async () => {
    setSaid('');
    const held = await toggle();
    if (held !== null) setSaid(held ? t('details.savedNow') : t('details.unsavedNow'));
    if (held === false && closed) keepFocusHere();
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {applicationStatus ? (
        <AppliedNote status={applicationStatus} />
      ) : closed ? null : (
        <ApplyLink id={id} label={overrides?.applyButtonLabel || t('details.apply')} external={overrides?.externalApplyUrl} isPrivate={isPrivate} navigate={navigate} />
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
