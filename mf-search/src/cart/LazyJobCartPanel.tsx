import { lazy, Suspense } from 'react';

export interface JobCartPanelProps {
  open: boolean;
  onClose(): void;
  onOpenPosition(id: number): void;
}

// The panel's body is its own chunk: it downloads the first time the visitor opens the cart, not with the page.
const JobCartPanel = lazy(() => import(/* webpackChunkName: "job-cart-panel" */ './JobCartPanel'));

/** The job cart panel, loaded on first open; renders nothing while closed. */
export function LazyJobCartPanel(props: JobCartPanelProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <JobCartPanel onClose={props.onClose} onOpenPosition={props.onOpenPosition} />
    </Suspense>
  );
}
