import { Type, type Static } from '@sinclair/typebox';
import { BootProfile } from '../boot/bootData';
import { DomainField, Nullable, RowId, StringEnum } from '../schemaParts';

/** One job in the candidate's history; dates are 'YYYY-MM' (or 'YYYY'); no end date: the current job. */
export const ExperienceEntry = Type.Object({
  title: Type.String(),
  company: Type.String(),
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
});
export type ExperienceEntry = Static<typeof ExperienceEntry>;

export const EducationEntry = Type.Object({
  school: Type.String(),
  degree: Type.String(),
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
});
export type EducationEntry = Static<typeof EducationEntry>;

/** Spec §3 Profile (the boot fields, one definition) plus what the profile page edits. */
export const ProfileDetails = Type.Object({
  ...BootProfile.properties,
  skills: Type.Array(Type.String()),
  experienceYears: Nullable(Type.Integer()),
  experience: Type.Array(ExperienceEntry),
  education: Type.Array(EducationEntry),
});
export type ProfileDetails = Static<typeof ProfileDetails>;

/** GET /api/pcsx/profile_details. */
export const ProfileDetailsResponse = Type.Object({ data: Type.Object({ profile: ProfileDetails }) });
export type ProfileDetailsResponse = Static<typeof ProfileDetailsResponse>;

export const PROFILE_SECTIONS = ['name', 'location', 'avatar', 'skills', 'experience_years', 'experience', 'education', 'resume'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** One thing the profile lacks, and why it matters for matching. */
export const MissingItem = Type.Object({
  section: StringEnum(PROFILE_SECTIONS),
  label: Type.String(),
  why: Type.String(),
});
export type MissingItem = Static<typeof MissingItem>;

/** GET /api/pcsx/profile_analysis: spec §3 "profile analysis (completion)". */
export const ProfileAnalysisResponse = Type.Object({
  data: Type.Object({
    /** 0..100, whole percent of the weighted sections that are filled. */
    completion: Type.Integer({ minimum: 0, maximum: 100 }),
    complete: Type.Array(StringEnum(PROFILE_SECTIONS)),
    missing: Type.Array(MissingItem),
  }),
});
export type ProfileAnalysisResponse = Static<typeof ProfileAnalysisResponse>;

export const EDIT_SECTIONS = ['name', 'location', 'avatar', 'skills', 'experience_years', 'experience', 'education'] as const;
export type EditSection = (typeof EDIT_SECTIONS)[number];

/**
 * POST /api/pcsx/profile_edit (spec §3/§7): `op_section`, `operation` add | remove, `op_data{value,index}`.
 * value by section: name `{ firstName, lastName }`; location a string; skills a string; experience_years
 * a whole number; experience an ExperienceEntry; education an EducationEntry. add with an index on a
 * list replaces that entry; remove takes the index (skills: the value or the index; avatar, location,
 * experience_years: nothing). With an index on a list, `entry` (an addition to the spec) is the entry
 * as shown, checked by the server.
 */
export const ProfileEditBody = Type.Object({
  op_section: StringEnum(EDIT_SECTIONS),
  operation: StringEnum(['add', 'remove'] as const),
  op_data: Type.Optional(Type.Object({
    value: Type.Optional(Type.Unknown()),
    // Typed as a number but accepted as any JSON by the schema: Fastify's ajv coerces types, so an
    // integer schema would turn null or "0" into 0 and remove the newest entry. The server checks it
    // (a whole number 0..999, else 422 naming `index`).
    index: Type.Optional(Type.Unsafe<number>({ description: 'A whole number from 0: the entry\'s place in the list as the profile shows it.' })),
    // The entry at `index` as the page showed it (experience and education): another tab may have
    // re-ordered the list since, and the server refuses a mismatch (422 on `index`) instead of changing
    // or removing whichever entry now sits there. Any JSON to the schema, for the reason above.
    entry: Type.Optional(Type.Unsafe<ExperienceEntry | EducationEntry>({ description: 'The entry at index as shown: its four fields.' })),
  }, { additionalProperties: false })),
  domain: Type.Optional(DomainField),
});
export type ProfileEditBody = Static<typeof ProfileEditBody>;

/** The answer the spec says profile_edit is read for: data.profile and data.avatar. */
export const ProfileEditResponse = Type.Object({ data: Type.Object({ profile: ProfileDetails, avatar: Nullable(Type.String()) }) });
export type ProfileEditResponse = Static<typeof ProfileEditResponse>;

/** A resume the candidate uploaded. */
export const ResumeSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
  created_at: Type.String(),
  url: Type.String(),
  confirmed_at: Nullable(Type.String()),
});
export type ResumeSummary = Static<typeof ResumeSummary>;

export const ResumesResponse = Type.Object({ data: Type.Object({ resumes: Type.Array(ResumeSummary) }) });
export type ResumesResponse = Static<typeof ResumesResponse>;

/** What reading the resume proposes, field by field, beside what the profile holds now. */
export const ResumeProposal = Type.Object({
  /** Skills of the company's vocabulary found in the resume that the profile does not list yet. */
  skills: Type.Object({ current: Type.Array(Type.String()), proposed: Type.Array(Type.String()) }),
  /** Jobs (title, company, dates) read from lines with a date range that the profile does not list yet. */
  experience: Type.Object({ current: Type.Array(ExperienceEntry), proposed: Type.Array(ExperienceEntry) }),
  /** Years of experience from those date ranges (overlaps counted once); null when none were found. */
  experienceYears: Type.Object({ current: Nullable(Type.Integer()), proposed: Nullable(Type.Integer()) }),
  /** Job titles found, most recent first (what the experience entries are titled). */
  titles: Type.Array(Type.String()),
});
export type ResumeProposal = Static<typeof ResumeProposal>;

/** POST /api/pcsx/upload_resume answer: spec §7 "reads candidate"; plus the resume and its proposal. */
export const UploadResumeResponse = Type.Object({
  candidate: ProfileDetails,
  resume: ResumeSummary,
  proposal: ResumeProposal,
});
export type UploadResumeResponse = Static<typeof UploadResumeResponse>;

/** GET /api/pcsx/resumes/:id/proposal: the stored proposal, recomputed against the profile as it is now. */
export const ResumeProposalResponse = Type.Object({ data: Type.Object({ resume: ResumeSummary, proposal: ResumeProposal }) });
export type ResumeProposalResponse = Static<typeof ResumeProposalResponse>;

export const ResumeParams = Type.Object({ id: RowId });
export type ResumeParams = Static<typeof ResumeParams>;

/** POST /api/pcsx/resumes/:id/confirm: the proposed items the candidate ticked; nothing else changes. */
export const ConfirmResumeBody = Type.Object({
  skills: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 })),
  experience: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 999 }), { maxItems: 100 })),
  experienceYears: Type.Optional(Type.Boolean()),
  domain: Type.Optional(DomainField),
});
export type ConfirmResumeBody = Static<typeof ConfirmResumeBody>;

export const ConfirmResumeResponse = Type.Object({ data: Type.Object({ profile: ProfileDetails, applied: Type.Array(Type.String()) }) });
export type ConfirmResumeResponse = Static<typeof ConfirmResumeResponse>;
