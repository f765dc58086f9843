import { Type, type Static } from '@sinclair/typebox';
import { MAX_FILTER_VALUES } from '../search/searchQuery';
import { Dictionary, DomainField } from '../schemaParts';

/** POST /api/pcsx/job_alerts: a visitor asks for e-mail about new jobs of a search (double opt-in). */
export const SubscribeJobAlertBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  query: Type.Optional(Type.String({ maxLength: 200 })),
  location: Type.Optional(Type.String({ maxLength: 300 })),
  filters: Type.Optional(Dictionary(Type.Array(Type.String({ maxLength: 200 }), { maxItems: MAX_FILTER_VALUES }), { maxProperties: 20 })),
  domain: Type.Optional(DomainField),
});
export type SubscribeJobAlertBody = Static<typeof SubscribeJobAlertBody>;

/**
 * 202, whatever the address: the same answer for a new, an unconfirmed and a confirmed alert, so no
 * one learns who subscribed. A confirmation link goes to the address when one is due.
 */
export const SubscribeJobAlertResponse = Type.Object({ ok: Type.Literal(true), message: Type.String() });
export type SubscribeJobAlertResponse = Static<typeof SubscribeJobAlertResponse>;

/** The confirm and unsubscribe pages' forms (HTML, with the page's CSRF token as `_csrf`). */
export const AlertTokenBody = Type.Object({ token: Type.String({ maxLength: 200 }), _csrf: Type.Optional(Type.String({ maxLength: 200 })) });
export type AlertTokenBody = Static<typeof AlertTokenBody>;

export const AlertTokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), domain: Type.Optional(DomainField) });
export type AlertTokenQuery = Static<typeof AlertTokenQuery>;
