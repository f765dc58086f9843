import type { DomainSettings } from '../../contracts/domainSettings';
import { eventJson, renderNotification, type NotificationEvent } from '../../services/notificationEvents';
import { searchPagePath } from '@careers/shared/location/searchPagePath';
import type { StoredSearch } from '../../services/alerts/matchSearch';
import { inRowChunks } from '../chunked';
import type { Tx } from '../database';
import { DEMO_FORMS } from './demoForms';
import type { PositionRef, SeededOffer } from './activity';

/**
 * A product event the candidate was notified about, by reference into their plan (the first
 * offer, the second document of it …); seeding turns it into the real event.
 */
type DemoEvent =
  | { type: 'offer_extended'; offer: number }
  | { type: 'offer_document_ready'; offer: number; document: number }
  | { type: 'interview_scheduled'; interview: number }
  | { type: 'application_submitted'; application: number }
  /** A form by id: the candidate's assignment of it must still be open (seedDemoForms). */
  | { type: 'form_assigned'; form: string }
  /** One of the candidate's saved searches (plan.savedSearches), named and linked as the alerts do. */
  | { type: 'saved_search_matches'; search: number; count: number }
  | { type: 'welcome' };

export interface NotificationPlan {
  event: DemoEvent;
  hoursAgo: number;
  /** Seen in the opened bell. */
  viewed: boolean;
  /** Clicked implies viewed: clicking needs an open bell. */
  clicked: boolean;
}

/** What the candidate's plan already created, for events to point at. */
export interface SeededActivity {
  applied: PositionRef[];
  interviews: Array<{ position: PositionRef; startsAt: Date }>;
  offers: SeededOffer[];
  savedSearches: StoredSearch[];
}

/**
 * Stores the candidate's notifications as notify() would for these events (the product's templates,
 * so the demo shows the real wording and links), already marked as seen or clicked where the plan says.
 */
export async function seedNotifications(
  db: Tx,
  candidate: { domain: string; id: number; fullName: string; now: Date },
  seeded: SeededActivity,
  plans: readonly NotificationPlan[],
): Promise<void> {
  const pick = <T>(list: T[], index: number, what: string): T => {
    const item = list[index];
    if (item === undefined) throw new Error(`Demo plan: no ${what} #${index} for ${candidate.fullName}.`);
    return item;
  };
  const toEvent = (event: DemoEvent): NotificationEvent => {
    switch (event.type) {
      case 'offer_extended': {
        const offer = pick(seeded.offers, event.offer, 'offer');
        return { type: 'offer_extended', offerId: offer.id, positionName: offer.position.title };
      }
      case 'offer_document_ready': {
        const offer = pick(seeded.offers, event.offer, 'offer');
        const document = pick(offer.documents, event.document, 'offer document');
        return { type: 'offer_document_ready', offerId: offer.id, documentId: document.id, documentName: document.name, positionName: offer.position.title };
      }
      case 'interview_scheduled': {
        const interview = pick(seeded.interviews, event.interview, 'interview');
        return { type: 'interview_scheduled', positionName: interview.position.title, startsAt: interview.startsAt };
      }
      case 'application_submitted':
        return { type: 'application_submitted', positionName: pick(seeded.applied, event.application, 'application').title };
      case 'form_assigned': {
        const form = DEMO_FORMS.find(({ definition }) => definition.id === event.form)?.definition;
        if (!form) throw new Error(`Demo plan: no form ${event.form} for ${candidate.fullName}.`);
        return { type: 'form_assigned', formName: form.title, url: '/careers/forms/center' };
      }
      case 'saved_search_matches': {
        const search = pick(seeded.savedSearches, event.search, 'saved search');
        return { type: 'saved_search_matches', search, count: event.count, url: searchPagePath(search) };
      }
      default:
        return event;
    }
  };

  const row = await db.selectFrom('domains').select(['id', 'name', 'config_json']).where('id', '=', candidate.domain).executeTakeFirstOrThrow();
  const company = { id: row.id, name: row.name, settings: JSON.parse(row.config_json) as DomainSettings };
  // As notify(): a company with in-app notifications off gets none.
  if (!company.settings.configs.notificationsConfig.enableCandidateInappNotifications) return;
  const rows = plans.map((plan) => {
    const event = toEvent(plan.event);
    const n = renderNotification(event, company);
    return {
      domain: candidate.domain,
      candidate_id: candidate.id,
      category_title: n.categoryTitle,
      message: n.message,
      event_json: eventJson(event),
      created_at: new Date(candidate.now.getTime() - plan.hoursAgo * 3_600_000).toISOString(),
      is_viewed: plan.viewed || plan.clicked ? 1 : 0,
      is_clicked: plan.clicked ? 1 : 0,
      redirect_url: n.redirectUrl,
      notification_type: n.notificationType,
    };
  });
  await inRowChunks(rows, (piece) => db.insertInto('notifications').values(piece).execute());
}
