import { closedApplyPage, closedApplyTitle } from './closedApplyPage';

test("the title of the closed apply page is its heading and the company's, with the position's name as written", () => {
  const name = `R&D <Lead> "Ops" O'Neil &amp; co`;
  const { html } = closedApplyPage(name, 'n0nce');
  expect(closedApplyTitle(html, 'Smith & Sons')).toBe(`Applications closed: ${name} | Careers at Smith & Sons`);
});

test("other slots' markup (a job's page, none) gives no title", () => {
  expect(closedApplyTitle('<div id="careers-remotes"><div data-remote="mf-search"><h1>Analyst</h1></div></div>', 'Acme')).toBeNull();
  expect(closedApplyTitle(undefined, 'Acme')).toBeNull();
});

test('in Spanish: heading, text, link and title in the page\'s language (issue 30)', () => {
  const { html } = closedApplyPage('Data Engineer', 'n0nce', 'es');
  expect(html).toContain('<h1>Candidaturas cerradas: Data Engineer</h1>');
  expect(html).toContain('Este puesto ya no acepta candidaturas.');
  expect(html).toContain('>Buscar más empleos</a>');
  expect(closedApplyTitle(html, 'Acme', 'es')).toBe('Candidaturas cerradas: Data Engineer | Empleo en Acme');
});
