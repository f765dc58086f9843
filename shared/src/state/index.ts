export { defineStore, resetStores } from './defineStore';
export { sessionStore, initSession, setSession } from './sessionStore';
export type { SessionState } from './sessionStore';
export { loginModalStore, openLoginModal, closeLoginModal, completeLogin } from './loginModalStore';
export type { LoginModalState, LoginReason } from './loginModalStore';
export { toastStore, showToast, dismissToast, TOAST_DURATIONS } from './toastStore';
export type { Toast, ToastKind } from './toastStore';
