import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { theme } from '@careers/shared/theme';
import { cardSurface } from './cardSurface';

test('a card is a bordered, rounded box with the theme padding', () => {
  render(
    <ThemeProvider theme={theme}>
      <div data-testid="card" css={cardSurface} />
    </ThemeProvider>,
  );
  const card = getComputedStyle(screen.getByTestId('card'));
  expect(card.borderStyle).toBe('solid');
  expect(card.borderRadius).toBe(`${theme.radii.md}px`);
  expect(card.padding).toBe(`${theme.spacing.md}px`);
});
