import { applyHeadScripts } from './headScripts';

const scripts = {
  all: [{ src: 'https://analytics.example/tag.js' }],
  jobs: [{ inline: 'window.__jobsTag = 1' }],
  dashboard: [{ inline: 'window.__dashTag = 1' }],
};
const heads = () => [...document.head.querySelectorAll('script[data-head-script]')].map((s) => s.getAttribute('data-head-script'));

afterEach(() => {
  document.head.innerHTML = '';
});

test('a page gets its own scripts plus the ones for every page, with the nonce', () => {
  applyHeadScripts('jobs', scripts, 'n0nce');
  expect(heads()).toEqual(['all:0', 'jobs:0']);
  expect((document.head.querySelector('script[data-head-script="jobs:0"]') as HTMLScriptElement).nonce).toBe('n0nce');
});

test("moving to another page swaps the page's scripts and keeps the shared ones in place", () => {
  applyHeadScripts('jobs', scripts, '');
  const shared = document.head.querySelector('script[data-head-script="all:0"]');
  applyHeadScripts('dashboard', scripts, '');
  expect(heads()).toEqual(['all:0', 'dashboard:0']);
  expect(document.head.querySelector('script[data-head-script="all:0"]')).toBe(shared);
});
