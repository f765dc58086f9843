import { badInput, conflict, invalidFields, loginRequired, notSignedIn, tooMany, unavailable, type FailureKind, DomainError } from './domainErrors';
import { httpErrorOf, STATUS_OF } from './errors';

// The one mapping of the services' failures to HTTP (issue 28): what a browser or an API caller receives.

test('each kind of failure has its status, and no two kinds share one', () => {
  const kinds = Object.keys(STATUS_OF) as FailureKind[];
  expect(kinds.map((kind) => httpErrorOf(new DomainError(kind, 'x', 'Message.')).status)).toEqual([400, 401, 403, 404, 409, 413, 415, 422, 429, 503]);
  expect(new Set(Object.values(STATUS_OF)).size).toBe(kinds.length);
});

test('an ended session carries the header the transport turns into the login modal; wrong credentials do not', () => {
  expect(httpErrorOf(loginRequired())).toMatchObject({ status: 401, code: 'login_required', message: 'Session timed out.', headers: { 'x-login-required': '1' } });
  expect(httpErrorOf(notSignedIn('invalid_credentials', 'Incorrect email or password.')).headers).toBeUndefined();
});

test('a known wait becomes Retry-After; the fields of a form stay beside the message', () => {
  expect(httpErrorOf(tooMany('too_many_attempts', 'Wait.', 8)).headers).toEqual({ 'retry-after': '8' });
  expect(httpErrorOf(unavailable('busy', 'Busy.')).headers).toBeUndefined();
  expect(httpErrorOf(invalidFields({ email: 'Enter a valid email address.', password: 'Too short.' }))).toMatchObject({
    status: 422, code: 'invalid_request', message: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.', password: 'Too short.' },
  });
  expect(httpErrorOf(conflict('account_exists', 'Exists.', { email: 'Exists.' })).fields).toEqual({ email: 'Exists.' });
  // A wrong current password is a 400 that still names its field (account settings, deleting the account).
  expect(httpErrorOf(badInput('wrong_password', 'Wrong.', { currentPassword: 'Wrong.' }))).toMatchObject({ status: 400, fields: { currentPassword: 'Wrong.' } });
});
