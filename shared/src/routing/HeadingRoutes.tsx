import { Route, Routes } from 'react-router-dom';
import { PageHeading } from '@careers/shared/mf';

export interface HeadingRoutesProps {
  /** [path under /careers, page heading] pairs. */
  pages: ReadonlyArray<readonly [path: string, heading: string]>;
}

/**
 * Routes that each show only their page heading: what a remote renders for pages whose feature
 * issue has not landed yet, so navigation, access rules and titles can be proven end to end.
 */
export function HeadingRoutes({ pages }: HeadingRoutesProps) {
  return (
    <Routes>
      {pages.map(([path, heading]) => (
        <Route key={path} path={path} element={<PageHeading>{heading}</PageHeading>} />
      ))}
    </Routes>
  );
}
