import { memo, useEffect, useRef, type Ref } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { Spinner } from '@careers/shared/ui';
import type { PositionDetails, SearchResult } from '@careers/shared/contracts';
import { usePositionDetails } from '../../data/usePositionDetails';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { InsightsSection } from './InsightsSection';
import { MatchSection } from './MatchSection';
import { PositionActions } from './PositionActions';
import { DescriptionText } from './DescriptionText';
import { PositionFacts } from './PositionFacts';
import { PositionHeader } from './PositionHeader';
import { PositionNotes } from './PositionNotes';
import { PositionPlaceholder } from './PositionPlaceholder';
import { SkillList } from './SkillList';

export interface PositionDetailsViewProps {
  id: number;
  /** The result the visitor picked: shown at once while the full details load (spec §4). */
  lite: SearchResult | null;
  headingLevel: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The searched place, so the details can say when the position is not offered there. */
  queriedLocation?: string;
  /** Shown on /careers/job/private: applying goes to the private apply page. */
  isPrivate?: boolean;
  navigate: (url: string) => void;
  onOpenPosition: (id: number) => void;
  onDetailsError?: (error: unknown) => void;
  /** Called with the full details once they are in (the job page names the browser tab after them). */
  onDetails?: (details: PositionDetails) => void;
}

/**
 * Everything about one position: facts, apply/save, skills, the description, then match details and insights.
 * Memoised: the job page draws again when it learns the position's name (the tab's title), which changes nothing
 * here (issue 27: a render of the whole view is a main-thread task of its own on a phone).
 */
export const PositionDetailsView = memo(function PositionDetailsView(props: PositionDetailsViewProps) {
  const { id, lite, headingLevel, headingRef, queriedLocation, isPrivate, navigate, onOpenPosition, onDetailsError, onDetails } = props;
  const { t } = useSearchI18n();
  const { user } = useSnapshot(sessionStore);
  const state = usePositionDetails(id, { queriedLocation, onDetailsError });
  const closedNote = useRef<HTMLParagraphElement>(null);
  const { details, isFallback, isClosed, overrides } = state;
  useEffect(() => {
    if (details) onDetails?.(details);
    // Once per position loaded, not per render of the caller.
  }, [details]);
  const position = details ?? (lite?.id === id ? lite : null);
  // Section headings sit one level below the name (axe heading-order: no h3 under an h1).
  const sectionLevel = headingLevel === 1 ? 2 : 3;
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  if (!position) return <PositionPlaceholder headingLevel={headingLevel} headingRef={headingRef} loading={state.detailsLoading} />;
  // Closed by the server's rule (archived, or past its valid_through: a position expires without being
  // archived); until the details are in, the picked search result's archived_at is all there is.
  const closed = Boolean(position.archived_at) || isClosed;
  // The match section keeps its room from the start, also while the overrides that may hide it load: a
  // company that hides match details is rare, a late section pushing the insights down was not (issue 27).
  // Not on a closed position: 'Skills to build' for a job that is gone would be a nudge to nothing.
  const showMatch = !overrides?.hideMatchDetails && !closed;
  const matchLoading = showMatch && (state.matchLoading || state.overridesLoading);
  // Logged out, the section is a login prompt, in place at once: nothing to wait for.
  const insightsWait = matchLoading && user.isLoggedIn;
  return (
    // minmax(0, 1fr): a grid column is otherwise as wide as the longest word (an ATS title may hold one
    // wider than a phone), and the page would scroll sideways instead of the word wrapping.
    <article css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }} aria-busy={state.detailsLoading}>
      <PositionHeader position={position} headingLevel={headingLevel} headingRef={headingRef} />
      <PositionNotes ref={closedNote} closed={closed} fallbackLocation={isFallback ? queriedLocation : undefined} />
      <PositionActions
        id={id}
        savedOnServer={position.positionUserActions?.isSaved ?? false}
        closed={closed}
        onFocusLost={() => closedNote.current?.focus({ preventScroll: true })}
        overrides={overrides}
        isPrivate={isPrivate}
        navigate={navigate}
        applicationStatus={details?.positionUserActions.applicationStatus ?? null}
      />
      {state.detailsLoading && <Spinner label={t('details.loading')} size={24} />}
      {details && <PositionFacts details={details} closed={closed} />}
      {position.skills.length > 0 && <SkillList skills={position.skills} headingLevel={sectionLevel} />}
      {details && (
        <section aria-label={t('details.about')}>
          <SectionHeading css={{ margin: '0 0 8px', fontSize: 18 }}>{t('details.about')}</SectionHeading>
          <DescriptionText text={details.description} />
        </section>
      )}
      {/* Match and insights come after the position's own text (issue 27): their calls answer after the
          details and their size is unknown until then, so above the description they pushed it down the
          screen on a phone (CLS 0.18); here they fill in below it, mostly below the fold. */}
      {showMatch && <MatchSection match={state.match} isLoading={matchLoading} headingLevel={sectionLevel} positionHref={isPrivate ? `/careers/job/private?pid=${id}` : `/careers/job/${id}`} />}
      {/* The insights show once the match above them is in: the skeleton keeps about the answer's room, and
          whatever it is off by then moves only the insights' loading state, not the insights. */}
      <InsightsSection
        insights={state.insights}
        isLoading={state.insightsLoading || insightsWait}
        onOpenPosition={onOpenPosition}
        headingLevel={sectionLevel}
      />
    </article>
  );
});
