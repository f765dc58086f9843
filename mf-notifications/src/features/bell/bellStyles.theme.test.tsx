import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { closeButton, tab } from './bellStyles';

// The bell panel's tabs and × draw the company's theme (tabs and system UI sections, issue 32); by default as before.
const draw = (theme?: ReturnType<typeof themedDocument>) =>
  renderWithProviders(
    <div role="tablist">
      <button type="button" role="tab" aria-selected="true" css={tab}>All</button>
      <button type="button" role="tab" aria-selected="false" css={tab}>Action required</button>
      <button type="button" css={closeButton}>Close</button>
    </div>,
    { boot: makeBootData(theme ? { theme } : {}) },
  );

test("the panel's tabs and close button in the theme's sections", () => {
  const theme = themedDocument('tabs', { textColour: '#4a4a4a', activeTextColour: '#7b2cbf', indicatorColour: '#e85d04' });
  theme.sections.system_ui_buttons = { ...theme.sections.system_ui_buttons!, backgroundColour: '#202020', textColour: '#ffffff' };
  draw(theme);
  expect(screen.getByRole('tab', { name: 'All' })).toHaveStyle({ color: '#7b2cbf', borderBottomColor: '#e85d04' });
  expect(screen.getByRole('tab', { name: 'Action required' })).toHaveStyle({ color: '#4a4a4a' });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ background: '#202020', color: '#ffffff' });
});

test('default: the active tab blue, the others muted, a bare ×', () => {
  draw();
  expect(screen.getByRole('tab', { name: 'All' })).toHaveStyle({ color: '#0b5cb5' });
  expect(screen.getByRole('tab', { name: 'Action required' })).toHaveStyle({ color: '#545d6b' });
  expect(screen.getByRole('button', { name: 'Close' })).not.toHaveStyle({ background: '#202020' });
});
