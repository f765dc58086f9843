import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { theme } from '@careers/shared/theme';
import { controlStyles } from './controlStyles';

test('a control (here a select) is a finger-sized target with a solid edge', () => {
  render(
    <ThemeProvider theme={theme}>
      <select aria-label="Language" css={controlStyles} />
    </ThemeProvider>,
  );
  const control = getComputedStyle(screen.getByRole('combobox', { name: 'Language' }));
  expect(control.minHeight).toBe('44px');
  expect(control.borderStyle).toBe('solid');
});
