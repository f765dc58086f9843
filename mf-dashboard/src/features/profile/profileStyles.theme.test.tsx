import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { pageHeading, profileAccent } from './profileStyles';

// The profile page's header draws the company's profile page section (issue 32); by default the plain heading it was.
const draw = (theme?: ReturnType<typeof themedDocument>) =>
  renderWithProviders(
    <>
      <h1 css={pageHeading}>Your profile</h1>
      <div data-testid="bar" css={(theme) => ({ background: profileAccent(theme) })} />
    </>,
    { boot: makeBootData(theme ? { theme } : {}) },
  );

test("the heading as a band in the theme's header colours, the completion bar in its accent", () => {
  draw(themedDocument('pcsx_profile_page', { headerBackgroundColour: '#0d3b66', headerTextColour: '#ffffff', accentColour: '#f95738' }));
  expect(screen.getByRole('heading', { name: 'Your profile' })).toHaveStyle({ background: '#0d3b66', color: '#ffffff' });
  expect(screen.getByTestId('bar')).toHaveStyle({ background: '#f95738' });
});

test('default: a plain heading, the completion bar green', () => {
  draw();
  expect(screen.getByRole('heading', { name: 'Your profile' })).not.toHaveStyle({ background: '#f5f7fa' });
  expect(screen.getByTestId('bar')).toHaveStyle({ background: '#1a7335' });
});
