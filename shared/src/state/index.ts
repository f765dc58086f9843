export { sessionStore, initSession, setSession } from './sessionStore';
export type { SessionState } from './sessionStore';
export { loginModalStore, openLoginModal, closeLoginModal, completeLogin } from './loginModalStore';
export type { LoginModalState } from './loginModalStore';
export { toastStore, showToast, dismissToast, TOAST_DURATIONS } from './toastStore';
export type { Toast, ToastKind } from './toastStore';
