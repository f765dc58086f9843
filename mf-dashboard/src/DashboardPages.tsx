import { matchesPage, useHref } from '@careers/shared/location';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ApplicationsPage } from './features/applications/ApplicationsPage';
import { SavedJobsPage } from './features/savedJobs/SavedJobsPage';
import { InterviewsPage } from './features/interviews/InterviewsPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { ExportResumePage } from './features/exportResume/ExportResumePage';
import { SettingsPage } from './features/settings/SettingsPage';
import { AccountDeletedPage } from './features/settings/AccountDeletedPage';

// The candidate's pages (spec §2). '/dashboard' shows the v2 layout when the redirect flag is on:
// the shell's route table does that redirect; this switch only names the layouts.
const pages = [
  ['/dashboard', () => <DashboardPage layout="v1" />],
  ['/dashboardv2', () => <DashboardPage layout="v2" />],
  ['/applications', () => <ApplicationsPage />],
  ['/saved-jobs', () => <SavedJobsPage />],
  ['/interviews', () => <InterviewsPage />],
  ['/profile', () => <ProfilePage />],
  ['/export-resume', () => <ExportResumePage />],
  ['/settings', () => <SettingsPage />],
  ['/account-deleted', () => <AccountDeletedPage />],
] as const;

/** The page the address names; nothing for an address this remote does not own. */
export function DashboardPages() {
  const pathname = useHref().split(/[?#]/)[0] ?? '';
  const page = pages.find(([path]) => matchesPage(path, pathname));
  return page ? page[1]() : null;
}
