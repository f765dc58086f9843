import { pageOf } from './pageOf';

test.each([
  ['/careers/job/42', { kind: 'job', pid: 42, isPrivate: false }],
  ['/careers/job/private?pid=42', { kind: 'job', pid: 42, isPrivate: true }],
  ['/careers/job/private', { kind: 'job', pid: null, isPrivate: true }],
  ['/careers/job', { kind: 'job', pid: null, isPrivate: false }],
  ['/careers/job/abc', { kind: 'job', pid: null, isPrivate: false }],
  ['/careers/job/0', { kind: 'job', pid: null, isPrivate: false }],
  ['/careers/search?pid=42', { kind: 'search' }],
  ['/careers/jobs-in-berlin', { kind: 'search' }],
  ['/careers', { kind: 'search' }],
  ['/careers/offers', { kind: 'elsewhere' }],
  ['/careers/offer/7', { kind: 'elsewhere' }],
  ['/careers/dashboard?tab=events', { kind: 'elsewhere' }],
  ['/careers/apply?pid=42', { kind: 'elsewhere' }],
  ['/careers/login', { kind: 'elsewhere' }],
])('%s is %j', (href, page) => {
  expect(pageOf(href)).toEqual(page);
});
