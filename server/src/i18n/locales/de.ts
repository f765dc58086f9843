import type { Messages } from '@careers/shared/i18n/types';

// German (formal "Sie": a company addressing a candidate). 'Job-Alert', 'gespeicherte Suche', 'Stelle', 'Angebot'
// as the browser packages' German names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# neue Stelle passt zu „{name}“:} other {# neue Stellen passen zu „{name}“:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# neue Stelle passt zu Ihrer gespeicherten Suche{filters, select, none {} other { ({filters})}}:} other {# neue Stellen passen zu Ihrer gespeicherten Suche{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Neue Stelle bei {company}: {title}} other {# neue Stellen bei {company}}}',
  'server.mail.newJobs.seeSearch': 'Alle Stellen dieser Suche ansehen',
  'server.mail.newJobs.openSavedSearches': 'Ihre gespeicherten Suchen öffnen',
  'server.mail.newJobs.unsubscribeSaved':
    'Keine E-Mails mehr zu dieser gespeicherten Suche (sie bleibt in Ihren Benachrichtigungen)',
  'server.mail.newJobs.unsubscribeAlert': 'Diesen Job-Alert abbestellen',
  'server.mail.confirm.subject': 'Bestätigen Sie Ihren Job-Alert bei {company}',
  'server.mail.confirm.intro':
    'Jemand, hoffentlich Sie, hat E-Mails zu neuen Stellen bei {company} für eine Stellensuche{filters, select, none {} other { ({filters})}} angefordert.',
  'server.mail.confirm.link': 'Job-Alert bestätigen',
  'server.mail.confirm.ignore':
    'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ohne Bestätigung wird nichts gesendet.',
  'server.search.allJobs': 'Alle Stellen',
  'server.search.inPlace': 'in {place}',
  'server.search.remote': 'Remote',
  'server.search.map': 'Ein Ort auf der Karte',
  'server.search.place': 'Ort',

  // The job page: the match explanation and the insights ('Übereinstimmung', 'Fähigkeiten', 'Stelle' as mf-search says them).
  'server.match.noSkillsListed': 'Für diese Stelle sind keine Fähigkeiten angegeben.',
  'server.match.addSkills': 'Fügen Sie Ihrem Profil Ihre Fähigkeiten hinzu, um zu sehen, wie gut sie zu dieser Stelle passen.',
  'server.match.allSkills': '{total, plural, =1 {Sie haben die eine Fähigkeit, die diese Stelle verlangt: {skills}.} other {Sie haben alle # Fähigkeiten, die diese Stelle verlangt: {skills}.}}',
  'server.match.noneOfSkills': '{total, plural, =1 {Die eine Fähigkeit, die diese Stelle verlangt, haben Sie noch nicht.} other {Von den # Fähigkeiten, die diese Stelle verlangt, haben Sie noch keine.}}',
  'server.match.someSkills': 'Sie haben {matched, number} der {total, plural, one {# Fähigkeit} other {# Fähigkeiten}}, die diese Stelle verlangt: {skills}.',
  'server.match.missingSkills': 'Fähigkeiten, die Sie noch nicht angeben: {skills}.',
  'server.match.noYearsStated': 'Diese Stelle gibt nicht an, wie viel Berufserfahrung sie verlangt.',
  'server.match.yearsToCompare': 'Diese Stelle verlangt etwa {required, plural, one {# Jahr} other {# Jahre}} Berufserfahrung; geben Sie Ihre in Ihrem Profil an, um sie zu vergleichen.',
  'server.match.meetsYears': 'Sie haben {own, plural, one {# Jahr} other {# Jahre}} Berufserfahrung; diese Stelle verlangt etwa {required, plural, one {# Jahr} other {# Jahre}}.',
  'server.match.belowYears': 'Diese Stelle verlangt etwa {required, plural, one {# Jahr} other {# Jahre}} Berufserfahrung; Sie haben {own, plural, one {# Jahr} other {# Jahre}}.',
  'server.match.strong': 'Ihre Übereinstimmung liegt bei {score} %, also eine sehr gute Übereinstimmung (ab {threshold} %).',
  'server.match.notStrong': 'Ihre Übereinstimmung liegt bei {score} %; für eine sehr gute Übereinstimmung sind {threshold} % nötig.',
  'server.insights.teamSize': 'Offene Stellen in diesem Team',
  'server.insights.hiringManager': 'Einstellende Führungskraft',
  'server.insights.timeToHire': 'Dauer bis zur Einstellung',
  'server.insights.similarRoles': 'Ähnliche Stellen',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Keine weiteren offenen Stellen in {department} in {city}} one {# weitere offene Stelle in {department} in {city}} other {# weitere offene Stellen in {department} in {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Etwa # Tag} other {Etwa # Tage}}',

  'server.resume.title': '{name} – Lebenslauf',
  'server.resume.creator': 'Karriere bei {company}',
  'server.resume.years': '{count, plural, one {# Jahr Berufserfahrung} other {# Jahre Berufserfahrung}}',
  'server.resume.skills': 'Fähigkeiten',
  'server.resume.experience': 'Berufserfahrung',
  'server.resume.education': 'Ausbildung',
  'server.resume.present': 'heute',

  'server.export.files':
    'Dateien werden durch ihre Größe und ihren SHA-256-Wert beschrieben; jede lässt sich, solange Sie angemeldet sind, über ihren „download“-Link herunterladen.',

  'server.page.backToCareers': 'Zurück zur Karriereseite',
  'server.page.careersAt': 'Karriere bei {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Interner Serverfehler',
  'server.error.apology':
    'Das tut uns leid – bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'server.error.contact': 'Kontakt',
  'server.error.details': 'Fehlerdetails (nur für Administratoren sichtbar)',
  'server.error.notFoundTitle': 'Seite nicht gefunden',
  'server.error.notFound': 'Wir konnten die gesuchte Seite nicht finden.',
  'server.error.tooManyTitle': 'Zu viele Anfragen',
  'server.error.otherTitle': 'Etwas stimmt nicht',
  'server.login.title': 'Anmelden',
  'server.login.signupTitle': 'Konto erstellen',
  'server.login.lead': 'Willkommen zurück. Melden Sie sich an, um Ihre Bewerbungen und Angebote zu sehen.',
  'server.login.signupLead': 'Stellen speichern, schneller bewerben und Ihre Bewerbungen verfolgen.',
  'server.login.firstName': 'Vorname',
  'server.login.lastName': 'Nachname',
  'server.login.email': 'E-Mail',
  'server.login.password': 'Passwort',
  'server.login.passwordHint': '{min} bis {max} Zeichen. Kein gängiges Passwort und nicht Ihre E-Mail-Adresse.',
  'server.login.submit': 'Anmelden',
  'server.login.signupSubmit': 'Konto erstellen',
  'server.login.haveAccount': 'Sie haben bereits ein Konto?',
  'server.login.newHere': 'Neu hier?',
  'server.login.createAccount': 'Konto erstellen',
  'server.login.alreadyHeading': 'Sie sind bereits angemeldet',
  'server.login.loggedInAs': 'Sie sind als {who} angemeldet.',
  'server.login.continue': 'Weiter zur Karriereseite',
  'server.login.notYou': 'Nicht Sie, oder möchten Sie ein anderes Konto verwenden? Melden Sie sich zuerst ab.',
  'server.logout.title': 'Abmelden',
  'server.noscript.jobs':
    'Die Suchergebnisse benötigen JavaScript. Bitte aktivieren Sie es und laden Sie die Seite neu.',
  'server.noscript.other': 'Diese Seite benötigt JavaScript. Bitte aktivieren Sie es und laden Sie die Seite neu.',
  'server.closedApply.text': 'Für diese Stelle werden keine Bewerbungen mehr angenommen.',
  'server.closedApply.heading': 'Bewerbungsphase beendet: {position}',
  'server.closedApply.searchJobs': 'Weitere Stellen suchen',
  'server.closedApply.title': '{heading} | Karriere bei {company}',
  'server.verify.title': 'Unterschriebenes Angebotsdokument prüfen',
  'server.verify.lead':
    'Wählen Sie die PDF-Datei eines auf dieser Website unterschriebenen Jobangebots, um zu prüfen, ob sie das digitale Siegel der Website trägt und seit der Unterschrift nicht verändert wurde. Die Datei wird geprüft und danach verworfen: Es wird nichts gespeichert.',
  'server.verify.notChecked': 'Die Datei konnte nicht geprüft werden',
  'server.verify.unaltered': 'Hier unterschrieben und unverändert',
  'server.verify.altered': 'Seit der Unterschrift verändert',
  'server.verify.notSigned': 'Nicht von dieser Website unterschrieben',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Unterschriebene PDF-Datei',
  'server.verify.fileHint': 'Eine PDF-Datei, höchstens 10 MB.',
  'server.verify.submit': 'PDF prüfen',
  'server.verify.backToOffers': 'Zurück zu den Angeboten',
  'server.alerts.searchJobs': 'Stellen suchen',
  'server.alerts.subscribed':
    'Sehen Sie in Ihrem Posteingang nach: Wir haben Ihnen einen Link zur Bestätigung Ihres Job-Alerts gesendet. Vor Ihrer Bestätigung erhalten Sie keine E-Mails zu Stellen.',
  'server.alerts.settings': 'Einstellungen',
  'server.alerts.linkBroken': 'Dieser Link funktioniert nicht',
  'server.alerts.confirmTitle': 'Bestätigen Sie Ihren Job-Alert',
  'server.alerts.confirmLead':
    'Bestätigen Sie, um eine E-Mail zu erhalten, wenn neue Stellen zu Ihrer Suche passen. Jede Nachricht enthält einen Link zum Abbestellen.',
  'server.alerts.confirmButton': 'Job-Alert bestätigen',
  'server.alerts.onTitle': 'Ihr Job-Alert ist aktiv',
  'server.alerts.onLead':
    'Wir senden Ihnen eine E-Mail, wenn neue Stellen zu Ihrer Suche passen. Jede Nachricht enthält einen Link zum Abbestellen.',
  'server.alerts.unsubscribeAlert': 'Diesen Job-Alert abbestellen',
  'server.alerts.unsubscribeSaved': 'Keine E-Mails mehr zu dieser gespeicherten Suche',
  'server.alerts.unsubscribeButton': 'Abbestellen',
  'server.alerts.unsubscribedTitle': 'Sie haben abbestellt',
  'server.alerts.goneAlert': 'Dieser Job-Alert existiert nicht mehr: Sie erhalten dafür keine E-Mails.',
  'server.alerts.goneSaved': 'Diese gespeicherte Suche existiert nicht mehr: Sie erhalten dafür keine E-Mails.',
  'server.alerts.unsubscribeAlertLead': 'Sie erhalten keine E-Mails mehr zu neuen Stellen für diese Suche.',
  'server.alerts.unsubscribeSavedLead':
    'Sie erhalten keine E-Mails mehr zu dieser gespeicherten Suche. Neue Stellen erscheinen weiterhin in Ihren Benachrichtigungen.',
  'server.alerts.savedOffLead':
    'E-Mails zu dieser gespeicherten Suche sind deaktiviert. Sie können sie in Ihren Einstellungen wieder aktivieren.',
} satisfies Messages;
