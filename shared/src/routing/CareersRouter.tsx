import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * The router of a routed remote, on the /careers basename. Kept out of `@careers/shared/mf` so
 * widgets without routes (the bell) never download react-router (about 60 KB gzip).
 */
export function CareersRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename="/careers">{children}</BrowserRouter>;
}
