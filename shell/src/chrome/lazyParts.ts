// The chrome's parts that wait in chunks of their own (see lazyPart): none of them is on the first view of a
// page a visitor usually opens, and together they were ~40% of the shell's own start-up module work at 4x CPU
// (the login form alone ~90 ms, mostly the first use of the shared modules only it needs).
import type { LoginModalProps } from './LoginModal';
import type { LoginPageProps } from './LoginPage';
import { lazyPart } from './lazyPart';

export const LoginModalPart = lazyPart<LoginModalProps>(() => import(/* webpackChunkName: "login-modal" */ './LoginModal').then((m) => m.LoginModal));
export const LoginPagePart = lazyPart<LoginPageProps>(() => import(/* webpackChunkName: "login-page" */ './LoginPage').then((m) => m.LoginPage));
export const ProfileBootstrappingPart = lazyPart<object>(() =>
  import(/* webpackChunkName: "profile-bootstrapping" */ './ProfileBootstrapping').then((m) => m.ProfileBootstrapping),
);
export const OnboardingGatePart = lazyPart<{ reload?: () => void }>(() => import(/* webpackChunkName: "onboarding" */ './OnboardingGate').then((m) => m.OnboardingGate));
