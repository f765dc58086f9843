import { currentTracking, withTracking } from './trackingParams';
import { trackingParamsOf } from './trackingValues';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/careers');
});

test('only the spec’s parameters, trimmed, within 200 characters of the tracking charset, are read', () => {
  expect(trackingParamsOf('?utm_source=%20newsletter%20&utm_campaign=spring+2026&gclid=x&referral_token=r-7f3a')).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'spring 2026',
    referral_token: 'r-7f3a',
  });
  expect(trackingParamsOf(`?src=${'a'.repeat(201)}&source=%3Cscript%3E&ref_src=a%22onmouseover%3D&microsite=M%C3%BCnchen`)).toEqual({ microsite: 'München' });
});

test('landing with them keeps them for the tab: links built later carry them, and a new landing replaces them', () => {
  window.history.replaceState(null, '', '/careers/search?query=nurse&utm_source=newsletter&referral_token=r-1');
  expect(currentTracking()).toEqual({ utm_source: 'newsletter', referral_token: 'r-1' });
  window.history.replaceState(null, '', '/careers/dashboard');
  expect(withTracking('/careers/job/12')).toBe('/careers/job/12?utm_source=newsletter&referral_token=r-1');
  expect(withTracking('/careers/apply?pid=12&utm_source=mail#top')).toBe('/careers/apply?pid=12&utm_source=mail&referral_token=r-1#top');
  // Other sites never receive them.
  expect(withTracking('https://elsewhere.example/careers')).toBe('https://elsewhere.example/careers');
  window.history.replaceState(null, '', '/careers?src=jobboard');
  expect(currentTracking()).toEqual({ src: 'jobboard' });
});

test('a value planted in storage is checked again before use', () => {
  sessionStorage.setItem('careers.tracking', JSON.stringify({ utm_source: '"><img src=x>', referral_token: 'r-2' }));
  expect(currentTracking()).toEqual({ referral_token: 'r-2' });
});
