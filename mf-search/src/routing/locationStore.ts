// The remote's pages follow the address through the one shared location store.
export { currentHref, navigateWithin, useHref } from '@careers/shared/location';
