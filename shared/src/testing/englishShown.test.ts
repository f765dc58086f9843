import { englishShown } from './englishShown';

const english = {
  'a.heading': 'Dashboard',
  'a.applied': 'Applied %(date)s',
  'a.withdrawFor': 'Withdraw application for %(title)s',
  'a.expires': '{count, plural, one {Expires in # day} other {Expires in # days}}',
  'a.close': 'Close',
  'a.no': 'No',
  'a.zoom': 'Zoom',
};
const translated = { 'a.heading': 'Panel', 'a.applied': 'Enviada el %(date)s', 'a.withdrawFor': 'Retirar la candidatura a %(title)s', 'a.expires': 'x', 'a.close': 'Cerrar', 'a.no': 'No', 'a.zoom': 'Zoom' };

afterEach(() => {
  document.body.innerHTML = '';
});

test('finds English catalogue texts, placeholders and plurals filled in, in text and in spoken attributes', () => {
  document.body.innerHTML =
    '<main><h1>Dashboard</h1><p>Applied 11/01/2026</p><button aria-label="Withdraw application for Analyst">x</button><p>Expires in 2 days</p><p title="Close">×</p></main>';
  expect(englishShown(document.body, { english, translated })).toEqual(['Dashboard', 'Applied %(date)s', 'Withdraw application for %(title)s', english['a.expires'], 'Close']);
});

test("lets the locale's own words pass, and those it writes as English does ('No', 'Zoom'), and job content", () => {
  document.body.innerHTML =
    '<main><h1>Panel</h1><p>Enviada el 11/01/2026</p><p>No</p><button>Zoom</button><p>Data Engineer</p><p>Dashboards team lead</p><script>Dashboard</script></main>';
  expect(englishShown(document.body, { english, translated })).toEqual([]);
});
