export { currentHref, navigateWithin, useHref } from './locationStore';
