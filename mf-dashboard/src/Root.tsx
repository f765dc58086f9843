import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { DashboardPages } from './DashboardPages';

// The candidate's home (spec §2): dashboard v1/v2, lists, profile, resume export, settings.
export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <DashboardPages />
    </RemoteProviders>
  );
}
