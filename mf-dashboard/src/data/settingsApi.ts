import type { Transport } from '@careers/shared/transport';
import type {
  AccountSettingsResponse,
  ChangePasswordBody,
  DeleteAccountResponse,
  UpdateAccountBody,
  UpdateAccountResponse,
} from '@careers/shared/contracts';

// The account API behind /careers/settings (server: routes/account.ts). Every call names the company.

const withDomain = (domain: string) => (domain ? { domain } : {});

export const fetchSettings = (transport: Transport, domain: string) =>
  transport.get<AccountSettingsResponse>('/api/pcsx/account/settings', { params: withDomain(domain) });

export const updateAccount = (transport: Transport, domain: string, body: UpdateAccountBody) =>
  transport.post<UpdateAccountResponse>('/api/pcsx/account/profile', { ...body, ...withDomain(domain) });

export const changePassword = (transport: Transport, domain: string, body: ChangePasswordBody) =>
  transport.post<{ ok: true }>('/api/pcsx/account/password', { ...body, ...withDomain(domain) });

export const saveNotificationPreferences = (transport: Transport, domain: string, preferences: Record<string, boolean>) =>
  transport.post<AccountSettingsResponse>('/api/pcsx/account/notifications', { preferences, ...withDomain(domain) });

export const saveLanguage = (transport: Transport, domain: string, language: string | null) =>
  transport.post<AccountSettingsResponse>('/api/pcsx/account/language', { language, ...withDomain(domain) });

export const deleteAccount = (transport: Transport, domain: string, body: { password: string; confirmation: string }) =>
  transport.post<DeleteAccountResponse>('/api/pcsx/account/delete', { ...body, ...withDomain(domain) });

/** The address of the "download all my data" file (a plain GET: the browser saves the attachment). */
export const exportHref = (domain: string) => `/api/pcsx/account/export${domain ? `?domain=${encodeURIComponent(domain)}` : ''}`;

/** The message a failed call should show next to its form: the server's words for 4xx, else `fallback` (the catalogue's). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
