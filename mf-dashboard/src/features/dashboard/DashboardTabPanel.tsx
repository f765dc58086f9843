import type { DashboardSection } from './dashboardSections';
import { textLink } from './dashboardStyles';
import { tabIdOf } from './tabInAddress';
import { useDashboardI18n } from './useDashboardI18n';
import { InTabPanel } from './useSectionLabel';
import { seeAllText } from './seeAllText';

/** The open tab's panel on the v1 dashboard: its section, and a 'See all' link to the section's own page. */
export function DashboardTabPanel({ name, section }: { name: string; section: DashboardSection }) {
  const i18n = useDashboardI18n();
  return (
    // A Tab stop (tabIndex 0, as the ARIA tabs pattern has it when the panel does not start with
    // something focusable: here a heading comes first), so it needs a visible ring when Tab lands on
    // it (WCAG 2.4.7); a mouse click inside it does not match :focus-visible and draws none.
    <div
      role="tabpanel"
      id={`dashboard-panel-${name}`}
      aria-labelledby={tabIdOf(name)}
      tabIndex={0}
      css={(theme) => ({
        borderRadius: theme.radii.sm,
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      })}
    >
      <InTabPanel.Provider value>{section.render(2)}</InTabPanel.Provider>
      {section.page && (
        <p>
          <a href={section.page} css={textLink}>
            {seeAllText(i18n, name)}
          </a>
        </p>
      )}
    </div>
  );
}
