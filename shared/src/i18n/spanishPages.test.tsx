import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@careers/shared/i18n';
import { RemoteFallback } from '@careers/shared/mf';
import { englishShown, registeredTexts, renderWithProviders } from '@careers/shared/testing';
import { ErrorPage, StateScreen } from '@careers/shared/ui';
import { FormRenderer } from '../forms/FormRenderer';
import { oneSection } from '../forms/testing/renderForm';

// Issue 30: what the shared layer draws for a candidate shown Spanish is Spanish, every word of it. The form toolkit is
// the shared package's main page (apply, onboarding and forms pages all draw it).

const applyForm = oneSection([
  { name: 'first', label: 'Nombre', type: 'text', required: true },
  { name: 'email', label: 'Correo', type: 'email' },
  { name: 'why', label: 'Motivo', type: 'textarea', rules: [{ type: 'minLength', value: 20 }] },
  { name: 'cv', label: 'Currículum', type: 'file_upload' },
]);

test('the form toolkit speaks Spanish: its buttons and labels and its validation messages, plurals included', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FormRenderer definition={applyForm} onSubmit={jest.fn()} />, { locale: 'es' });
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  expect(screen.getByText('Elegir archivos')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'ada@');
  await user.tab();
  expect(screen.getByText('El correo electrónico no es válido. Usa el formato "nombre@ejemplo.com".')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Hola');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Nombre es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('Escribe al menos 20 caracteres.')).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('the loading, empty and error states and the 500 page are Spanish', async () => {
  const retry = jest.fn();
  render(
    <I18nProvider locale="es">
      <StateScreen state="loading" />
      <StateScreen state="empty" />
      <StateScreen state="error" onRetry={retry} />
      <ErrorPage isAdmin={false} contactEmail="empleo@acme.example" />
    </I18nProvider>,
  );
  expect(screen.getByText('No se encontraron datos')).toBeInTheDocument();
  expect(screen.getByText('Se produjo un error al obtener los datos')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contáctanos' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(retry).toHaveBeenCalled();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test("a remote that did not load says so in Spanish, and English where the page is English (its words as they were)", async () => {
  const { unmount } = render(
    <I18nProvider locale="es">
      <RemoteFallback remoteName="mf-offers" onRetry={jest.fn()} />
    </I18nProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Lo sentimos, esta parte de la página no se cargó.');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
  unmount();
  await act(async () => {
    render(<RemoteFallback remoteName="mf-offers" onRetry={jest.fn()} />);
  });
  expect(screen.getByRole('alert')).toHaveTextContent("Sorry, this part of the page didn't load.The rest of the page still works. You can try loading it again.Retry");
});
