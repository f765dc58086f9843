import { makeBootData } from '@careers/shared/testing';
import { readBoot } from './readBoot';
import { readCsrfMeta } from './readCsrfMeta';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('parses the boot block', () => {
  const boot = makeBootData({ domain: 'globex.example' });
  document.body.innerHTML = `<script type="application/json" id="careers-boot">${JSON.stringify(boot)}</script>`;
  expect(readBoot()).toEqual(boot);
});

it('says what is wrong when the page has no boot block', () => {
  expect(() => readBoot()).toThrow('Boot data is missing: the page has no #careers-boot block');
});

it('reads the CSRF meta tag, or an empty string without one', () => {
  expect(readCsrfMeta()).toBe('');
  document.head.innerHTML = '<meta name="csrf-token" content="abc">';
  expect(readCsrfMeta()).toBe('abc');
});
