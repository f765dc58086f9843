export { CareersRouter } from './CareersRouter';
export { HeadingRoutes } from './HeadingRoutes';
export type { HeadingRoutesProps } from './HeadingRoutes';
