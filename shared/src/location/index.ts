export { currentHref, navigateWithin } from './locationStore';
export { useHref } from './useHref';
export { HeadingRoutes } from './HeadingRoutes';
export type { HeadingRoutesProps } from './HeadingRoutes';
