import type { Updateable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { Candidates } from '../../db/tables';
import { invalidFields, ruleBroken, said, type Said } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { lockKey } from '../../db/database';
import { checkNameText, hasControlCharacter, text } from '../validation';
import { avatarFileIdOf } from './avatar';
import { newestFirst } from './newestFirst';
import { profileDetails } from './profileDetails';
import type { EditSection, ProfileDetails } from '@careers/shared/contracts/profile';

const MAX_SKILLS = 100;
const MAX_SKILL_LENGTH = 100;
const MAX_ENTRIES = 50;
const MAX_ENTRY_TEXT = 200;
const MAX_LOCATION_LENGTH = 200;
const MAX_YEARS = 70;

/** 'YYYY' or 'YYYY-MM' with a real month, years 1900-2100. */
const DATE = /^(19\d\d|20\d\d|2100)(-(0[1-9]|1[0-2]))?$/;

export interface ProfileEdit {
  section: EditSection;
  operation: 'add' | 'remove';
  value?: unknown;
  /** As sent: the schema does not coerce it (indexOf checks it). */
  index?: unknown;
  /** The entry at `index` as the page showed it, when sent: a list re-ordered meanwhile is refused. */
  entry?: unknown;
}

/** The highest index profile_edit accepts (lists keep at most MAX_ENTRIES; skills at most MAX_SKILLS). */
const MAX_INDEX = 999;

/**
 * The edit's index, or undefined when none was sent. Anything but a whole number 0..MAX_INDEX is
 * refused: taken as 0 (null, "0", false), it would change or remove the newest entry instead.
 */
function indexOf(edit: Pick<ProfileEdit, 'index'>): number | undefined {
  if (edit.index === undefined) return undefined;
  if (typeof edit.index !== 'number' || !Number.isInteger(edit.index) || edit.index < 0 || edit.index > MAX_INDEX) {
    throw invalid('index', 'Send the entry\'s index as a whole number from 0.');
  }
  return edit.index;
}

const invalid = (field: string, message: string | Said) => invalidFields({ [field]: message });

// No profile text field holds a control character (NUL, line breaks, tabs, escape, DEL …). `field` names the field
// for the catalogue's select (server.profileEdit.control): title, company, school, degree, skill, location.
const CONTROL_MESSAGE = (field: string): Said => said('server.profileEdit.control', { field });

function entryText(fields: Record<string, Said>, source: Record<string, unknown>, key: 'title' | 'company' | 'school' | 'degree'): string {
  const value = text(source[key]);
  if (!value) fields[key] = said('server.profileEdit.entryMissing', { field: key });
  else if (hasControlCharacter(value)) fields[key] = CONTROL_MESSAGE(key);
  else if (value.length > MAX_ENTRY_TEXT) fields[key] = said('server.profileEdit.entryTooLong', { field: key, max: MAX_ENTRY_TEXT });
  return value;
}

function entryDate(fields: Record<string, Said>, source: Record<string, unknown>, key: 'startDate' | 'endDate'): string | null {
  const raw = source[key];
  if (raw === undefined || raw === null || raw === '') return null;
  const value = text(raw);
  if (!DATE.test(value)) fields[key] = said('server.profileEdit.dateFormat', { field: key });
  return value;
}

function objectValue(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('value', 'Send the entry as an object.');
  return value as Record<string, unknown>;
}

function datesInOrder(fields: Record<string, Said>, start: string | null, end: string | null): void {
  if (start && end && !fields.startDate && !fields.endDate && end < start) fields.endDate = said('server.profileEdit.datesOrder');
}

/** An experience entry checked field by field (422 naming each bad field). */
export function checkExperience(value: unknown): { title: string; company: string; start_date: string | null; end_date: string | null } {
  const source = objectValue(value);
  const fields: Record<string, Said> = {};
  const title = entryText(fields, source, 'title');
  const company = entryText(fields, source, 'company');
  const start = entryDate(fields, source, 'startDate');
  const end = entryDate(fields, source, 'endDate');
  datesInOrder(fields, start, end);
  if (Object.keys(fields).length) throw invalidFields(fields);
  return { title, company, start_date: start, end_date: end };
}

export function checkEducation(value: unknown): { school: string; degree: string; start_date: string | null; end_date: string | null } {
  const source = objectValue(value);
  const fields: Record<string, Said> = {};
  const school = entryText(fields, source, 'school');
  const degree = entryText(fields, source, 'degree');
  const start = entryDate(fields, source, 'startDate');
  const end = entryDate(fields, source, 'endDate');
  datesInOrder(fields, start, end);
  if (Object.keys(fields).length) throw invalidFields(fields);
  return { school, degree, start_date: start, end_date: end };
}

function checkSkill(value: unknown): string {
  const skill = text(value).replace(/\s+/g, ' ');
  if (!skill) throw invalid('value', said('server.profileEdit.skillMissing'));
  if (hasControlCharacter(text(value))) throw invalid('value', CONTROL_MESSAGE('skill'));
  if (skill.length > MAX_SKILL_LENGTH) throw invalid('value', said('server.profileEdit.skillTooLong', { max: MAX_SKILL_LENGTH }));
  return skill;
}

/** Adds skills the candidate does not list yet (case aside); the list stays within MAX_SKILLS. */
export async function addSkills(trx: Tx, candidate: Pick<Candidate, 'domain' | 'id'>, skills: string[]): Promise<string[]> {
  const current = await trx.selectFrom('candidate_skills').select('skill').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).execute();
  const have = new Set(current.map((s) => s.skill.toLowerCase()));
  const added: string[] = [];
  for (const skill of skills) {
    if (have.has(skill.toLowerCase())) continue;
    have.add(skill.toLowerCase());
    added.push(skill);
  }
  if (current.length + added.length > MAX_SKILLS) throw invalid('value', said('server.profileEdit.tooManySkills', { max: MAX_SKILLS }));
  if (added.length) await trx.insertInto('candidate_skills').values(added.map((skill) => ({ domain: candidate.domain, candidate_id: candidate.id, skill }))).execute();
  return added;
}

type ListTable = 'candidate_experience' | 'candidate_education';

const GONE = said('server.profileEdit.entryGone');

/** The fields an entry is shown with, by the names the profile answers (ExperienceEntry, EducationEntry). */
const SHOWN_FIELDS: Record<ListTable, ReadonlyArray<[string, string]>> = {
  candidate_experience: [['title', 'title'], ['company', 'company'], ['startDate', 'start_date'], ['endDate', 'end_date']],
  candidate_education: [['school', 'school'], ['degree', 'degree'], ['startDate', 'start_date'], ['endDate', 'end_date']],
};

type ListRow = Record<string, unknown> & { id: number; start_date: string | null; end_date: string | null };

/** The rows in the order the profile shows them, so an `index` names the entry the candidate sees there. */
async function listRows(trx: Tx, table: ListTable, candidate: Pick<Candidate, 'domain' | 'id'>): Promise<ListRow[]> {
  const rows = await trx.selectFrom(table).selectAll().where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('position').orderBy('id').execute();
  return newestFirst(rows as ListRow[]);
}

/**
 * The id of the entry at `index`, which must still be the entry the page showed there (`shown`, when
 * sent): another tab's edit re-orders the newest-first list, and an index alone would then name another entry.
 */
function entryAt(table: ListTable, rows: ListRow[], index: number, shown: unknown): number {
  const row = rows[index];
  if (row === undefined) throw invalid('index', GONE);
  if (shown === undefined) return row.id;
  if (typeof shown !== 'object' || shown === null || Array.isArray(shown)) throw invalid('entry', 'Send the entry as an object.');
  const sent = shown as Record<string, unknown>;
  const same = SHOWN_FIELDS[table].every(([key, column]) => (sent[key] ?? null) === (row[column] ?? null));
  if (!same) throw invalid('index', GONE);
  return row.id;
}

/** Appends entries (or replaces the one at `index`, which must still be `shown` when that is given) in the candidate's list. */
export async function putEntry<T extends ListTable>(
  trx: Tx, table: T, candidate: Pick<Candidate, 'domain' | 'id'>,
  entry: T extends 'candidate_experience' ? ReturnType<typeof checkExperience> : ReturnType<typeof checkEducation>,
  index: number | undefined, now: Date, shown?: unknown,
): Promise<void> {
  const rows = await listRows(trx, table, candidate);
  if (index !== undefined) {
    const id = entryAt(table, rows, index, shown);
    await (trx as Tx).updateTable(table as 'candidate_experience').set(entry as never).where('id', '=', id).where('candidate_id', '=', candidate.id).execute();
    return;
  }
  if (rows.length >= MAX_ENTRIES) throw invalid('value', `A profile keeps at most ${MAX_ENTRIES} entries here. Remove some first.`);
  const position = rows.length;
  await trx.insertInto(table).values({ ...entry, domain: candidate.domain, candidate_id: candidate.id, position, created_at: now.toISOString() } as never).execute();
}

async function removeEntry(trx: Tx, table: ListTable, candidate: Pick<Candidate, 'domain' | 'id'>, index: number | undefined, shown: unknown): Promise<void> {
  if (index === undefined) throw invalid('index', 'Say which entry to remove.');
  const id = entryAt(table, await listRows(trx, table, candidate), index, shown);
  await trx.deleteFrom(table).where('id', '=', id).where('candidate_id', '=', candidate.id).execute();
  // Positions stay 0..n-1 in the order the entries were added (what breaks ties between equal dates).
  const added = await trx.selectFrom(table).select('id').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('position').orderBy('id').execute();
  for (const [position, { id: rowId }] of added.entries()) {
    await trx.updateTable(table as 'candidate_experience').set({ position }).where('id', '=', rowId).execute();
  }
}

/**
 * One change of the profile (spec §3 "Profile edit payload"), in one transaction under the
 * candidate's lock (two tabs editing at once do not interleave). Bad input: 422 naming the field.
 * E-mail is not a profile_edit section: changing it needs the password (settings).
 */
export async function editProfile(db: Db, candidate: Candidate, edit: ProfileEdit, now = new Date()): Promise<ProfileDetails> {
  const who = { domain: candidate.domain, id: candidate.id };
  const index = indexOf(edit);
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `profile:${candidate.domain}:${candidate.id}`);
    const set = (values: Updateable<Candidates>) =>
      trx.updateTable('candidates').set(values).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
    switch (edit.section) {
      case 'name': {
        if (edit.operation === 'remove') throw invalid('op_section', said('server.profileEdit.nameNotRemovable'));
        const source = objectValue(edit.value);
        const fields: Record<string, Said> = {};
        const firstName = text(source.firstName);
        const lastName = text(source.lastName);
        checkNameText(fields, 'firstName', firstName, 'first name');
        checkNameText(fields, 'lastName', lastName, 'last name');
        if (Object.keys(fields).length) throw invalidFields(fields);
        await set({ first_name: firstName, last_name: lastName });
        return;
      }
      case 'location': {
        if (edit.operation === 'remove') {
          await set({ location: null });
          return;
        }
        if (typeof edit.value !== 'string') throw invalid('value', said('server.profileEdit.locationNotText'));
        const location = text(edit.value);
        if (!location) throw invalid('value', said('server.profileEdit.locationMissing'));
        if (hasControlCharacter(location)) throw invalid('value', CONTROL_MESSAGE('location'));
        if (location.length > MAX_LOCATION_LENGTH) throw invalid('value', said('server.profileEdit.locationTooLong', { max: MAX_LOCATION_LENGTH }));
        await set({ location });
        return;
      }
      case 'avatar': {
        if (edit.operation === 'add') throw invalid('op_section', said('server.profileEdit.photoUpload'));
        const current = await trx.selectFrom('candidates').select('avatar').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow();
        await set({ avatar: null });
        const fileId = avatarFileIdOf(current.avatar);
        if (fileId !== null) await trx.deleteFrom('form_files').where('id', '=', fileId).where('candidate_id', '=', candidate.id).where('domain', '=', candidate.domain).execute();
        return;
      }
      case 'experience_years': {
        if (edit.operation === 'remove') {
          await set({ experience_years: null });
          return;
        }
        const years = typeof edit.value === 'string' && /^\d{1,3}$/.test(edit.value.trim()) ? Number(edit.value.trim()) : edit.value;
        if (typeof years !== 'number' || !Number.isInteger(years) || years < 0 || years > MAX_YEARS) {
          throw invalid('value', said('server.profileEdit.yearsRange', { max: MAX_YEARS }));
        }
        await set({ experience_years: years });
        return;
      }
      case 'skills': {
        if (edit.operation === 'add') {
          await addSkills(trx, who, [checkSkill(edit.value)]);
          return;
        }
        const skills = await trx.selectFrom('candidate_skills').select('skill').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('skill').execute();
        const target = edit.value !== undefined ? skills.find((s) => s.skill.toLowerCase() === text(edit.value).toLowerCase())?.skill
          : index !== undefined ? skills[index]?.skill : undefined;
        if (target === undefined) throw invalid('value', said('server.profileEdit.skillNotListed'));
        await trx.deleteFrom('candidate_skills').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('skill', '=', target).execute();
        return;
      }
      case 'experience':
        if (edit.operation === 'add') await putEntry(trx, 'candidate_experience', who, checkExperience(edit.value), index, now, edit.entry);
        else await removeEntry(trx, 'candidate_experience', who, index, edit.entry);
        return;
      case 'education':
        if (edit.operation === 'add') await putEntry(trx, 'candidate_education', who, checkEducation(edit.value), index, now, edit.entry);
        else await removeEntry(trx, 'candidate_education', who, index, edit.entry);
        return;
      default:
        throw ruleBroken('invalid_request', 'Unknown profile section.');
    }
  });
  return profileDetails(db, who);
}
