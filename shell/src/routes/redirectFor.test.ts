import { makeBootData } from '@careers/shared/testing';
import { redirectFor } from './redirectFor';

const withFlag = (redirectToV2: boolean) => makeBootData({ configs: { pcsxConfig: { dashboardConfig: { redirectToV2 } } } }).configs;

test('the dashboard opens the v2 dashboard when the redirect flag is on, keeping the query', () => {
  expect(redirectFor('/careers/dashboard', '?tab=offers', withFlag(true))).toBe('/careers/dashboardv2?tab=offers');
});

test('without the flag, or on other pages, nothing moves', () => {
  expect(redirectFor('/careers/dashboard', '', withFlag(false))).toBeNull();
  expect(redirectFor('/careers/dashboardv2', '', withFlag(true))).toBeNull();
  expect(redirectFor('/careers/profile', '', withFlag(true))).toBeNull();
});
