export { currentHref, navigateWithin } from './locationStore';
export { useHref } from './useHref';
export { matchesPage } from './matchesPage';
