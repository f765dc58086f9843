import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careers/shared/testing';
import { ErrorPage } from './ErrorPage';

const error = new Error('Cannot read properties of undefined');
error.stack = 'Error: Cannot read properties of undefined\n    at OfferCard (OfferCard.tsx:12:3)';

it('shows the title, apology, back link and contact link', () => {
  renderWithProviders(<ErrorPage isAdmin={false} error={error} contactEmail="careers@acme.example" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
  expect(
    screen.getByText("We're sorry — something went wrong on our side. Please try again in a moment."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to careers' })).toHaveAttribute('href', '/careers');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:careers@acme.example');
});

it('hides the stack from non-admins', () => {
  renderWithProviders(<ErrorPage isAdmin={false} error={error} contactEmail="careers@acme.example" />);
  expect(screen.queryByText(/OfferCard\.tsx/)).not.toBeInTheDocument();
  expect(screen.queryByText('Error details')).not.toBeInTheDocument();
});

it('shows the stack to admins', () => {
  renderWithProviders(<ErrorPage isAdmin error={error} contactEmail="careers@acme.example" backHref="/careers/search" />);
  expect(screen.getByText('Error details')).toBeInTheDocument();
  expect(screen.getByText(/at OfferCard \(OfferCard\.tsx:12:3\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to careers' })).toHaveAttribute('href', '/careers/search');
});
