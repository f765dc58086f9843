import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { DashboardTab } from './DashboardTab';

// The dashboard's tabs draw the company's theme (its tabs section, issue 32); by default what they drew before.
const draw = (theme?: ReturnType<typeof themedDocument>) =>
  renderWithProviders(
    <div role="tablist">
      <DashboardTab name="applications" href="/careers/dashboard" selected tabIndex={0} tabRef={jest.fn()} onKeyDown={jest.fn()} />
      <DashboardTab name="saved" href="/careers/dashboard" selected={false} tabIndex={-1} tabRef={jest.fn()} onKeyDown={jest.fn()} />
    </div>,
    { boot: makeBootData(theme ? { theme } : {}) },
  );

test("the tabs in the theme's colours", () => {
  draw(themedDocument('tabs', { backgroundColour: '#f7f7f7', textColour: '#4a4a4a', activeTextColour: '#7b2cbf', indicatorColour: '#e85d04' }));
  const [active, other] = screen.getAllByRole('tab');
  expect(active).toHaveStyle({ color: '#7b2cbf', borderBottomColor: '#e85d04', background: '#f7f7f7' });
  expect(other).toHaveStyle({ color: '#4a4a4a' });
});

test('default: the active tab blue, the others in the body text colour', () => {
  draw();
  const [active, other] = screen.getAllByRole('tab');
  expect(active).toHaveStyle({ color: '#0b5cb5', borderBottomColor: '#0b5cb5' });
  expect(other).toHaveStyle({ color: '#1d2330' });
});
