import type { FormLayout, FormSection } from '../rules/types';
import { AdminSection } from './AdminSection';
import { SectionBlock, type HeadingLevel } from './SectionBlock';
import { StepperLayout } from './StepperLayout';

/** The form's sections as its layout draws them: one step at a time (stepper), admin blocks, or one after another. */
export function FormSections({ layout, sections, level }: { layout: FormLayout; sections: FormSection[]; level: HeadingLevel }) {
  if (layout === 'stepper') return <StepperLayout sections={sections} level={level} />;
  const Section = layout === 'admin' ? AdminSection : SectionBlock;
  return sections.map((section) => <Section key={section.id} section={section} level={level} />);
}
