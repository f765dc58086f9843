import type { ReactNode, Ref } from 'react';
import { sectionHeading } from './dashboardStyles';
import { useSectionLabel } from './useSectionLabel';

interface ListSectionProps {
  /** The heading's id, which names the section (except inside the v1 tab panel: useSectionLabel). */
  id: string;
  title: ReactNode;
  /** The heading's level where the section is placed. */
  headingLevel?: 2 | 3;
  /** A heading that takes focus (after a withdrawal or a draft's deletion) gets tabIndex -1 and this ref. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Named by its heading even inside the tab panel (a section the tab does not name, such as 'For you'). */
  alwaysLabelled?: boolean;
  children: ReactNode;
}

/**
 * A dashboard list's section: its heading, at the level of the place it is drawn in, naming the region; then the
 * list. The dashboard tabs and pages (applications, drafts, offers, interviews, saved jobs …) all draw theirs so.
 * @example <ListSection id="events-list" title={t('dashboard.tab.events')} headingLevel={3}>{events}</ListSection>
 */
export function ListSection({ id, title, headingLevel = 2, headingRef, alwaysLabelled = false, children }: ListSectionProps) {
  const label = useSectionLabel(id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={alwaysLabelled ? id : label}>
      <Heading id={id} css={sectionHeading} {...(headingRef ? { tabIndex: -1, ref: headingRef } : {})}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
