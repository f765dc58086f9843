import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringOrNull } from '../schemaParts';
import { BootProfile, BootUser, OnboardingData } from './bootData';

/** GET /api/pcsx/session: who is here and where they stand; the boot block repeats it. */
export const SessionSummary = Type.Object({
  user: BootUser,
  profile: Nullable(BootProfile),
  onboarding: OnboardingData,
});
export type SessionSummary = Static<typeof SessionSummary>;

/** POST /api/pcsx/onboarding. */
export const OnboardingResponse = Type.Object({ ok: Type.Boolean(), isOnboarded: Type.Boolean() });
export type OnboardingResponse = Static<typeof OnboardingResponse>;

/** POST /api/pcsx/profile_bootstrap: the service checks each field and names the ones it refuses. */
export const ProfileBootstrapBody = Type.Object({
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  location: Type.Optional(StringOrNull()),
});
export type ProfileBootstrapBody = Static<typeof ProfileBootstrapBody>;

export const ProfileBootstrapResponse = Type.Object({ ok: Type.Boolean(), profile: BootProfile });
export type ProfileBootstrapResponse = Static<typeof ProfileBootstrapResponse>;
