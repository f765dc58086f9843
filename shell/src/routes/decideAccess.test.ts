import { decideAccess, type AccessContext } from './decideAccess';
import { matchRoute } from '@careers/shared/location';

const route = (path: string) => {
  const info = matchRoute(path);
  if (!info) throw new Error(`no route for ${path}`);
  return info;
};
const loggedOut: AccessContext = { isLoggedIn: false, isBootstrapped: false, isOnboarded: false, loggedOutApplyEnabled: true };
const ready: AccessContext = { isLoggedIn: true, isBootstrapped: true, isOnboarded: true, loggedOutApplyEnabled: true };

describe('decideAccess', () => {
  test('a protected route opened logged out asks for login', () => {
    expect(decideAccess(route('/careers/offers'), loggedOut)).toBe('login');
  });
  test('public routes show to visitors', () => {
    expect(decideAccess(route('/careers/search'), loggedOut)).toBe('show');
    expect(decideAccess(route('/careers/job/9'), loggedOut)).toBe('show');
  });
  test('apply is protected only when logged-out apply is disabled', () => {
    expect(decideAccess(route('/careers/apply'), loggedOut)).toBe('show');
    expect(decideAccess(route('/careers/apply'), { ...loggedOut, loggedOutApplyEnabled: false })).toBe('login');
  });
  test('a logged-in user who is not bootstrapped sees bootstrapping first, on any page', () => {
    expect(decideAccess(route('/careers/search'), { ...ready, isBootstrapped: false })).toBe('bootstrap');
  });
  test('a bootstrapped user who is not onboarded is onboarded', () => {
    expect(decideAccess(route('/careers/dashboard'), { ...ready, isOnboarded: false })).toBe('onboard');
  });
  test('a ready candidate sees protected pages', () => {
    expect(decideAccess(route('/careers/dashboard'), ready)).toBe('show');
  });
});
