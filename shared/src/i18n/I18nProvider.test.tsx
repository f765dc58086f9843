import { render, screen } from '@testing-library/react';
import { initSession } from '@careers/shared/state';
import { makeBootData } from '@careers/shared/testing';
import { I18nProvider, useI18n } from './I18nProvider';

function Empty() {
  return <p>{useI18n().t('shared.state.empty')}</p>;
}

it('uses English without a provider', () => {
  render(<Empty />);
  expect(screen.getByText('No data found')).toBeInTheDocument();
});

it('uses the locale it is given', () => {
  render(
    <I18nProvider locale="es">
      <Empty />
    </I18nProvider>,
  );
  expect(screen.getByText('No se encontraron datos')).toBeInTheDocument();
});

it('follows the session language among the supported ones when no locale is given', () => {
  initSession(makeBootData({ language: 'es', configs: { supportedLanguages: ['en', 'es'] } }));
  render(
    <I18nProvider>
      <Empty />
    </I18nProvider>,
  );
  expect(screen.getByText('No se encontraron datos')).toBeInTheDocument();
});
