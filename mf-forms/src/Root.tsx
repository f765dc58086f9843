import { useEffect, useState } from 'react';
import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { useHref } from '@careers/shared/location';
import { StateScreen } from '@careers/shared/ui';
import { loadedPage, loadPage } from './formsPageLoaders';
import { pageOf } from './routing/pageOf';

// Forms center, form, apply and onboarding pages (spec §2). No react-router: the routes differ by
// path and a query parameter only, and /careers/apply's download counts (@careers/shared/location).
export function FormsRoutes({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const page = pageOf(useHref());
  const Page = loadedPage(page.kind);
  const [failure, setFailure] = useState<unknown>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // Another of the remote's pages, opened in place: its chunk comes now (the first one came with the root).
    if (Page === undefined) loadPage(page.kind).then(() => setLoaded((n) => n + 1), setFailure);
  }, [Page, page.kind]);
  // The error boundary around the root shows the failure, with its retry.
  if (failure) throw failure;
  // The shell mounts this remote on its routes only; between two routes nothing is drawn.
  if (Page === null) return null;
  if (Page === undefined) return <StateScreen state="loading" />;
  return <Page page={page} navigate={navigate} />;
}

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props}>
      <FormsRoutes navigate={props.navigate} />
    </RemoteProviders>
  );
}
