import { useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import type { FormSection, FormValues } from '../rules/types';
import { fieldError } from '../engine/fieldError';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { sectionFields } from '../engine/sectionFields';
import { useStepCounts } from '../engine/useStepCounts';
import { useVisibleSections } from '../engine/useVisibility';
import { tokens } from '../fields/styles';
import { focusSectionField } from './focusSectionField';
import { ScrollProgress } from './ScrollProgress';
import { sectionDomId } from './sectionDomId';
import { SectionBlock, type HeadingLevel } from './SectionBlock';
import { StepList } from './StepList';
import { useScrollSpy, type ManualChoice } from './useScrollSpy';

/** How far down the window a step's focused field may sit once the section's top is at the top. */
const FIELD_ROOM = 0.75;

/**
 * The stepper layout: all sections on one scrolling page with a step list beside them (desktop and tablet)
 * or a progress bar above them (phone). Choosing a step scrolls to its section and focuses its first
 * invalid field, else its first input.
 */
export function StepperLayout({ sections, level }: { sections: FormSection[]; level: HeadingLevel }) {
  const form = useForm<FormValues>();
  const { idPrefix } = useFormToolkit();
  const visible = useVisibleSections(sections);
  const counts = useStepCounts(visible);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const activeId = visible.some((section) => section.id === chosen) ? chosen : visible[0]?.id;
  const manualChoice = useRef<ManualChoice | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const progress = useScrollSpy({
    containerRef,
    sectionElementIds: visible.map((section) => [section.id, sectionDomId(idPrefix, section.id)]),
    manualChoice,
    onActivate: setChosen,
  });

  function select(id: string, { focusField }: { focusField: boolean }) {
    manualChoice.current = { id, at: Date.now() };
    setChosen(id);
    const element = document.getElementById(sectionDomId(idPrefix, id));
    const section = sections.find((candidate) => candidate.id === id);
    if (!element || !section) return;
    let target: HTMLElement | undefined;
    if (focusField) {
      const { errors, values } = form.getState();
      const invalid = new Set(
        sectionFields(section, values)
          .filter((field) => fieldError(errors, field.errorName) !== undefined)
          .map((field) => field.name),
      );
      target = focusSectionField(element, (name) => invalid.has(name));
    }
    // The section's top to the top of the window, unless that leaves the focused field below the fold.
    const below = target ? target.getBoundingClientRect().bottom - element.getBoundingClientRect().top > window.innerHeight * FIELD_ROOM : false;
    (below ? target : element)?.scrollIntoView?.({ behavior: 'smooth', block: below ? 'center' : 'start' });
  }

  return (
    <div
      css={(theme) => {
        const { spacing, mq } = tokens(theme);
        return {
          display: 'grid',
          gridTemplateColumns: 'minmax(180px, 260px) minmax(0, 1fr)',
          gap: spacing.xl,
          alignItems: 'start',
          [mq.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing.md },
        };
      }}
    >
      <div
        css={(theme) => ({
          position: 'sticky',
          top: tokens(theme).spacing.md,
          [tokens(theme).mq.phone]: { display: 'none' },
        })}
      >
        <StepList steps={visible.map((section) => ({ id: section.id, title: section.title, counts: counts[section.id] ?? { errors: 0, newQuestions: 0 } }))} activeId={activeId} onSelect={select} />
      </div>
      <div
        css={(theme) => ({
          display: 'none',
          [tokens(theme).mq.phone]: { display: 'block', position: 'sticky', top: 0, zIndex: 1, padding: `${tokens(theme).spacing.sm}px 0`, background: tokens(theme).colors.background },
        })}
      >
        <ScrollProgress percent={progress} />
      </div>
      <div ref={containerRef} css={{ minWidth: 0 }}>
        {sections.map((section) => (
          <SectionBlock key={section.id} section={section} level={level} />
        ))}
      </div>
    </div>
  );
}
