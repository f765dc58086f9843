import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { ApplyLink } from './ApplyLink';

// The job page's Apply draws the company's apply button section (issue 32); by default the primary blue it was.
const draw = (theme?: ReturnType<typeof themedDocument>) =>
  renderWithProviders(<ApplyLink id={7} label="Apply" navigate={jest.fn()} />, { boot: makeBootData(theme ? { theme } : {}) });

test("Apply in the theme's apply button colours", () => {
  draw(themedDocument('apply_button', { backgroundColour: '#d00000', textColour: '#fffff0' }));
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveStyle({ background: '#d00000', color: '#fffff0' });
});

test('default: white on the primary blue', () => {
  draw();
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveStyle({ background: '#0b5cb5', color: '#ffffff' });
});
