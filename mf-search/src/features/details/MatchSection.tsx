import { useSnapshot } from 'valtio/react';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import type { MatchDetails } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton, muted, plainList, tag } from '../../ui/styles';
import { MatchSkeleton } from './MatchSkeleton';
import { notReadyStyle, useHydrated, useNotReady } from '@careers/shared/ui';
import './matchProfileMessages';
import { scriptOnly, withoutScriptsOnly } from './scriptOnly';

export interface MatchSectionProps {
  match: MatchDetails | null;
  isLoading: boolean;
  /** The level of the section's heading: one below the position's name (h1 on the job page, h2 in the pane). */
  headingLevel: 2 | 3;
  /** The position's page: where the login page returns a visitor without scripts. */
  positionHref: string;
}

// A placeholder the server drew (its match not read) is kept in the markup until the remote asks for the match (the
// server and the render that hydrates its markup): a class, not a style attribute, which the CSP refuses in the
// server's HTML (the placeholder showed grey).
const hiddenUntilHydrated = { visibility: 'hidden' } as const;

// The button sits on a line of its own under the sentence, and its 'Getting ready, one moment' grows from its start
// towards the line's free end: inline after the sentence, the words (wider than 'Log in') lay over the sentence
// (notReadyBubble.spec). The no-script link keeps its place in the sentence.
const ownLine = { display: 'block', width: 'fit-content', marginTop: 12 } as const;
const wordsTowardsEnd = { '&[aria-disabled="true"][data-not-ready]:is(:hover, :focus, :active)::after': { insetInlineEnd: 'auto', insetInlineStart: 0 } } as const;

const skillList = (skills: string[], none: string) =>
  skills.length ? (
    <ul css={[plainList, { display: 'flex', flexWrap: 'wrap', gap: 6 }]}>
      {skills.map((skill) => (
        <li key={skill} css={tag}>
          {skill}
        </li>
      ))}
    </ul>
  ) : (
    <p css={[muted, { margin: 0 }]}>{none}</p>
  );

/**
 * How the candidate's profile matches the position, explained in words (spec §1 "match details"):
 * 'Strong match' at or above the company's threshold, the reasons, and the skills they have and lack.
 */
export function MatchSection({ match, isLoading, headingLevel, positionHref }: MatchSectionProps) {
  const [Heading, Subheading] = headingLevel === 2 ? (['h2', 'h3'] as const) : (['h3', 'h4'] as const);
  const { t } = useSearchI18n();
  const { user } = useSnapshot(sessionStore);
  const hydrated = useHydrated();
  // Until the remote runs there is no dialog to open: the button says so, as Save job does (user trial s19: a
  // press before the takeover was lost without a word, and no dialog opened afterwards).
  const notReady = useNotReady(t('details.notReady'));
  const heading = <Heading css={{ margin: '0 0 8px', fontSize: 18 }}>{t('details.match')}</Heading>;
  if (!user.isLoggedIn) {
    return (
      <section>
        {heading}
        <p css={{ margin: 0 }}>
          {t('details.match.login')}{' '}
          <button type="button" css={[linkButton, ownLine, notReadyStyle, wordsTowardsEnd, scriptOnly]} {...notReady} onClick={() => openLoginModal({ allowedRoutes: ['jobs', 'singlePosition'], reason: 'seeMatch' })}>
            {t('details.match.loginButton')}
          </button>
          {/* Without scripts there is no login dialog: the login page, which comes back here. */}
          <a href={`/careers/login?next=${encodeURIComponent(positionHref)}`} css={[linkButton, withoutScriptsOnly]}>
            {t('details.match.loginButton')}
          </a>
        </p>
      </section>
    );
  }
  if (!isLoading && !match) return null;
  // A placeholder before the takeover: the server drew the page without the match (a read that failed), which only
  // the browser will ask for. Its room is kept but it is neither shown nor said, so a page read without scripts is
  // not loading forever. A match the server read is the answer itself, shown at once (user trial s20).
  const placeholderBeforeScripts = !hydrated && (isLoading || !match);
  // One section from the placeholder to the answer: the region a screen reader is in stays, busy until then.
  return (
    <section aria-label={t('details.match')} aria-busy={isLoading} css={placeholderBeforeScripts ? hiddenUntilHydrated : undefined} {...(placeholderBeforeScripts ? { 'aria-hidden': true } : {})}>
      {heading}
      {isLoading || !match ? <MatchSkeleton Subheading={Subheading} /> : <MatchAnswer match={match} Subheading={Subheading} />}
    </section>
  );
}

function MatchAnswer({ match, Subheading }: { match: MatchDetails; Subheading: 'h3' | 'h4' }) {
  const { t } = useSearchI18n();
  return (
    <>
      <p css={{ margin: '0 0 8px', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {match.isStrongMatch && (
          <strong css={(theme) => [tag(theme), { background: theme.colors.success, borderColor: theme.colors.success, color: theme.colors.onStatus }]}>
            {t('details.match.strong')}
          </strong>
        )}
        <span>{t('details.match.score', { percent: Math.round(match.score * 100) })}</span>
      </p>
      {match.explanation.length > 0 && (
        <ul css={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
          {match.explanation.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <Subheading css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('details.match.matched')}</Subheading>
      {skillList(match.matchedSkills, t('details.match.none'))}
      <Subheading css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('details.match.missing')}</Subheading>
      {skillList(match.missingSkills, t('details.match.none'))}
      {/* The profile is where the skills and years compared here are kept (or read from a resume). */}
      <p css={[muted, { margin: '8px 0 0' }]}>
        {t('details.match.profileHint')}{' '}
        <a href="/careers/profile" css={(theme) => ({ color: theme.colors.link })}>{t('details.match.profileLink')}</a>
      </p>
    </>
  );
}
