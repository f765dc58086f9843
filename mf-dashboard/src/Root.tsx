import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { HeadingRoutes } from '@careers/shared/location';

// Candidate pages (spec §2). Their features land with their own issues; until then each route
// shows its page heading.
const pages = [
  ['/dashboard', 'Dashboard'],
  ['/dashboardv2', 'Dashboard'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/export-resume', 'Export resume'],
  ['/applications', 'Applications'],
  ['/saved-jobs', 'Saved jobs'],
  ['/interviews', 'Interviews'],
] as const;

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <HeadingRoutes pages={pages} />
    </RemoteProviders>
  );
}
