import { buildCandidateLoginUrl } from './buildCandidateLoginUrl';

it('builds the full address with comma-joined pids and an encoded return address', () => {
  expect(
    buildCandidateLoginUrl({
      domain: 'acme.example',
      pids: [101, '202'],
      microsite: 'engineering',
      hl: 'es',
      next: 'https://careers.acme.example/careers/job/101?domain=acme.example&src=email',
    }),
  ).toBe(
    '/candidate/login?domain=acme.example&pid=101,202&microsite=engineering&hl=es' +
      '&next=https%3A%2F%2Fcareers.acme.example%2Fcareers%2Fjob%2F101%3Fdomain%3Dacme.example%26src%3Demail',
  );
});

it('leaves out empty optional parts', () => {
  expect(buildCandidateLoginUrl({ domain: 'acme.example', pids: [], microsite: '', next: '/careers/dashboard' })).toBe(
    '/candidate/login?domain=acme.example&next=%2Fcareers%2Fdashboard',
  );
});

it('reads back with URLSearchParams', () => {
  const url = new URL(buildCandidateLoginUrl({ domain: 'a&b', pids: ['x,y'], next: '/careers?q=1' }), 'http://x');
  expect(url.searchParams.get('domain')).toBe('a&b');
  expect(url.searchParams.get('pid')).toBe('x,y');
  expect(url.searchParams.get('next')).toBe('/careers?q=1');
});
