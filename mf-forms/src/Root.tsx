import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { CareersRouter, HeadingRoutes } from '@careers/shared/routing';

// Forms pages, built on the shared form toolkit by the forms issue; until then each route
// shows its page heading.
const pages = [
  ['/forms', 'Forms'],
  ['/forms/center', 'Forms center'],
  ['/apply', 'Apply'],
  ['/apply/private', 'Apply'],
  ['/onboarding', 'Onboarding'],
] as const;

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <CareersRouter>
        <HeadingRoutes pages={pages} />
      </CareersRouter>
    </RemoteProviders>
  );
}
