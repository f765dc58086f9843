import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careers/shared/testing';
import { Button } from './Button';

it('does not submit a surrounding form unless asked', () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={onSubmit}>
      <Button>Back to offer</Button>
      <Button type="submit" variant="primary">
        Submit signed offer
      </Button>
    </form>,
  );
  screen.getByRole('button', { name: 'Back to offer' }).click();
  expect(onSubmit).not.toHaveBeenCalled();
  screen.getByRole('button', { name: 'Submit signed offer' }).click();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
