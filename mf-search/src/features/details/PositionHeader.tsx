import { memo, type Ref } from 'react';
import type { PositionDetails, SearchResult } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { muted, tag } from '../../ui/styles';
import { useOptionLabel } from '../search/useOptionLabel';
import { LocalDay } from './LocalDay';

export interface PositionHeaderProps {
  position: PositionDetails | SearchResult;
  headingLevel: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A position's name, place and facts line. Memoised on the position (the details answer, or the picked result until
 * it is in): the later answers that draw the details view again (insights, overrides, match) leave it as it was
 * (issue 27).
 */
export const PositionHeader = memo(function PositionHeader({ position, headingLevel, headingRef }: PositionHeaderProps) {
  const { t } = useSearchI18n();
  const labelOf = useOptionLabel();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header>
      <Heading ref={headingRef} tabIndex={-1} css={{ margin: '0 0 4px', fontSize: headingLevel === 1 ? 28 : 24, lineHeight: 1.25, outline: 'none' }}>
        {position.name}
      </Heading>
      <p css={{ margin: 0 }}>
        {position.location}
        {position.is_remote && <span css={[tag, { marginInlineStart: 8 }]}>{t('search.results.remote')}</span>}
      </p>
      <p css={[muted, { margin: '4px 0 0' }]}>
        {position.department} · {labelOf('employment_type', position.employment_type)} · <LocalDay iso={position.posted_at} message={(date) => t('search.results.posted', { date })} />
      </p>
    </header>
  );
});
