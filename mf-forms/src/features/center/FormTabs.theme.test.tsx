import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { FormTabs } from './FormTabs';

// The forms center's tabs draw the company's theme (its tabs section, issue 32); by default what they drew before.
const tabs = [
  { id: 'all' as const, label: 'All', count: 3 },
  { id: 'open' as const, label: 'Open', count: 1 },
];
const draw = (theme?: ReturnType<typeof themedDocument>) =>
  renderWithProviders(<FormTabs tabs={tabs} selected="all" onSelect={jest.fn()} panelId="panel" idPrefix="t" />, { boot: makeBootData(theme ? { theme } : {}) });

test("the tabs in the theme's colours, the active one with its indicator", () => {
  draw(themedDocument('tabs', { textColour: '#4a4a4a', activeTextColour: '#7b2cbf', indicatorColour: '#e85d04' }));
  const [active, other] = screen.getAllByRole('tab');
  expect(active).toHaveStyle({ color: '#7b2cbf', borderBottomColor: '#e85d04' });
  expect(other).toHaveStyle({ color: '#4a4a4a' });
});

test('default: the active tab blue, the others in the body text colour', () => {
  draw();
  const [active, other] = screen.getAllByRole('tab');
  expect(active).toHaveStyle({ color: '#0b5cb5', borderBottomColor: '#0b5cb5' });
  expect(other).toHaveStyle({ color: '#1d2330' });
});
