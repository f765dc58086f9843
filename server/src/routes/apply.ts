import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { loginRequired } from '../domainErrors';
import { requestLocale } from '../i18n/requestLocale';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import { apply } from '../services/forms/applications';
import { clientToday } from '../services/forms/clientToday';
import { ApplyBody, ApplyFormQuery, ApplyResponse } from '@careers/shared/contracts/forms';
import { isTrackingValue, TRACKING_PARAMS, type TrackingParams } from '@careers/shared/location/trackingValues';
import type { TypedApp } from './typedApp';
import { applyFormRead } from './firstViewReads';

/** Spec §2 /careers/apply: open to visitors only when the company allows logged-out apply. */
function mayApply(request: FastifyRequest, company: Domain): void {
  if (!request.candidate && !company.settings.configs.pcsxConfig.loggedOutApplyEnabled) throw loginRequired();
}

/**
 * The visit's tracking and referral parameters (spec §2; issue 14 #4), sent by the apply page. Each
 * is a short string; a longer one is a broken or hostile client and is refused. Values outside the
 * tracking charset are dropped, not refused: a mangled campaign link must never cost a candidate
 * their application.
 */
const TrackingBody = Type.Partial(
  Type.Object(Object.fromEntries(TRACKING_PARAMS.map((name) => [name, Type.String({ maxLength: 1000 })])) as Record<(typeof TRACKING_PARAMS)[number], ReturnType<typeof Type.String>>),
  { additionalProperties: false },
);
const ApplyWithTracking = Type.Composite([ApplyBody, Type.Object({ tracking: Type.Optional(TrackingBody) })]);
type ApplyWithTracking = Static<typeof ApplyWithTracking>;

/** The values worth keeping: trimmed, within the length and charset every careers page uses. */
function trackingOf(raw: ApplyWithTracking['tracking']): TrackingParams {
  const kept: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = raw?.[name]?.trim();
    if (value !== undefined && isTrackingValue(value)) kept[name] = value;
  }
  return kept;
}

/** The apply page: the company's application form for a position, and sending it. */
export async function applyRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Visitors may apply (loggedOutApplyEnabled) and every application stores files: a tight per-IP limit.
  const rateLimit = { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' };
  app.get(
    '/api/pcsx/apply_form',
    // No response schema: the form definition is free-form JSON (ApplyFormResponse types it for clients).
    { config: { public: true }, schema: { querystring: ApplyFormQuery } },
    async (request) => {
      mayApply(request, await requestDomain(ctx, request));
      // The read the apply page's first answer is made by too (routes/firstAnswers.ts).
      return applyFormRead(request.query.pid).read(ctx, request);
    },
  );

  // The body's type is named from the contract: its `values` is JSON Schema no type can be inferred from.
  app.post<{ Body: ApplyWithTracking; Reply: { 201: ApplyResponse } }>(
    '/api/pcsx/apply',
    { config: { public: true, rateLimit }, schema: { body: ApplyWithTracking, response: { 201: ApplyResponse } } },
    async (request, reply) => {
      const company = await requestDomain(ctx, request);
      mayApply(request, company);
      const today = clientToday(request.headers['x-timezone']);
      // Now by the server's clock (ctx.now, which tests move): a position past its valid_through is closed. A refused
      // answer's field messages are in the page's language, as the form showed them before sending.
      const applicationId = await apply(
        ctx.db, company.id, request.candidate, request.body.pid, request.body.values, new Date(ctx.now()), today, request.session?.idHash ?? null,
        trackingOf(request.body.tracking), requestLocale(company, request),
      );
      return reply.code(201).send({ ok: true, applicationId });
    },
  );
}
