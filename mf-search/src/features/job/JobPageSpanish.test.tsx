import { screen } from '@testing-library/react';
import { createFakeTransport, englishShown, makeBootData, registeredTexts, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { makeDetails } from '../../testing/searchFixtures';
import { JobPage } from './JobPage';

// Issue 30: the job page in Spanish, with none of this remote's English left. The job's own words (title,
// description) are the company's and stay as written.

const routes = {
  'GET /api/pcsx/position_details': (req: { params?: Record<string, unknown> }) =>
    makeDetails(Number(req.params?.position_id), {
      name: 'Ingeniera de datos',
      description: 'Construirás cosas.',
      salary: { min: 90000, max: 120000, currency: 'EUR', unit: 'YEAR' as const },
    }),
  'GET /api/pcsx/match_details': () => Promise.reject(new TransportError('Session timed out.', { status: 401, code: 'session_timeout' })),
  'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [{ id: 8, name: 'Analista de datos', location: 'Madrid' }] } }),
  'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
};
const boot = () => makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } });

beforeEach(() => window.history.replaceState(null, '', '/careers/job/12'));

test('a job, in Spanish: the sections, salary, apply, save and the job cart', async () => {
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(routes), boot: boot(), locale: 'es' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ingeniera de datos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sobre el empleo' })).toBeInTheDocument();
  expect(screen.getByText('Salario')).toBeInTheDocument();
  expect(screen.getByText(/al año/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Postularme' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Guardar empleo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Añadir al carrito de empleos' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Analista de datos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Puestos similares' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('a job that does not exist, in Spanish', async () => {
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })),
  });
  renderWithProviders(<JobPage pid={999} navigate={jest.fn()} />, { transport, locale: 'es' });
  expect(await screen.findByText('Puesto no encontrado.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Detalles del empleo' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar empleos' })).toHaveAttribute('href', '/careers/search');
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('a job that fails to load, in Spanish', async () => {
  const transport = createFakeTransport({ ...routes, 'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Internal error', { status: 500, code: 'server_error' })) });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport, locale: 'es' });
  expect(await screen.findByText('No se pudieron cargar los detalles del puesto')).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('without a pid, in Spanish', () => {
  renderWithProviders(<JobPage pid={null} navigate={jest.fn()} />, { locale: 'es' });
  expect(screen.getByText('No se eligió ningún empleo. Busca empleos para encontrar uno.')).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});
