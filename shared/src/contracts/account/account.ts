import { Type, type Static } from '@sinclair/typebox';
import { Dictionary, DomainField, Nullable, StringEnum, StringOrNull } from '../schemaParts';

/** The in-app notification categories a candidate can turn off (server: account/notificationPreferences.ts). */
export const NOTIFICATION_CATEGORY_IDS = ['applications', 'interviews', 'offers', 'forms', 'jobs'] as const;
export const NotificationCategoryId = StringEnum(NOTIFICATION_CATEGORY_IDS);
export type NotificationCategoryId = Static<typeof NotificationCategoryId>;

export const NotificationCategory = Type.Object({
  id: NotificationCategoryId,
  label: Type.String(),
  description: Type.String(),
  enabled: Type.Boolean(),
});
export type NotificationCategory = Static<typeof NotificationCategory>;

/** GET /api/pcsx/account/settings. */
export const AccountSettings = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  language: Nullable(Type.String()),
  supportedLanguages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  notificationCategories: Type.Array(NotificationCategory),
  /** What deletion keeps, in the words the page shows. */
  keptAfterDeletion: Type.String(),
  /** The text typed to confirm a deletion. */
  deleteConfirmation: Type.String(),
});
export type AccountSettings = Static<typeof AccountSettings>;
export const AccountSettingsResponse = Type.Object({ data: AccountSettings });
export type AccountSettingsResponse = Static<typeof AccountSettingsResponse>;

/** POST /api/pcsx/account/profile: a changed e-mail needs currentPassword. */
export const UpdateAccountBody = Type.Object({
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  lastName: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  domain: Type.Optional(DomainField),
});
export type UpdateAccountBody = Static<typeof UpdateAccountBody>;
export const UpdateAccountResponse = Type.Object({
  data: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
});
export type UpdateAccountResponse = Static<typeof UpdateAccountResponse>;

/** POST /api/pcsx/account/password. */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 1000 }),
  newPassword: Type.String({ maxLength: 1000 }),
  domain: Type.Optional(DomainField),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /api/pcsx/account/notifications: `{ offers: false }` turns offers off; others stay. */
export const NotificationPreferencesBody = Type.Object({
  preferences: Dictionary(Type.Boolean(), { maxProperties: 20 }),
  domain: Type.Optional(DomainField),
});
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>;

/** POST /api/pcsx/account/language: one of supportedLanguages, or null for the company's default. */
export const LanguageBody = Type.Object({
  // `type: ['string', 'null']`, not an anyOf: with Fastify's type coercion an anyOf's string branch turned null into "".
  language: StringOrNull({ maxLength: 20 }),
  domain: Type.Optional(DomainField),
});
export type LanguageBody = Static<typeof LanguageBody>;

/** POST /api/pcsx/account/delete: the password and the typed confirmation. */
export const DeleteAccountBody = Type.Object({
  password: Type.String({ maxLength: 1000 }),
  confirmation: Type.String({ maxLength: 50 }),
  domain: Type.Optional(DomainField),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
export const DeleteAccountResponse = Type.Object({ ok: Type.Literal(true), keptSignedOffers: Type.Integer(), kept: Type.String() });
export type DeleteAccountResponse = Static<typeof DeleteAccountResponse>;
