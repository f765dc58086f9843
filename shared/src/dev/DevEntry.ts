import type { RemoteProps } from '@careers/shared/mf';

/** A remote's './app' expose: the single-spa lifecycles createLifecycles makes. */
export interface DevLifecycles {
  bootstrap: (props: RemoteProps) => Promise<unknown>;
  mount: (props: RemoteProps) => Promise<unknown>;
  unmount: (props: RemoteProps) => Promise<unknown>;
}

/** A remote's './widget' expose, as embed.js mounts it into another site's page. */
export interface DevWidget {
  mount: (element: HTMLElement, props: { origin: string; nonce?: string }) => void;
  unmount: (element: HTMLElement) => void;
}

/** A page the dev index links to. */
export interface DevPage {
  href: string;
  label: string;
}

/**
 * What one remote's `dev/index.tsx` says about itself (the way a Backstage plugin's `dev/index.tsx` does): its
 * lifecycles, where they mount, the widgets it exposes and the pages to list. The rest is startDevPage's.
 */
export interface DevEntry {
  remoteName: RemoteProps['remoteName'];
  app: DevLifecycles;
  /**
   * Where the app mounts: 'routes' (default) into the page slot on the pages the route table gives this remote,
   * or a selector of an element of the chrome on every page (the notifications bell's navbar slot).
   */
  mountInto?: 'routes' | string;
  /** The './widget' expose(s), each on a page of its own (/__dev/widget/<name>), loaded when that page opens. */
  widgets?: Record<string, () => Promise<DevWidget>>;
  pages: DevPage[];
}
