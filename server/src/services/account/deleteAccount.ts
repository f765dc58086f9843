import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badInput, said } from '../../domainErrors';
import type { ServerI18n } from '../../i18n/serverI18n';
import type { Candidate } from '../candidates';
import { accountMail, CANDIDATE_TABLES } from './candidateRecords';
import { chunked } from '../../db/chunked';
import { forgetDevices } from '../loginThrottle';
import { confirmPassword, type PasswordCheckOptions } from './accountSettings';
import { deleteConfirmationOf, isDeleteConfirmation } from './deletionTexts';

/** The offers of the candidate that carry a signature: their evidence is kept. */
async function signedOfferIds(db: Db, candidate: Candidate): Promise<number[]> {
  const rows = await db
    .selectFrom('offers as o')
    .select('o.id')
    .where('o.domain', '=', candidate.domain)
    .where('o.candidate_id', '=', candidate.id)
    .where((eb) =>
      eb.or([
        eb('o.signed_at', 'is not', null),
        eb.exists(eb.selectFrom('offer_documents as d').select('d.id').whereRef('d.offer_id', '=', 'o.id').where((e) => e.or([e('d.signed', '=', 1), e('d.signed_at', 'is not', null)]))),
        eb.exists(
          eb.selectFrom('esign_results as r').innerJoin('offer_documents as d', 'd.id', 'r.document_id').select('r.document_id').whereRef('d.offer_id', '=', 'o.id').where('r.result', '=', 'signed'),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes the candidate's account after the password and the typed confirmation: every record of
 * CANDIDATE_TABLES goes, in one transaction, except the evidence of signed offers. When such evidence
 * exists the account row stays as its anchor with every personal field emptied (name, e-mail,
 * password, location, avatar, language) and `deleted_at` set; otherwise the row goes too. Either way
 * the e-mail is free to sign up again and no session of the account is left.
 */
export async function deleteAccount(
  db: Db,
  candidate: Candidate,
  input: { password?: unknown; confirmation?: unknown },
  options: PasswordCheckOptions & { now: number },
  i18n: ServerI18n,
): Promise<{ keptSignedOffers: number }> {
  if (typeof input.confirmation !== 'string' || !isDeleteConfirmation(input.confirmation)) {
    // The word of the language the answer is written in, which the page shows too.
    const typeIt = said('server.account.typeToConfirm', { word: deleteConfirmationOf(i18n) });
    throw badInput('confirmation_required', typeIt, { confirmation: typeIt });
  }
  await confirmPassword(db, candidate, input.password, options, 'password');
  return await db.transaction().execute(async (trx) => {
    const kept = await signedOfferIds(trx, candidate);
    // Found before the saved searches they name are deleted.
    const mailIds = (await accountMail(trx, candidate)).map((row) => Number(row.id));
    for (const [table, policy] of Object.entries(CANDIDATE_TABLES)) {
      const t = sql.table(table);
      if (policy.onDelete === 'delete' && policy.owner.kind === 'accountMail') {
        for (const piece of chunked(mailIds)) await sql`DELETE FROM ${t} WHERE domain = ${candidate.domain} AND id IN (${sql.join(piece)})`.execute(trx);
      } else if (policy.onDelete === 'delete') {
        // By candidate_id only: rows found by e-mail (a visitor's application) are not the account's.
        await sql`DELETE FROM ${t} WHERE domain = ${candidate.domain} AND candidate_id = ${candidate.id}`.execute(trx);
      } else if (policy.onDelete === 'evidence') {
        // NOT IN cannot be split into pieces; the list is one candidate's signed offers (each one made by the company), a handful.
        const keep = kept.length ? sql` AND ${sql.ref(table === 'offers' ? 'id' : 'offer_id')} NOT IN (${sql.join(kept)})` : sql``;
        await sql`DELETE FROM ${t} WHERE domain = ${candidate.domain} AND candidate_id = ${candidate.id}${keep}`.execute(trx);
      }
    }
    // The throttle's counters of this account's password checks.
    await trx.deleteFrom('login_attempts').where('domain', '=', candidate.domain).where('account_hash', '=', `settings:${candidate.id}`).execute();
    // The browsers known to the account's log-in throttle (keyed by its address, which is freed now).
    await forgetDevices(trx, candidate.domain, candidate.email);
    if (kept.length) {
      await trx
        .updateTable('candidates')
        .set({
          email: `deleted:${candidate.id}`, password_hash: '', first_name: '', last_name: '', location: null, avatar: null, language: null,
          has_resume: 0, is_admin: 0, role: 'candidate', experience_years: null, notifications_off_json: '[]', deleted_at: new Date(options.now).toISOString(),
        })
        .where('domain', '=', candidate.domain)
        .where('id', '=', candidate.id)
        .execute();
    } else {
      await trx.deleteFrom('candidates').where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
    }
    return { keptSignedOffers: kept.length };
  });
}
