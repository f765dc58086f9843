import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';

/**
 * react-dom/client whose fresh roots render in a transition: a remote whose first view arrives with the page (the
 * search page's results, issue 27) draws it in its first render, one piece of 0.4 s at 4x CPU with a root of default
 * priority; in a transition React renders it in slices of about 5 ms and only the commit is one task. single-spa's
 * mount resolves once it is committed, as before.
 */
export const slicingClient = {
  ...ReactDOMClient,
  createRoot: (slot: HTMLElement, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root => {
    const made = ReactDOMClient.createRoot(slot, options);
    return { render: (element) => React.startTransition(() => made.render(element)), unmount: () => made.unmount() };
  },
};
