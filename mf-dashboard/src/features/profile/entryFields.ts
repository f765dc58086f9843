/** The two lists of the profile that hold entries. */
export type EntryKind = 'experience' | 'education';

/** An entry's text field: its name in profile_edit, and the message keys of its label and of the checks' words. */
interface EntryField {
  name: string;
  label: string;
  missing: string;
  tooLong: string;
}

/**
 * Each kind's two text fields and its message keys. The texts are whole sentences, not words put together
 * ('Enter the ' + 'job title'), so a translation can be whole too.
 */
export const ENTRY_FIELDS: Record<EntryKind, { heading: string; empty: string; add: string; editForm: string; main: EntryField; second: EntryField }> = {
  experience: {
    heading: 'profile.experience.heading', empty: 'profile.experience.empty', add: 'profile.experience.add', editForm: 'profile.experience.editForm',
    main: { name: 'title', label: 'profile.experience.title', missing: 'profile.experience.titleMissing', tooLong: 'profile.experience.titleTooLong' },
    second: { name: 'company', label: 'profile.experience.company', missing: 'profile.experience.companyMissing', tooLong: 'profile.experience.companyTooLong' },
  },
  education: {
    heading: 'profile.education.heading', empty: 'profile.education.empty', add: 'profile.education.add', editForm: 'profile.education.editForm',
    main: { name: 'degree', label: 'profile.education.degree', missing: 'profile.education.degreeMissing', tooLong: 'profile.education.degreeTooLong' },
    second: { name: 'school', label: 'profile.education.school', missing: 'profile.education.schoolMissing', tooLong: 'profile.education.schoolTooLong' },
  },
};
