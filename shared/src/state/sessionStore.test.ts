import { makeBootData } from '@careers/shared/testing';
import { initSession, sessionStore, setSession } from './sessionStore';

it('fills the session from boot data', () => {
  const boot = makeBootData({ domain: 'globex.example', language: 'es', banner: { displayBanner: true, displayText: 'Pilot' } });
  initSession(boot);
  expect(sessionStore).toMatchObject({
    domain: 'globex.example',
    user: boot.user,
    profile: boot.profile,
    configs: boot.configs,
    onboarding: boot.onboarding,
    banner: { displayBanner: true, displayText: 'Pilot' },
    language: 'es',
  });
});

it('updates who is logged in without touching the rest', () => {
  initSession(makeBootData({ user: { isLoggedIn: false, id: null }, profile: null }));
  const logged = makeBootData();
  setSession({ user: logged.user, profile: logged.profile });
  expect(sessionStore.user).toEqual(logged.user);
  expect(sessionStore.profile).toEqual(logged.profile);
  expect(sessionStore.domain).toBe('acme.example');
});
