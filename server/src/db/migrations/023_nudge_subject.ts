import type { Migration } from './types';

// What a nudge is about, as data (issue 24): `nudges.subject` names the profile section a
// 'complete_profile' nudge asks for (a ProfileSection: 'avatar', 'skills', 'resume', 'experience_years',
// 'experience', 'education', 'location'). NULL asks for the whole profile (or, for other kinds, nothing
// in particular). The dashboard decides whether a nudge is done from this column
// (services/dashboard/nudgeDone.ts); reading the sentence at request time let a reworded nudge slip through.
//
// Existing rows are classified once, here, by the words their sentence names, with the rules the
// dashboard used until now, first match wins ('Add a photo … interviews' is about the photo):
const WORDS: ReadonlyArray<readonly [subject: string, phrase: string]> = [
  ['avatar', 'photo'],
  ['skills', 'skills'],
  ['resume', 'resume'],
  ['experience_years', 'years of experience'],
  ['experience', 'experience'],
  ['education', 'education'],
  ['location', 'location'],
];

// Whole words, the same on both engines without regular expressions: the lower-cased sentence with its
// punctuation turned into spaces and a space at each end, searched for ' phrase '.
const PUNCTUATION = ['.', ',', '!', '?', ':', ';', '(', ')', '"', "'", '-', '/'];
const padded = PUNCTUATION.reduce((sql, mark) => `REPLACE(${sql}, '${mark.replace(/'/g, "''")}', ' ')`, 'LOWER(message)');
const backfill = `
UPDATE nudges SET subject = CASE
${WORDS.map(([subject, phrase]) => `  WHEN ' ' || ${padded} || ' ' LIKE '% ${phrase} %' THEN '${subject}'`).join('\n')}
END
WHERE kind = 'complete_profile';
`;

const sql = `
ALTER TABLE nudges ADD COLUMN subject TEXT;
${backfill}`;

export const nudgeSubject: Migration = {
  version: 23,
  name: 'nudge_subject',
  sqlite: sql,
  postgres: sql,
};
