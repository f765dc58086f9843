import type { Page } from '@playwright/test';

/** The search page's results region (spec §4 Search). */
export const results = (page: Page) => page.getByRole('region', { name: /^Search results/ });
/** The position's details beside the results (desktop) or in place of them (phone). */
export const details = (page: Page) => page.getByRole('region', { name: 'Position details' });
/** Each result's title link, in the order shown. */
export const resultLinks = (page: Page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');
