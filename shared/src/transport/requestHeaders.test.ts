import { pageParams, requestHeaders } from './requestHeaders';

test('the headers name the user, the group, the token and the zone; a JSON body says so; the caller may add or override', () => {
  const headers = requestHeaders({ csrfToken: 't', timezone: 'Europe/Madrid', user: { id: '7', groupId: 'acme.test' }, json: true }, { accept: 'text/csv' });
  expect(headers).toEqual({ accept: 'text/csv', 'x-csrf-token': 't', 'x-timezone': 'Europe/Madrid', 'x-user-id': '7', 'x-group-id': 'acme.test', 'content-type': 'application/json' });
});

test("every call names the page's language (x-locale) once the page has one, and none before", () => {
  expect(requestHeaders({ csrfToken: 't', timezone: 'UTC', locale: 'ar', user: null, json: false })['x-locale']).toBe('ar');
  expect(requestHeaders({ csrfToken: 't', timezone: 'UTC', locale: null, user: null, json: false })).not.toHaveProperty('x-locale');
});

test('a logged-out visitor sends no user id', () => {
  const headers = requestHeaders({ csrfToken: 't', timezone: 'UTC', user: { id: null, groupId: 'acme.test' }, json: false });
  expect(headers).not.toHaveProperty('x-user-id');
  expect(headers).not.toHaveProperty('content-type');
});

test('the page passes on its debug flag and its PDF server token', () => {
  document.head.innerHTML = '<meta name="pdf-server-token" content="pdf-1">';
  expect(pageParams('https://x.test/careers/search?debug=2')).toEqual({ pdf_server_token: 'pdf-1', debug: '2' });
  document.head.innerHTML = '';
  expect(pageParams('https://x.test/careers/search')).toEqual({});
});
