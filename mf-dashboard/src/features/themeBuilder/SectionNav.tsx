import type { ThemeSectionName } from '@careers/shared/theme/themeFields';
import { sectionList } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface SectionNavProps {
  sections: readonly ThemeSectionName[];
  current: ThemeSectionName;
  /** Sections with a failing contrast pair or a field to correct, marked in the list. */
  flagged: ReadonlySet<string>;
  onSelect: (section: ThemeSectionName) => void;
}

/** The product's sections, one button each (Tab moves through them, Enter or Space opens one). */
export function SectionNav({ sections, current, flagged, onSelect }: SectionNavProps) {
  const { t } = useThemeBuilderI18n();
  return (
    <nav aria-label={t('themeBuilder.sections')}>
      <ul css={sectionList}>
        {sections.map((section) => (
          <li key={section}>
            <button type="button" aria-current={section === current ? 'true' : undefined} onClick={() => onSelect(section)}>
              {t(`themeBuilder.section.${section}`)}
              {flagged.has(section) && (
                <span aria-hidden="true" css={(theme) => ({ color: theme.colors.error, marginInlineStart: theme.spacing.xs })}>
                  ●
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
