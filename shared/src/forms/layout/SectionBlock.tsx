import type { ReactNode } from 'react';
import type { FormSection } from '../rules/types';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useIsSectionVisible } from '../engine/useVisibility';
import { questionGridStyles, tokens } from '../fields/styles';
import { QuestionField } from '../fields/QuestionField';
import { sectionDomId } from './sectionDomId';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A section: heading, description and its questions on a two-column grid ('half' items share a row). */
export function SectionBlock({ section, level, actions }: { section: FormSection; level: HeadingLevel; actions?: ReactNode }) {
  const { idPrefix } = useFormToolkit();
  const visible = useIsSectionVisible(section.id);
  if (!visible) return null;
  const id = sectionDomId(idPrefix, section.id);
  const Heading = `h${level}` as const;
  return (
    <section
      id={id}
      data-section={section.id}
      aria-labelledby={`${id}-title`}
      css={(theme) => ({ scrollMarginTop: tokens(theme).spacing.lg, paddingBottom: tokens(theme).spacing.lg })}
    >
      <div css={(theme) => ({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens(theme).spacing.md })}>
        <Heading id={`${id}-title`} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px`, fontSize: tokens(theme).typography.size.lg })}>
          {section.title}
        </Heading>
        {actions}
      </div>
      {section.description && (
        <p css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.md}px`, color: tokens(theme).colors.textMuted })}>{section.description}</p>
      )}
      <div css={questionGridStyles}>
        {section.items.map((item) => (
          <QuestionField key={item.name} item={item} />
        ))}
      </div>
    </section>
  );
}
