import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { JobPage } from './features/job/JobPage';
import { SearchPage } from './features/search/SearchPage';
import { pageOf } from './routing/pageOf';
import { useHref } from '@careers/shared/location';

// Job search and job details (spec §2). No react-router here: the page has a 200 KB download
// budget, and a two-page remote needs only the address (@careers/shared/location).
function SearchRoutes({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const page = pageOf(useHref());
  if (page.kind === 'job') return <JobPage key={page.pid ?? 'none'} pid={page.pid} isPrivate={page.isPrivate} navigate={navigate} />;
  return <SearchPage navigate={navigate} />;
}

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <SearchRoutes navigate={props.navigate} />
    </RemoteProviders>
  );
}
