import { closeLoginModal, completeLogin, loginModalStore, openLoginModal } from './loginModalStore';

it('opens with the default allowed route and closes cleanly', () => {
  const action = jest.fn();
  openLoginModal({ pendingAction: action });
  expect(loginModalStore).toMatchObject({ isOpen: true, allowedRoutes: ['login'], skipRefresh: false });
  expect(loginModalStore.pendingAction).toBe(action);
  closeLoginModal();
  expect(loginModalStore).toMatchObject({ isOpen: false, pendingAction: null, allowedRoutes: ['login'] });
});

it('runs the pending action on an allowed route, then refreshes, then clears', async () => {
  const order: string[] = [];
  openLoginModal({ pendingAction: async () => void order.push('action'), allowedRoutes: ['jobs', 'singlePosition'] });
  await completeLogin('singlePosition', () => order.push('reload'));
  expect(order).toEqual(['action', 'reload']);
  expect(loginModalStore).toMatchObject({ isOpen: false, pendingAction: null });
});

it('does not run the pending action on other routes, but still refreshes', async () => {
  const action = jest.fn();
  const reload = jest.fn();
  openLoginModal({ pendingAction: action });
  await completeLogin('dashboard', reload);
  expect(action).not.toHaveBeenCalled();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('runs on the login route by default', async () => {
  const action = jest.fn();
  openLoginModal({ pendingAction: action });
  await completeLogin('login', () => {});
  expect(action).toHaveBeenCalledTimes(1);
});

it('skips the refresh when asked', async () => {
  const action = jest.fn();
  const reload = jest.fn();
  openLoginModal({ pendingAction: action, allowedRoutes: ['jobs'], skipRefresh: true });
  await completeLogin('jobs', reload);
  expect(action).toHaveBeenCalledTimes(1);
  expect(reload).not.toHaveBeenCalled();
  expect(loginModalStore.isOpen).toBe(false);
});

it('still refreshes and clears when the pending action fails', async () => {
  const reload = jest.fn();
  openLoginModal({ pendingAction: () => Promise.reject(new Error('save failed')) });
  await expect(completeLogin('login', reload)).rejects.toThrow('save failed');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(loginModalStore.isOpen).toBe(false);
});
