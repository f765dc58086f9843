import type { Theme } from '@emotion/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { muted, plainList } from '../../ui/styles';
import './matchProfileMessages';

export interface MatchSkeletonProps {
  Subheading: 'h3' | 'h4';
}

// A grey bar: `em` so it follows the text size around it. As a line of text, it is as high as one (1.5em
// with the page's line height) with the bar inside it.
const bar = (width: string) => (theme: Theme) =>
  ({ display: 'inline-block', verticalAlign: 'middle', width, height: '1em', borderRadius: theme.radii.pill, background: theme.colors.surface }) as const;
const line = (width: string) => (theme: Theme) =>
  ({ display: 'block', boxSizing: 'content-box', width, height: '1.1em', padding: '0.2em 0', backgroundClip: 'content-box', borderRadius: theme.radii.pill, background: theme.colors.surface }) as const;

// The explanation's sentences (skills held, skills missing, years, the score), two lines or so each on a
// phone (the missing skills' list three); wider screens fit them in fewer, as they do the sentences.
const SENTENCES = [['100%', '60%'], ['100%', '90%', '40%'], ['100%', '35%'], ['100%', '55%']];

/**
 * The inside of the match section (under its heading) while its answer is on the way, laid out like the answer (score line, one sentence,
 * the two skill lists, the profile hint) so it takes about the answer's room: the answer comes after the
 * insights on a loaded machine and, without this room kept, pushed them down the screen (issue 27).
 * Screen readers hear 'Loading match details' once (the section is aria-busy meanwhile); the placeholder is
 * hidden from them, its static words included, so nothing is read now and again when the answer arrives.
 */
export function MatchSkeleton({ Subheading }: MatchSkeletonProps) {
  const { t } = useSearchI18n();
  return (
    <div data-state="loading">
      <span role="status" css={visuallyHidden}>
        {t('details.match.loading')}
      </span>
      <div aria-hidden="true">
        {/* The score line: one line of text ('Strong match' tag and the percentage). */}
        <p css={{ margin: '0 0 8px', display: 'flex', alignItems: 'center', minHeight: '1.5em' }}>
          <span css={bar('6em')} />
        </p>
        <ul css={{ margin: '0 0 8px', paddingInlineStart: 20, listStyle: 'none' }}>
          {SENTENCES.map((widths) => (
            <li key={widths.join()}>
              {widths.map((width) => (
                <span key={width} css={line(width)} />
              ))}
            </li>
          ))}
        </ul>
        <Subheading css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('details.match.matched')}</Subheading>
        <div css={[plainList, { display: 'flex', flexWrap: 'wrap', gap: 6, '& > span': { margin: '5px 0' } }]}>
          <span css={bar('4em')} />
          <span css={bar('5em')} />
        </div>
        <Subheading css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('details.match.missing')}</Subheading>
        {/* Skills to build are mostly the longer list: two rows of tags on a phone. */}
        <div css={[plainList, { display: 'flex', flexWrap: 'wrap', gap: 6, '& > span': { margin: '5px 0' } }]}>
          {['5em', '3em', '5em', '9em', '5em'].map((width, index) => (
            <span key={index} css={bar(width)} />
          ))}
        </div>
        <p css={[muted, { margin: '8px 0 0' }]}>
          {t('details.match.profileHint')} <span css={(theme) => ({ color: theme.colors.link })}>{t('details.match.profileLink')}</span>
        </p>
      </div>
    </div>
  );
}
