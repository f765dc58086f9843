import { screen, within } from '@testing-library/react';
import { englishShown, registeredTexts } from '@careers/shared/testing';
import { makeSearchResponse } from '../../testing/searchFixtures';
import { refused, renderSearchPage } from './testSearchPage';

// Issue 30: a candidate shown Spanish reads the search page in Spanish, every state of it, with none of this remote's
// English left. Filter names and job titles are the company's words (its configuration and positions), not the page's:
// a Spanish company's are given here in Spanish. The match's explanation is written by the server
// (server/src/services/positions/matchMessages.ts, English today): a server answering in Spanish is faked here.

const spanishCompany = (count: number, start = 0) => {
  const answer = makeSearchResponse(count, start);
  const names: Record<string, string> = { department: 'Departamento', location: 'Ubicación' };
  const allFilters = answer.filterDef.allFilters.map((filter) => ({ ...filter, displayName: names[filter.filterName] ?? filter.displayName }));
  return { ...answer, filterDef: { allFilters } };
};

const spanishMatch = {
  score: 0.82,
  isStrongMatch: true,
  threshold: 0.7,
  matchedSkills: ['TypeScript'],
  missingSkills: ['Kubernetes'],
  experience: { candidateYears: 6, requiredYears: 5, meets: true },
  explanation: ['Tienes 1 de las 2 habilidades que pide este empleo.'],
};

test('the search page with results, in Spanish: heading, search form, filters, results, pages and details', async () => {
  renderSearchPage({
    locale: 'es',
    routes: {
      'GET /api/pcsx/search': (req) => spanishCompany(25, Number(req.params?.start ?? 0)),
      'GET /api/pcsx/match_details': () => ({ data: spanishMatch }),
    },
  });
  expect(await screen.findByText('25 empleos encontrados')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Empleo en Acme' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Buscar empleos' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Puesto, habilidad o palabra clave' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Ubicación' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Resultados de la búsqueda/ })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Página siguiente' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Detalles del puesto' });
  await within(details).findByText('You will build things.');
  expect(within(details).getByRole('button', { name: 'Guardar empleo' })).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Postularme' })).toBeInTheDocument();
  expect(await within(details).findByRole('heading', { name: 'Cómo encajas' })).toBeInTheDocument();
  expect(within(details).getByText('Gran coincidencia')).toBeInTheDocument();
  expect(within(details).getByText('82% de coincidencia')).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('a search that finds nothing, in Spanish', async () => {
  renderSearchPage({
    locale: 'es',
    url: '/careers/search?query=devops',
    routes: {
      'GET /api/pcsx/search': () => {
        const none = spanishCompany(0);
        return { ...none, resultsMetaData: { ...none.resultsMetaData, query: 'devops' } };
      },
    },
  });
  expect(await screen.findByText('No se encontraron empleos para «devops»')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ver todos los empleos' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('a search that fails, in Spanish', async () => {
  renderSearchPage({ locale: 'es', routes: { 'GET /api/pcsx/search': () => refused('Unknown filter value') } });
  expect(await screen.findByText('No se pudieron cargar los puestos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Empezar una búsqueda nueva' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('the check finds English the page still shows', async () => {
  renderSearchPage({ routes: { 'GET /api/pcsx/search': () => spanishCompany(25) } });
  expect(await screen.findByText('25 jobs found')).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual(expect.arrayContaining(['{count, plural, one {# job found} other {# jobs found}}', 'Search']));
});
