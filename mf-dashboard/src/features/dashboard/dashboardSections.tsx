import type { ReactNode } from 'react';
import { ApplicationsList } from '../applications/ApplicationsList';
import { InterviewsList } from '../interviews/InterviewsList';
import { SavedJobsList } from '../savedJobs/SavedJobsList';
import { DraftsList, EventsList, OffersSummaryList, ReferralsList } from './DashboardLists';

/** A section of the dashboard: its list at a heading level, and the page it has in full (a 'See all' link), if any. */
export interface DashboardSection {
  render: (level: 2 | 3) => ReactNode;
  page?: string;
}

/** The sections a tab of `dashboardConfig.tabs` names (spec §3); unknown names are left out. */
export const SECTIONS: Record<string, DashboardSection> = {
  applications: { render: (level) => <ApplicationsList which="active" headingLevel={level} />, page: '/careers/applications' },
  inactive_applications: { render: (level) => <ApplicationsList which="inactive" headingLevel={level} />, page: '/careers/applications' },
  // Upcoming ones only (the server's `upcoming`: until the interview's hour is over); past ones stay on the page it links to.
  interviews: { render: (level) => <InterviewsList upcomingOnly headingLevel={level} />, page: '/careers/interviews' },
  saved_positions: { render: (level) => <SavedJobsList headingLevel={level} />, page: '/careers/saved-jobs' },
  events: { render: (level) => <EventsList headingLevel={level} /> },
  offers: { render: (level) => <OffersSummaryList headingLevel={level} /> },
  draft_applications: { render: (level) => <DraftsList headingLevel={level} /> },
  referrals: { render: (level) => <ReferralsList headingLevel={level} /> },
};
