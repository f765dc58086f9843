import { notify, type NotificationEvent } from '../../services/notificationEvents';
import type { Db } from '../connection';
import type { PositionRef, SeededOffer } from './activity';

/**
 * A product event the candidate was notified about, by reference into their plan (the first
 * offer, the second document of it …); seeding turns it into the real event.
 */
export type DemoEvent =
  | { type: 'offer_extended'; offer: number }
  | { type: 'offer_document_ready'; offer: number; document: number }
  | { type: 'interview_scheduled'; interview: number }
  | { type: 'application_submitted'; application: number }
  | { type: 'form_assigned'; formName: string; url: string }
  | { type: 'saved_search_matches'; searchName: string; count: number; url: string }
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
}

/**
 * Creates the candidate's notifications through notify(), as the product does, so the demo shows
 * the real wording and links; then marks the ones the candidate has already seen or clicked.
 */
export function seedNotifications(
  db: Db,
  candidate: { domain: string; id: number; fullName: string; now: Date },
  seeded: SeededActivity,
  plans: readonly NotificationPlan[],
): void {
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
      default:
        return event;
    }
  };

  const markSeen = db.prepare('UPDATE notifications SET is_viewed = ?, is_clicked = ? WHERE id = ?');
  for (const plan of plans) {
    const at = new Date(candidate.now.getTime() - plan.hoursAgo * 3_600_000);
    const stored = notify(db, { domain: candidate.domain, candidateId: candidate.id, event: toEvent(plan.event), at });
    // null: the company turned in-app notifications off, so there is nothing to mark.
    if (stored) markSeen.run(plan.viewed || plan.clicked ? 1 : 0, plan.clicked ? 1 : 0, Number(stored.id));
  }
}
