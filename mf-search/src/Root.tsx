import { useSnapshot } from 'valtio';
import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { CareersRouter, HeadingRoutes } from '@careers/shared/routing';
import { sessionStore } from '@careers/shared/state';

// Job search and job details (spec §2). The search engine, map and details land with the search
// issue; until then each route shows its page heading.
function SearchRoutes() {
  const { configs } = useSnapshot(sessionStore);
  const searchTitle = `Careers at ${configs?.company.name ?? ''}`.trim();
  return (
    <HeadingRoutes
      pages={[
        ['/job/private', 'Job details'],
        ['/job/:pid?', 'Job details'],
        ['/search', searchTitle],
        ['/:query?/:location?', searchTitle],
      ]}
    />
  );
}

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <CareersRouter>
        <SearchRoutes />
      </CareersRouter>
    </RemoteProviders>
  );
}
