import { useEffect, useState } from 'react';
import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { StateScreen } from '@careers/shared/ui';
import { pageOf } from './routing/pageOf';
import { loadedPage, loadPage } from './routing/searchPageLoaders';
import { useHref } from '@careers/shared/location';

// Job search and job details (spec §2). No react-router here: the page has a 200 KB download
// budget, and a two-page remote needs only the address (@careers/shared/location).
function SearchRoutes({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const page = pageOf(useHref());
  const JobPage = loadedPage('job');
  const SearchPage = loadedPage('search');
  const wanted = page.kind === 'elsewhere' ? null : page.kind;
  const missing = wanted === 'job' ? !JobPage : wanted === 'search' && !SearchPage;
  const [failure, setFailure] = useState<unknown>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (missing && wanted) loadPage(wanted).then(() => setLoaded((n) => n + 1), setFailure);
  }, [missing, wanted]);
  // The error boundary around the root shows the failure, with its retry.
  if (failure) throw failure;
  // Another page's address (a link followed while this remote was still mounting): its owner draws it, and a
  // search page mounted here would read '/careers/offers' as a search for 'offers' and run it.
  if (page.kind === 'elsewhere') return null;
  if (page.kind === 'job' && JobPage) return <JobPage key={page.pid ?? 'none'} pid={page.pid} isPrivate={page.isPrivate} navigate={navigate} />;
  if (page.kind === 'search' && SearchPage) return <SearchPage navigate={navigate} />;
  return <StateScreen state="loading" />;
}

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <SearchRoutes navigate={props.navigate} />
    </RemoteProviders>
  );
}
