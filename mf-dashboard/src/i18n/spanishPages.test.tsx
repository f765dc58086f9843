import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { en as sharedEnglish, type Messages } from '@careers/shared/i18n';
import { createFakeTransport, englishShown, makeBootData, packageEnglish, registeredTexts, renderWithProviders } from '@careers/shared/testing';
import type { AccountSettings, ProfileDetails } from '@careers/shared/contracts';
import spanish from './locales/es';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ExportResumePage } from '../features/exportResume/ExportResumePage';
import { application, boot, draft, fail, resetDashboard, routes } from '../testing/dashboardFixtures';

// The remote's pages drawn in Spanish (issue 30): the candidate reads its headings, buttons and states in Spanish, and
// no English text of its catalogues (or the shared one) is left on them. The server's own words (a stage's name, the
// next step, a nudge) come with its answers; here they are given in Spanish, as a Spanish candidate's session gets them.

/**
 * What each catalogue module registers, passed on to the page's registry too (so the pages still find their texts).
 * A function declaration: the mock, hoisted above the imports, calls it while they load.
 */
function mockRegistered(): Array<[string, Messages]> {
  const self = mockRegistered as typeof mockRegistered & { list?: Array<[string, Messages]> };
  return (self.list ??= []);
}
jest.mock('@careers/shared/i18n', () => {
  const actual = jest.requireActual<typeof import('@careers/shared/i18n')>('@careers/shared/i18n');
  return {
    ...actual,
    registerCatalogue: (locale: string, messages: Messages) => {
      mockRegistered().push([locale, messages]);
      actual.registerCatalogue(locale, messages);
    },
  };
});

let english: Messages;
beforeAll(async () => {
  english = { ...sharedEnglish, ...(await packageEnglish(join(__dirname, '..'), mockRegistered())) };
});
beforeEach(resetDashboard);

/** The English of the catalogues still on a page drawn in Spanish (the shared check, with this remote's English). */
const englishOn = (root: HTMLElement) => englishShown(root, { english, translated: { ...registeredTexts('es').translated, ...spanish } });

const spanishServer = () =>
  routes({
    'GET /api/pcsx/dashboard/nudges': () => ({
      data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Añade tu currículum para recibir empleos más acordes contigo.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] },
    }),
    'GET /api/pcsx/dashboard/applications': () => ({
      data: {
        applications: [
          application({
            stage: 'Entrevistas',
            next_step: 'Después de tus entrevistas, el equipo decide y te comunica el resultado.',
            timeline: [
              { status: 'Applied', stage: 'Candidatura recibida', at: '2026-11-01T10:00:00.000Z' },
              { status: 'In review', stage: 'Entrevista con selección', at: '2026-11-05T10:00:00.000Z' },
              { status: 'Interviewing', stage: 'Entrevistas', at: '2026-11-10T10:00:00.000Z' },
            ],
          }),
        ],
        inactiveApplications: [],
      },
    }),
    'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [draft(21, 'Designer')], closedDraftApplications: [] } }),
    'GET /api/pcsx/dashboard/offers': () => ({
      data: { offers: [{ id: 5, position_name: 'Data Engineer', status: 'Extended', action_required: true, expires_at: '2099-01-10T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z', url: '/careers/offers/5' }] },
    }),
    'GET /api/pcsx/dashboard/referrals': () => ({
      data: { referrals: [{ id: 7, position: { id: 13, name: 'Analyst', location: 'Madrid, ES', archived_at: null }, referrer_name: 'Jordan Patel', status: 'In review', created_at: '2026-11-02T00:00:00.000Z' }] },
    }),
  });

test('the dashboard in Spanish: heading, sections, statuses, buttons and an empty list, no English left', async () => {
  const { container } = renderWithProviders(<DashboardPage layout="v2" />, {
    transport: createFakeTransport(spanishServer()),
    boot: boot(['applications', 'draft_applications', 'offers', 'referrals', 'events']),
    locale: 'es',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  expect(await screen.findByText('Jordan Patel', { exact: false })).toBeInTheDocument();
  expect(await screen.findByText('Recibida')).toBeInTheDocument();
  for (const name of ['Candidaturas activas', 'Borradores de candidatura', 'Ofertas', 'Recomendaciones', 'Eventos', 'Para ti']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByText('Estado: En entrevistas')).toBeInTheDocument();
  expect(screen.getByText('Próximo paso: Después de tus entrevistas, el equipo decide y te comunica el resultado.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retirar candidatura a Data Engineer' })).toHaveTextContent('Retirar candidatura');
  expect(screen.getByRole('link', { name: 'Continuar candidatura: Designer' })).toHaveTextContent('Continuar candidatura');
  expect(screen.getByRole('link', { name: 'Ver oferta de empleo: Data Engineer' })).toHaveTextContent('Ver oferta de empleo');
  expect(screen.getByText('Acción necesaria')).toBeInTheDocument();
  expect(screen.getByText(/^Recomendado por Jordan Patel · /)).toBeInTheDocument();
  expect(within(screen.getByTestId('referral')).getByText('En revisión')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Ir a tu perfil' }).length).toBeGreaterThan(0);
  // The events list is empty: it says so in Spanish.
  expect(within(screen.getByRole('region', { name: 'Eventos' })).getByText('No se encontraron datos')).toBeInTheDocument();
  expect(englishOn(container)).toEqual([]);
});

test('the same dashboard drawn in English is caught by the check (it looks at the page for real)', async () => {
  const { container } = renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(spanishServer()), boot: boot(['applications', 'offers']) });
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByText('Action required')).toBeInTheDocument();
  expect(englishOn(container)).toEqual(
    expect.arrayContaining(['Dashboard', 'Withdraw application', 'Status: %(status)s', 'Withdraw application for %(position)s', 'Action required', english['offers.expiresIn']]),
  );
});

test("a dashboard list that fails says so in Spanish, with a retry in Spanish", async () => {
  const { container } = renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/applications': fail })),
    boot: boot(['applications', 'draft_applications']),
    locale: 'es',
  });
  expect(await screen.findByText('Se produjo un error al obtener los datos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Secciones del panel' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Candidaturas', 'Borradores de candidatura']);
  expect(englishOn(container)).toEqual([]);
});

const PROFILE: ProfileDetails = {
  encId: 'e', firstName: 'Alex', lastName: 'Rivera', fullname: 'Alex Rivera', email: 'alex@demo.test', avatar: null, location: 'Madrid', hasResume: false,
  skills: [], experienceYears: 1, experience: [{ title: 'Analista', company: 'Blue Harbor', startDate: '2021-03', endDate: null }], education: [],
};
const profileServer = () =>
  createFakeTransport({
    'GET /api/pcsx/profile_details': () => ({ data: { profile: PROFILE } }),
    'GET /api/pcsx/resumes': () => ({ data: { resumes: [] } }),
    // The analysis' words are the server's: given in Spanish.
    'GET /api/pcsx/profile_analysis': () => ({
      data: { completion: 40, complete: [], missing: [{ section: 'education', label: 'Añade tu formación', why: 'Algunos puestos piden una titulación.' }] },
    }),
  });

test('the profile in Spanish: heading, sections, fields, buttons and empty lists, no English left', async () => {
  const { container } = renderWithProviders(<ProfilePage />, { transport: profileServer(), boot: makeBootData({ domain: 'demo.test', user: { isLoggedIn: true } }), locale: 'es' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
  expect(await screen.findByText('Analista')).toBeInTheDocument();
  for (const name of ['Sobre ti', 'Habilidades', 'Experiencia', 'Formación', 'Currículum']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toHaveValue('Alex');
  expect(screen.getByRole('button', { name: 'Añadir habilidad' })).toBeInTheDocument();
  expect(screen.getByText('mar 2021 – Actualidad')).toBeInTheDocument();
  expect(screen.getByText(/^Aún no tienes habilidades en tu perfil/)).toBeInTheDocument();
  expect(englishOn(container)).toEqual([]);
});

test('the export resume page in Spanish: its texts, the profile headings, the periods and the empty sections', async () => {
  const { container } = renderWithProviders(<ExportResumePage />, { transport: profileServer(), boot: makeBootData({ domain: 'demo.test' }), locale: 'es' });
  const preview = await screen.findByRole('article', { name: 'Vista previa del currículum' });
  expect(screen.getByRole('heading', { level: 1, name: 'Exportar currículum' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'edita tu perfil' })).toHaveAttribute('href', '/careers/profile');
  expect(screen.getByRole('link', { name: 'edita tu perfil' }).parentElement).toHaveTextContent(
    'Un currículum en PDF creado a partir de tu perfil. Para cambiar lo que dice, edita tu perfil.',
  );
  expect(screen.getByRole('link', { name: 'Descargar currículum en PDF' })).toBeInTheDocument();
  expect(preview).toHaveTextContent('1 año de experiencia');
  expect(preview).toHaveTextContent('Analista, Blue Harbor mar 2021 – Actualidad');
  expect(within(preview).getAllByText('No se encontraron datos')).toHaveLength(2);
  expect(englishOn(container)).toEqual([]);
});

test('the settings page in Spanish, no English of its own left', async () => {
  const settings: AccountSettings = {
    firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test', language: 'es', supportedLanguages: ['en', 'es'], defaultLanguage: 'en',
    notificationCategories: [{ id: 'jobs', label: 'Empleos', description: 'Nuevos empleos.', enabled: true }],
    keptAfterDeletion: 'Las ofertas que firmaste se conservan.', deleteConfirmation: 'ELIMINAR',
  };
  const { container } = renderWithProviders(<SettingsPage />, {
    transport: createFakeTransport({ 'GET /api/pcsx/account/settings': () => ({ data: settings }), 'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [] } }) }),
    boot: makeBootData({ domain: 'demo.test', user: { isLoggedIn: true } }),
    locale: 'es',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  expect(screen.getByLabelText('Escribe ELIMINAR para confirmar')).toBeInTheDocument();
  expect(englishOn(container)).toEqual([]);
});
