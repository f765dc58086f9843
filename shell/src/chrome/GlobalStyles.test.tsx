import { renderWithProviders } from '@careers/shared/testing';
import { GlobalStyles } from './GlobalStyles';

// jsdom draws no text, so the rules themselves are read: what each script's lines break by (issues 30 and 31).
const pageCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

test("lines break as each script is typeset: Japanese and Chinese with kinsoku, Korean between words", () => {
  renderWithProviders(<GlobalStyles />);
  const css = pageCss().replace(/\s+/g, '');
  expect(css).toContain(':lang(ja),:lang(zh){line-break:strict;}');
  expect(css).toContain(':lang(ko){word-break:keep-all;}');
});
