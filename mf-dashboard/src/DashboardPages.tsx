import { useEffect, useState } from 'react';
import { useHref } from '@careers/shared/location';
import { StateScreen } from '@careers/shared/ui';
import { loadedPage, loadPage } from './dashboardPageLoaders';

/** The page the address names; nothing for an address this remote does not own. */
export function DashboardPages() {
  const pathname = useHref().split(/[?#]/)[0] ?? '';
  const Page = loadedPage(pathname);
  const [failure, setFailure] = useState<unknown>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // Another of the remote's pages, opened in place: its chunk comes now (the first one came with the root).
    if (Page === undefined) loadPage(pathname).then(() => setLoaded((n) => n + 1), setFailure);
  }, [Page, pathname]);
  // The error boundary around the root shows the failure, with its retry.
  if (failure) throw failure;
  if (Page === null) return null;
  if (Page === undefined) return <StateScreen state="loading" />;
  return <Page />;
}
