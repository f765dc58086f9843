import { useEffect, useId, useRef } from 'react';
import type { ContrastFinding, ThemeDocument } from '@careers/shared/contracts';
import { THEME_SECTIONS, type ThemeFieldKind, type ThemeSectionName } from '@careers/shared/theme/themeFields';
import { Button } from '@careers/shared/ui';
import { ChoiceField } from './ChoiceField';
import { ColourField } from './ColourField';
import { ImageField } from './ImageField';
import { LengthField } from './LengthField';
import { setSection } from './themeEditorStore';
import { panel } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface SectionFieldsProps {
  document: ThemeDocument;
  defaults: ThemeDocument;
  section: ThemeSectionName;
  findings: readonly ContrastFinding[];
  /** Chosen in the section list: focus moves to its heading, so Tab goes on to its first field. */
  focusHeading?: boolean;
}

/** One section's tokens, in the table's order, each as its kind's field. */
export function SectionFields({ document, defaults, section, findings, focusHeading = false }: SectionFieldsProps) {
  const { t } = useThemeBuilderI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const { product } = document;
  const values = (document.sections[section] ?? {}) as Record<string, unknown>;
  const fields = Object.entries(THEME_SECTIONS[section] as Record<string, ThemeFieldKind>);
  return (
    <section css={panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(`themeBuilder.section.${section}`)}
      </h2>
      {fields.map(([field, kind]) => {
        const common = { product, section, field };
        switch (kind.kind) {
          case 'colour':
            return <ColourField key={field} {...common} value={values[field] as string} findings={findings} />;
          case 'length':
            return <LengthField key={field} {...common} value={values[field] as number} min={kind.min} max={kind.max} />;
          case 'font':
            return <ChoiceField key={field} {...common} value={values[field] as string} />;
          case 'choice':
            return <ChoiceField key={field} {...common} value={values[field] as string} values={kind.values} />;
          case 'image':
            return <ImageField key={field} {...common} value={values[field] as string | null} use={kind.use} />;
        }
      })}
      <Button variant="secondary" css={{ alignSelf: 'flex-start' }} onClick={() => setSection(product, section, defaults.sections[section] ?? {})}>
        {t('themeBuilder.section.reset')}
      </Button>
    </section>
  );
}
