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

test("a page gets its own scripts, with the nonce; the server renders the ones for 'all'", () => {
  applyHeadScripts('jobs', scripts, 'n0nce');
  expect(heads()).toEqual(['jobs:0']);
  expect((document.head.querySelector('script[data-head-script="jobs:0"]') as HTMLScriptElement).nonce).toBe('n0nce');
});

test("moving to another page swaps the page's scripts; staying keeps them in place", () => {
  applyHeadScripts('jobs', scripts, '');
  const jobs = document.head.querySelector('script[data-head-script="jobs:0"]');
  applyHeadScripts('jobs', scripts, '');
  expect(document.head.querySelector('script[data-head-script="jobs:0"]')).toBe(jobs);
  applyHeadScripts('dashboard', scripts, '');
  expect(heads()).toEqual(['dashboard:0']);
});
