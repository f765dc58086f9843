import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { RemoteProps } from './RemoteProps';

/**
 * react-dom/client for single-spa-react's hydrating lifecycles: it calls hydrateRoot(slot, element) without options,
 * so `propsOf(slot)` gives the slot's props, whose report receives a render that differs from the server's.
 */
export function hydratingClient(remoteName: string, propsOf: (slot: HTMLElement) => RemoteProps | undefined) {
  return {
    ...ReactDOMClient,
    hydrateRoot: (slot: HTMLElement, element: React.ReactNode) => {
      const made: { root?: ReactDOMClient.Root } = {};
      // In a transition, as the shell takes over its chrome (issue 27): a root of default priority hydrates in one
      // piece (a job's page 0.3 s at 4x CPU, one long task), a transition's in slices of about 5 ms, so the browser
      // answers a tap or a scroll in between, and a tap on a part not yet hydrated has React hydrate that part
      // first. The server's markup stays on screen meanwhile; single-spa's mount resolves once it is hydrated.
      React.startTransition(() => {
        made.root = ReactDOMClient.hydrateRoot(slot, element, {
          onRecoverableError: (error) => {
            console.error(`${remoteName}: the server's page did not hydrate cleanly`, error);
            propsOf(slot)?.reportError(remoteName, error);
          },
        });
      });
      // startTransition runs its callback at once.
      if (!made.root) throw new Error(`${remoteName}: hydrateRoot made no root`);
      return made.root;
    },
  };
}
