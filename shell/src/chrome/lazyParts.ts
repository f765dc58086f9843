// The chrome's parts that wait in chunks of their own (see lazyPart): none of them is on the first view of a
// page a visitor usually opens, and together they were ~40% of the shell's own start-up module work at 4x CPU
// (the login form alone ~90 ms, mostly the first use of the shared modules only it needs).
import type { LoginModalProps } from './LoginModal';
import type { LoginPageProps } from './LoginPage';
import { lazyPart } from './lazyPart';

// The login modal's chunk is prefetched (downloaded at the lowest priority, not run): run at start-up, or once the
// page was usable, its shared modules' set-up and module code were two long tasks (236 and 141 ms at 4x CPU) on
// every page of a visitor who never opens it. A press of Log in runs it from the cache; a hover or focus of the
// button runs it ahead of the press (Navbar).
// The prefetch link is in the server's page (entry.json's `prefetch`, routes/shell.ts), not webpackPrefetch:
// added by main.js while it ran, Chromium spent 300–430 ms in that one request's set-up at 4x CPU, inside
// main.js's first long task (CDP traces of the job page); the same link in the HTML cost 15–36 ms.
export const LoginModalPart = lazyPart<LoginModalProps>(() =>
  import(/* webpackChunkName: "login-modal" */ './LoginModal').then((m) => m.LoginModal),
);
export const LoginPagePart = lazyPart<LoginPageProps>(() => import(/* webpackChunkName: "login-page" */ './LoginPage').then((m) => m.LoginPage));
export const ProfileBootstrappingPart = lazyPart<object>(() =>
  import(/* webpackChunkName: "profile-bootstrapping" */ './ProfileBootstrapping').then((m) => m.ProfileBootstrapping),
);
export const OnboardingGatePart = lazyPart<{ reload?: () => void }>(() => import(/* webpackChunkName: "onboarding" */ './OnboardingGate').then((m) => m.OnboardingGate));
