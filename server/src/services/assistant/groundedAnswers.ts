import type { Db } from '../../db/database';
import { isRowId } from '../../db/rowIds';
import { isDomainError } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { isPositionClosed } from '../positions/isPositionClosed';
import { listOf } from '../positions/matchMessages';
import { jobUrl, salaryOf } from '../positions/positionDetails';
import { findPosition, positionsByIds, type PositionRecord } from '../positions/positionLookup';
import { listSavedPositions } from '../positions/savedPositions';
import { toSearchPosition } from '../search/positionView';
import { searchPositions } from '../search/searchPositions';
import type { Intent } from './messageIntent';
import type { AssistantReply, Citation } from '@careers/shared/contracts/assistant';

/** Everything an answer may draw on besides the database. */
export interface AnswerContext {
  db: Db;
  domain: Domain;
  candidate: Candidate | null;
  /** Position ids in the visitor's job cart. */
  cartIds: number[];
  /** The server's clock (ms, ctx.now): what the answers call closed is isPositionClosed at this moment. */
  now: number;
}

const LISTED = 5;

const citation = (p: { id: number; name: string; location: string }): Citation => ({ id: p.id, name: p.name, location: p.location, url: jobUrl(p.id) });

/** MM/DD/YYYY, the product's date format. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

function typeLabel(domain: Domain, type: string): string {
  const labels = domain.settings.configs.pcsxConfig.searchOptionsMap?.employment_type?.options?.labelMap ?? {};
  return Object.hasOwn(labels, type) ? (labels[type] as string) : type.toLowerCase().replace(/_/g, ' ');
}

/** The candidate's applications by position id, newest first. */
async function applicationsOf(db: Db, candidate: Candidate | null) {
  if (!candidate) return [];
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select(['a.position_id as id', 'p.title as name', 'p.location_name as location', 'a.status', 'a.stage', 'a.is_active as active', 'a.created_at as appliedAt'])
    .where('a.domain', '=', candidate.domain)
    .where('a.candidate_id', '=', candidate.id)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

const numbered = (lines: string[]) => lines.map((line, n) => `${n + 1}. ${line}`).join('\n');

async function applicationsAnswer({ db, candidate }: AnswerContext): Promise<AssistantReply> {
  if (!candidate) return { reply: 'Log in and I can tell you where each of your applications stands.', citations: [] };
  const all = await applicationsOf(db, candidate);
  if (all.length === 0) return { reply: 'You have not applied for any position yet. Tell me what you are looking for and I will find open roles.', citations: [] };
  const line = (a: (typeof all)[number]) => `${a.name} — ${a.location}: ${a.status} (${a.stage}), applied ${formatDate(a.appliedAt)}`;
  const active = all.filter((a) => a.active === 1);
  const closed = all.filter((a) => a.active !== 1);
  const parts: string[] = [];
  if (active.length) parts.push(`You have ${active.length} active ${active.length === 1 ? 'application' : 'applications'}:\n${numbered(active.map(line))}`);
  else parts.push('You have no active applications right now.');
  if (closed.length) parts.push(`Closed: ${closed.map((a) => `${a.name} (${a.status})`).join('; ')}.`);
  return { reply: parts.join('\n\n'), citations: all.map(citation) };
}

async function savedAnswer({ db, candidate, now }: AnswerContext): Promise<AssistantReply> {
  if (!candidate) return { reply: 'Log in to see the jobs you saved.', citations: [] };
  const saved = await listSavedPositions(db, candidate, now);
  if (saved.length === 0) return { reply: 'You have not saved any jobs yet. Use the save button on a position to keep it for later.', citations: [] };
  const lines = saved.map((p) => `${p.name} — ${p.location}${p.is_closed ? ' (closed)' : ''}`);
  return { reply: `You saved ${saved.length} ${saved.length === 1 ? 'job' : 'jobs'}:\n${numbered(lines)}`, citations: saved.map(citation) };
}

async function cartAnswer({ db, domain, cartIds, now }: AnswerContext): Promise<AssistantReply> {
  const found = await positionsByIds(db, domain.id, cartIds);
  const positions = cartIds.flatMap((id) => (found.has(id) ? [found.get(id) as PositionRecord] : []));
  if (positions.length === 0) return { reply: 'Your job cart is empty. Add positions to it from the search results and I can compare them for you.', citations: [] };
  const isClosed = (p: PositionRecord) => isPositionClosed(p, now);
  const lines = positions.map((p) => `${p.title} — ${p.location_name} (${p.department}, ${typeLabel(domain, p.employment_type)})${isClosed(p) ? ', no longer open' : ''}`);
  const closed = positions.filter(isClosed).length;
  const note = closed ? `\n\n${closed === 1 ? 'One of them is' : `${closed} of them are`} closed; remove ${closed === 1 ? 'it' : 'them'} to keep your cart current.` : '';
  return {
    reply: `Your job cart has ${positions.length} ${positions.length === 1 ? 'position' : 'positions'}:\n${numbered(lines)}${note}`,
    citations: positions.map((p) => citation({ id: p.id, name: p.title, location: p.location_name })),
  };
}

async function positionAnswer({ db, domain, candidate, now }: AnswerContext, id: number): Promise<AssistantReply> {
  // A number no row can have ("#999999999999999") is not asked of the database (see isRowId).
  const p = isRowId(id) ? await findPosition(db, domain.id, id) : null;
  if (!p) return { reply: `I could not find a position with the number ${id} at ${domain.name}.`, citations: [] };
  const salary = salaryOf(p);
  const { skills } = toSearchPosition(p, [], null);
  const applied = (await applicationsOf(db, candidate)).find((a) => a.id === p.id);
  const closed = isPositionClosed(p, now);
  const facts = [
    `${p.title} is ${closed ? 'closed' : 'open'}: ${typeLabel(domain, p.employment_type)}, ${p.department}, ${p.location_name}${p.is_remote ? ' (remote)' : ''}.`,
    `Posted ${formatDate(p.posted_at)}${p.valid_through && !closed ? `, open until ${formatDate(p.valid_through)}` : ''}.`,
    salary ? `Pay: ${salary.min.toLocaleString('en-US')}–${salary.max.toLocaleString('en-US')} ${salary.currency} a year.` : '',
    skills.length ? `Skills: ${listOf(skills)}.` : '',
    applied ? `You applied on ${formatDate(applied.appliedAt)}; status: ${applied.status} (${applied.stage}).` : '',
  ];
  return { reply: facts.filter(Boolean).join('\n'), citations: [citation({ id: p.id, name: p.title, location: p.location_name })] };
}

async function runSearch(ctx: AnswerContext, query: string, location: string) {
  try {
    return await searchPositions(ctx.db, ctx.domain, ctx.candidate, { query, location, start: 0, filters: {} });
  } catch (error) {
    // A place the engine cannot use ("current location" without one): search everywhere instead.
    if (isDomainError(error, 'bad_input') && location) return null;
    throw error;
  }
}

async function searchAnswer(ctx: AnswerContext, intent: Extract<Intent, { kind: 'search' }>): Promise<AssistantReply> {
  const applied = new Map((await applicationsOf(ctx.db, ctx.candidate)).map((a) => [a.id, a]));
  const what = intent.query ? `“${intent.query}”` : 'open positions';
  const where = intent.locationLabel === 'remote' ? ' (remote)' : intent.locationLabel ? ` in ${intent.locationLabel}` : '';
  let result = await runSearch(ctx, intent.query, intent.location);
  let intro: string;
  if (result && result.count > 0) {
    intro = `I found ${result.count} open ${result.count === 1 ? 'position' : 'positions'} for ${what}${where}.`;
  } else {
    const placeMissed = intent.location !== '';
    result = placeMissed ? await runSearch(ctx, intent.query, '') : result;
    if (!result || result.count === 0) {
      return {
        reply: `I found no open positions for ${what}${where}. Try fewer or broader words, or ask me about another place.`,
        citations: [],
      };
    }
    intro = `I found no open positions for ${what}${where}, but there ${result.count === 1 ? 'is 1' : `are ${result.count}`} elsewhere.`;
  }
  const top = result.positions.slice(0, LISTED);
  const lines = top.map((p) => {
    const mine = applied.get(p.id);
    return `${p.name} — ${p.location}${p.is_remote ? ' (remote)' : ''} (${p.department}, ${typeLabel(ctx.domain, p.employment_type)})${mine ? ` — you applied on ${formatDate(mine.appliedAt)}` : ''}`;
  });
  const more = result.count > top.length ? `Here are the best ${top.length}:` : 'Here they are:';
  return {
    reply: `${intro} ${more}\n${numbered(lines)}\n\nOpen one to read the details and apply, or tell me more about what you want.`,
    citations: top.map(citation),
  };
}

function helpAnswer({ domain, candidate }: AnswerContext): AssistantReply {
  const mine = candidate ? ', tell you where your applications stand, list the jobs you saved' : '';
  return {
    reply: `I can find open positions at ${domain.name}${mine} and go through your job cart. Try “data engineer in Berlin”, “remote designer jobs” or “what is in my cart?”.`,
    citations: [],
  };
}

/** The built-in assistant's answer to `intent`, from this company's data only. */
export async function groundedAnswer(ctx: AnswerContext, intent: Intent): Promise<AssistantReply> {
  switch (intent.kind) {
    case 'applications':
      return applicationsAnswer(ctx);
    case 'saved':
      return savedAnswer(ctx);
    case 'cart':
      return cartAnswer(ctx);
    case 'position':
      return positionAnswer(ctx, intent.id);
    case 'search':
      return searchAnswer(ctx, intent);
    case 'help':
      return helpAnswer(ctx);
  }
}
