import { act, render, screen } from '@testing-library/react';
import { initSession } from '@careers/shared/state';
import { makeBootData } from '@careers/shared/testing';
import { I18nProvider, useI18n } from './I18nProvider';
import { showLocale } from './localeStore';

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

it('follows the shown locale when no locale is given: the session language, once shown, and a later change at once', async () => {
  initSession(makeBootData({ language: 'es', configs: { supportedLanguages: ['en', 'es'] } }));
  render(
    <I18nProvider>
      <Empty />
    </I18nProvider>,
  );
  expect(screen.getByText('No data found')).toBeInTheDocument();
  await act(() => showLocale());
  expect(screen.getByText('No se encontraron datos')).toBeInTheDocument();
  await act(() => showLocale('en'));
  expect(screen.getByText('No data found')).toBeInTheDocument();
});
