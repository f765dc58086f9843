import { memo } from 'react';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { plainList, tag } from '../../ui/styles';

/**
 * A position's skills under their heading. Memoised on the list (the details answer's own array): the details view
 * draws again as each later answer comes in (insights, overrides, match), which leaves the skills as they were
 * (issue 27: every element here is an emotion style to work out again in a main-thread task on a phone).
 */
export const SkillList = memo(function SkillList({ skills, headingLevel }: { skills: readonly string[]; headingLevel: 2 | 3 }) {
  const { t } = useSearchI18n();
  const SectionHeading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={t('details.skills')}>
      <SectionHeading css={{ margin: '0 0 8px', fontSize: 18 }}>{t('details.skills')}</SectionHeading>
      <ul css={[plainList, { display: 'flex', flexWrap: 'wrap', gap: 6 }]}>
        {skills.map((skill) => (
          // minWidth 0: a flex item is otherwise as wide as its longest word (a skill from an ATS may be one).
          <li key={skill} css={[tag, { minWidth: 0 }]}>
            {skill}
          </li>
        ))}
      </ul>
    </section>
  );
});
