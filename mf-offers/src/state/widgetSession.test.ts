import { sessionStore } from '@careers/shared/state';
import { startWidgetSession } from './widgetSession';

test("the widget's session has the company and who is logged in from the boot call, and no profile", () => {
  startWidgetSession({ groupId: 'acme.example', isLoggedIn: true });
  expect(sessionStore.domain).toBe('acme.example');
  expect(sessionStore.user).toEqual({ groupId: 'acme.example', isLoggedIn: true, is_admin: false, id: null });
  expect(sessionStore.profile).toBeNull();

  startWidgetSession({ groupId: 'other.example', isLoggedIn: false });
  expect(sessionStore.domain).toBe('other.example');
  expect(sessionStore.user.isLoggedIn).toBe(false);
});
