import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { I18nProvider } from '@careers/shared/i18n';
import { renderWithProviders } from '@careers/shared/testing';
import { LoadingView } from './LoadingView';

const NEEDS_SCRIPTS = 'This list needs JavaScript. Please enable it and reload the page.';

test('a spinner announced as Loading, and no text for browsers without scripts unless asked', () => {
  renderWithProviders(<LoadingView />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(document.querySelector('[data-state="needs-scripts"]')).toBeNull();
});

test("the server's markup carries the text a browser without scripts reads, hidden where scripts run", () => {
  const html = renderToString(
    <I18nProvider locale="en">
      <LoadingView withoutScripts={NEEDS_SCRIPTS} />
    </I18nProvider>,
  );
  expect(html).toContain('data-state="loading"');
  expect(html).toMatch(new RegExp(`<p data-state="needs-scripts"[^>]*>${NEEDS_SCRIPTS}</p>`));
});

test('a browser with scripts shows the spinner alone', () => {
  renderWithProviders(<LoadingView withoutScripts={NEEDS_SCRIPTS} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByText(NEEDS_SCRIPTS)).not.toBeInTheDocument();
});
