import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { BootData } from '../contracts/bootTypes';
import { DASHBOARD_LIST_PATHS, dashboardTabs, firstViewLists } from '@careers/shared/boot/dashboardFirstView';
import type { FirstAnswers } from '@careers/shared/boot/firstAnswersBlock';
import type { PageId } from '@careers/shared/location/routeTable';
import { drawnOptionLists } from '../services/forms/drawnOptionLists';
import type { ApplyFormResponse } from '@careers/shared/contracts/forms';
import { applyFormRead, dashboardListReads, offersRead, type FirstViewRead } from './firstViewReads';

// Lists whose times are written in the browser's time zone, which the API reads from the x-timezone header its
// calls carry and a page's request does not. The page carries them once the shell has kept the browser's zone in
// the careers_tz cookie (boot.timeZone, routes/shell.ts), written in that zone; before that the remote asks for them
// (the page would show them in UTC). mf-dashboard asks again if the browser is in another zone by then.
const IN_BROWSER_ZONE: ReadonlySet<string> = new Set(['interviews', 'events']);

const APPLY_FORM_PATH = '/api/pcsx/apply_form';

const OFFERS_PAGE = /^\/careers\/(?:offers|offer\/[1-9]\d{0,9})\/?$/;

/** The position an apply page's address names, read as mf-forms reads it (routing/pageOf.ts: the first pid, 1 to 15 digits, above 0). */
function applyPagePid(href: string): number | null {
  const raw = new URL(href, 'http://careers.invalid').searchParams.get('pid');
  return raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The reads a page's first view waits for, by their API path: the dashboard's first lists, the offers pages' and the apply page's one call. */
function readsOf(pageId: PageId, pathname: string, href: string, boot: BootData): [string, FirstViewRead][] {
  if (pageId === 'dashboard') {
    const lists = firstViewLists(href, dashboardTabs(boot.configs)).filter((list) => boot.timeZone !== undefined || !IN_BROWSER_ZONE.has(list));
    return lists.flatMap((list) => (list in dashboardListReads ? [[DASHBOARD_LIST_PATHS[list], dashboardListReads[list as keyof typeof dashboardListReads]]] : []));
  }
  // The offers list and an offer's own page (not its documents' pages): mf-offers/src/app.tsx starts this call there.
  if ((pageId === 'offers' || pageId === 'offer') && OFFERS_PAGE.test(pathname)) return [['/api/offer/offers', offersRead]];
  // The apply page's form (mf-forms/src/data/useApplyForm.ts), for the position its address names: the answer names
  // the position, and mf-forms takes it only for the pid it shows (the block's pathname holds no query).
  const pid = pageId === 'applyPage' ? applyPagePid(href) : null;
  if (pid !== null) return [[APPLY_FORM_PATH, applyFormRead(pid)]];
  return [];
}

/**
 * The answers the first view of a logged-in candidate's page asks for (issue 27), read as their GET routes
 * read them and serialized by the same response schemas, so the remote renders them without waiting one
 * round trip more after its scripts. Null for a visitor (except on the apply page, which a visitor may open when
 * the company allows logged-out apply: the caller checks), for a page that asks for nothing, or when a read
 * fails (the remote then asks the API, which says what went wrong).
 */
export async function firstAnswers(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, page: { pageId: PageId; pathname: string; href: string; boot: BootData }): Promise<FirstAnswers | null> {
  if (!request.candidate && page.pageId !== 'applyPage') return null;
  const reads = readsOf(page.pageId, page.pathname, page.href, page.boot);
  if (reads.length === 0) return null;
  try {
    // Read together, not one after the other: on PostgreSQL each read is a round trip (or several), and the reads
    // are independent, as the browser's own calls of them are (no snapshot across them: each API call reads the
    // rows as they are when it runs, so the page holds what those calls would answer).
    const entries = await Promise.all(reads.map(async ([path, { response, read }]) => {
      // The route's serializer drops what its schema does not name; this one is compiled from the same schema.
      const answer: unknown = JSON.parse(reply.compileSerializationSchema(response, '200')((await read(ctx, request)) as Record<string, unknown>));
      return [path, answer] as const;
    }));
    // In the order the first view asks for them (the block's keys keep it).
    const answers = Object.fromEntries(entries);
    // The apply form's select lists too, so its selects are drawn with their options (issue 27: 'Loading' without scripts).
    const applyForm = (answers[APPLY_FORM_PATH] as ApplyFormResponse | undefined)?.data;
    const optionLists = applyForm ? drawnOptionLists(applyForm.form, applyForm.values) : {};
    return { domain: page.boot.domain, pathname: page.pathname, answers, ...(Object.keys(optionLists).length ? { optionLists } : {}) };
  } catch (error) {
    request.log.warn({ err: error }, 'the page went without its first answers');
    return null;
  }
}
