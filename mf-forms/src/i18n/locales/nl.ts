import type { Messages } from '@careers/shared/i18n';

/**
 * mf-forms's Dutch texts (nl), every feature's: loaded only for a visitor shown Dutch (loadLocale).
 * Dutch, informal "je": Dutch careers sites ("werken bij") and job boards address candidates with "je".
 * Terms (aanbod, sollicitatie, opgeslagen zoekopdracht, vacaturemelding, vacature, cv, gesprek) as in shared/src/i18n/glossaries/nl.json.
 */
export default {
  // i18n/formsMessages.ts
  'formsPage.title': '%(page)s | Werken bij %(company)s',
  'formsPage.status.open': 'Te doen',
  'formsPage.status.in_progress': 'Bezig',
  'formsPage.status.completed': 'Voltooid',
  'formsPage.center.heading': 'Formulieren',
  'formsPage.center.intro':
    'Formulieren die het bedrijf je heeft gevraagd in te vullen, en de formulieren die je hebt verstuurd.',
  'formsPage.center.tabs': 'Formulieren per status',
  'formsPage.center.all': 'Alle',
  'formsPage.center.tab': '%(label)s (%(count)s)',
  'formsPage.center.due': 'Uiterlijk %(date)s',
  'formsPage.center.overdue': 'Was uiterlijk %(date)s',
  'formsPage.center.updated': 'Laatst bijgewerkt op %(date)s',
  'formsPage.leave.confirm': 'Je hebt niet-opgeslagen wijzigingen. Deze pagina verlaten?',
  'formsPage.form.heading': 'Formulieren',
  'formsPage.form.none': 'Hier is geen formulier om in te vullen.',
  'formsPage.form.notFound': 'Dit formulier is niet gevonden. Misschien is het niet voor jou bedoeld.',
  'formsPage.form.loginRequired': 'Log in om dit formulier te openen.',
  'formsPage.form.logIn': 'Inloggen',
  'formsPage.form.saved': 'Je antwoorden zijn opgeslagen. Je kunt het formulier later afmaken.',
  'formsPage.form.saveFailed': 'Je antwoorden konden niet worden opgeslagen. Probeer het opnieuw.',
  'formsPage.form.submitted': 'Bedankt! Je formulier is verstuurd.',
  'formsPage.form.completed': 'Je hebt dit formulier verstuurd. Dit zijn je antwoorden.',
  'formsPage.form.inProgress': 'Je hebt antwoorden in dit formulier opgeslagen. Ga verder waar je was gebleven.',
  'formsPage.form.submitFailed': 'Het formulier kon niet worden verstuurd. Probeer het opnieuw.',
  'formsPage.form.backToCenter': 'Terug naar de formulieren',
  'formsPage.form.searchJobs': 'Vacatures zoeken',
  'formsPage.apply.heading': 'Solliciteren op %(position)s',
  'formsPage.apply.headingFallback': 'Solliciteren',
  'formsPage.apply.closedHeading': 'Sollicitaties gesloten: %(position)s',
  'formsPage.apply.missing': 'Er is geen vacature gekozen. Zoek een vacature om er een te vinden.',
  'formsPage.apply.notFound': 'Deze vacature is niet gevonden. Misschien is ze verwijderd.',
  'formsPage.apply.closed': 'Voor deze vacature worden geen sollicitaties meer aangenomen.',
  'formsPage.apply.draftRestored': 'We hebben het concept hersteld dat je op %(date)s hebt opgeslagen.',
  'formsPage.apply.draftSavedAt': 'Concept opgeslagen op %(date)s',
  'formsPage.apply.draftSaved': 'Je conceptsollicitatie is opgeslagen. Je kunt haar later afmaken.',
  'formsPage.apply.draftSaveFailed': 'Je concept kon niet worden opgeslagen. Probeer het opnieuw.',
  'formsPage.apply.deleteDraft': 'Concept verwijderen',
  'formsPage.apply.draftDeleted': 'Conceptsollicitatie verwijderd',
  'formsPage.apply.draftDeleteFailed': 'Conceptsollicitatie kon niet worden verwijderd',
  'formsPage.apply.submit': 'Sollicitatie versturen',
  'formsPage.apply.submitFailed': 'Je sollicitatie kon niet worden verstuurd. Probeer het opnieuw.',
  'formsPage.apply.loggedOut':
    'Je solliciteert zonder account. Log in om een concept op te slaan en je sollicitatie te volgen.',
  'formsPage.apply.logIn': 'Inloggen',
  'formsPage.notReady': 'Even geduld, we maken alles klaar',
  'formsPage.apply.doneHeading': 'Sollicitatie verstuurd',
  'formsPage.apply.doneText': 'Bedankt voor je sollicitatie op %(position)s. We nemen per e-mail contact met je op.',
  'formsPage.apply.dashboard': 'Volg je sollicitatie in je overzicht',
  'formsPage.apply.searchJobs': 'Meer vacatures zoeken',
  'formsPage.apply.backToJob': 'Terug naar de vacature',
  'formsPage.onboarding.heading': 'Inwerken',
  'formsPage.onboarding.intro': 'Vul deze formulieren in vóór je eerste werkdag.',
  'formsPage.onboarding.progress':
    '{total, plural, one {%(done)s van # formulier ingevuld} other {%(done)s van # formulieren ingevuld}}',
  'formsPage.onboarding.back': 'Terug naar inwerken',
} satisfies Messages;
