import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders } from '@careers/shared/testing';
import { Banner } from './Banner';
import { Navbar } from './Navbar';

// The company writes its name and its banner in its own language, which may not be the page's: on an Arabic page an
// English banner must keep its full stop at its end, and an English name cut short by the navbar must lose its end
// ('Northwind L…'), not its start ('…hwind Labs', as a trial in Arabic at 320 px saw). Each runs in its own direction.
test("the company's banner and name take their direction from their own text, on a right-to-left page too", () => {
  document.documentElement.dir = 'rtl';
  try {
    const boot = makeBootData({ banner: { displayBanner: true, displayText: 'We are hiring: new roles every week.' } });
    renderWithProviders(
      <>
        <Banner />
        <Navbar pathname="/careers" onLogout={jest.fn()} />
      </>,
      { boot, locale: 'ar' },
    );
    expect(screen.getByText('We are hiring: new roles every week.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(boot.configs.company.name)).toHaveAttribute('dir', 'auto');
  } finally {
    document.documentElement.removeAttribute('dir');
  }
});
