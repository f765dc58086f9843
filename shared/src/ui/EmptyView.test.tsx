import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careers/shared/testing';
import { EmptyView } from './EmptyView';

test('a box with the spec text, or the caller’s', () => {
  const { rerender } = renderWithProviders(<EmptyView />);
  expect(screen.getByText('No data found').closest('div[data-state="empty"]')).toBeInTheDocument();
  rerender(<EmptyView message="No offers found" />);
  expect(screen.getByText('No offers found')).toBeInTheDocument();
});

test('compact: one line, no box', () => {
  renderWithProviders(<EmptyView compact />);
  const line = screen.getByText('No data found');
  expect(line).toHaveAttribute('data-state', 'empty');
  expect(line.tagName).toBe('P');
  expect(document.querySelector('div[data-state="empty"]')).toBeNull();
});
