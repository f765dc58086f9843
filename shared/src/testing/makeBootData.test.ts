import { makeBootData } from './makeBootData';

it('merges deep overrides into complete boot data', () => {
  const boot = makeBootData({ user: { is_admin: true }, configs: { loginSignupConfig: { candidateLoginEnabled: false } } });
  expect(boot.user).toEqual({ groupId: 'acme.example', isLoggedIn: true, is_admin: true, id: '1001' });
  expect(boot.configs.loginSignupConfig.candidateLoginEnabled).toBe(false);
  expect(boot.configs.company.name).toBe('Acme');
});

it('replaces arrays and accepts null', () => {
  const boot = makeBootData({ profile: null, configs: { supportedLanguages: ['fr'] } });
  expect(boot.profile).toBeNull();
  expect(boot.configs.supportedLanguages).toEqual(['fr']);
});

it('does not share objects between calls', () => {
  makeBootData().configs.gates.x = true;
  expect(makeBootData().configs.gates).toEqual({});
});
