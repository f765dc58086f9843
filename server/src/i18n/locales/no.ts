import type { Messages } from '@careers/shared/i18n/types';

// Norwegian Bokmål ("du", as Norwegian careers sites address candidates). 'tilbud', 'søknad', 'lagret søk', 'jobbvarsel',
// 'jobb' and 'stilling' as the browser packages' Norwegian names them (shared/src/i18n/glossaries/no.json).
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# ny jobb passer til «{name}»:} other {# nye jobber passer til «{name}»:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# ny jobb passer til det lagrede søket ditt{filters, select, none {} other { ({filters})}}:} other {# nye jobber passer til det lagrede søket ditt{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Ny jobb hos {company}: {title}} other {# nye jobber hos {company}}}',
  'server.mail.newJobs.seeSearch': 'Se alle jobbene i dette søket',
  'server.mail.newJobs.openSavedSearches': 'Åpne de lagrede søkene dine',
  'server.mail.newJobs.unsubscribeSaved': 'Stopp e-post om dette lagrede søket (det blir værende i varslene dine)',
  'server.mail.newJobs.unsubscribeAlert': 'Avslutt dette jobbvarselet',
  'server.mail.confirm.subject': 'Bekreft jobbvarselet ditt hos {company}',
  'server.mail.confirm.intro':
    'Noen, forhåpentligvis du, har bedt om e-post om nye jobber hos {company} for et jobbsøk{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Bekreft jobbvarselet ditt',
  'server.mail.confirm.ignore':
    'Hvis det ikke var deg, kan du se bort fra denne meldingen: ingenting sendes uten bekreftelsen.',
  'server.notifications.tooManyStreams': 'For mange vinduer følger varslene dine samtidig. Lukk noen av dem, eller last inn siden på nytt senere.',
  'server.notifications.welcome.title': 'Velkommen',
  'server.notifications.welcome':
    'Velkommen til karrieresiden til {company}! Fullfør profilen din for å få jobber som passer bedre.',
  'server.notifications.offers.title': 'Tilbud',
  'server.notifications.offerExtended':
    'Du har fått et nytt jobbtilbud for {position}. Gå gjennom og signer det før det utløper.',
  'server.notifications.offerDocumentReady': 'Dokumentet ditt «{document}» for {position} er klart til signering.',
  'server.notifications.forms.title': 'Skjemaer',
  'server.notifications.formAssigned': 'Nytt skjema som skal fylles ut: {form}.',
  'server.notifications.interviews.title': 'Intervjuer',
  'server.notifications.interviewScheduled': 'Intervjuet ditt for {position} er avtalt til {date}.',
  'server.notifications.applications.title': 'Søknader',
  'server.notifications.applicationSubmitted': 'Takk for søknaden din på {position}! Vi tar kontakt snart.',
  'server.notifications.jobs.title': 'Jobber',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# ny jobb passer til det lagrede søket ditt «{name}».} other {# nye jobber passer til det lagrede søket ditt «{name}».}}',
  'server.search.allJobs': 'Alle jobber',
  'server.search.inPlace': 'i {place}',
  'server.search.remote': 'Fjernarbeid',
  'server.search.map': 'Et sted på kartet',
  'server.search.place': 'Sted',

  // The job page: the match explanation and the insights ('match', 'kompetanse', 'stilling' as mf-search says them).
  'server.match.noSkillsListed': 'Stillingen oppgir ingen kompetanse.',
  'server.match.addSkills': 'Legg til kompetansen din i profilen for å se hvordan den passer til stillingen.',
  'server.match.allSkills':
    '{total, plural, =1 {Du har den ene kompetansen stillingen krever: {skills}.} other {Du har alle de # kompetansene stillingen krever: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Du har ennå ikke den ene kompetansen stillingen krever.} other {Du har ennå ingen av de # kompetansene stillingen krever.}}',
  'server.match.someSkills':
    'Du har {matched, number} av {total, plural, one {# kompetanse} other {# kompetanser}} som stillingen krever: {skills}.',
  'server.match.missingSkills': 'Kompetanse du ennå ikke har oppgitt: {skills}.',
  'server.match.noYearsStated': 'Stillingen oppgir ikke hvor mye erfaring den krever.',
  'server.match.yearsToCompare':
    'Stillingen krever omtrent {required, plural, one {# års} other {# års}} erfaring; legg til din egen i profilen for å sammenligne.',
  'server.match.meetsYears':
    'Du har {own, plural, one {# års} other {# års}} erfaring; stillingen krever omtrent {required, plural, one {# år} other {# år}}.',
  'server.match.belowYears':
    'Stillingen krever omtrent {required, plural, one {# års} other {# års}} erfaring; du har {own, plural, one {# år} other {# år}}.',
  'server.match.strong':
    'Matchpoengsummen din er {score} %, noe som gjør dette til en god match ({threshold} % eller mer).',
  'server.match.notStrong': 'Matchpoengsummen din er {score} %; en god match krever {threshold} %.',
  'server.insights.teamSize': 'Ledige stillinger i teamet',
  'server.insights.hiringManager': 'Ansettende leder',
  'server.insights.timeToHire': 'Tid til ansettelse',
  'server.insights.similarRoles': 'Lignende stillinger',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Ingen andre ledige stillinger i {department} i {city}} one {# annen ledig stilling i {department} i {city}} other {# andre ledige stillinger i {department} i {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Omtrent # dag} other {Omtrent # dager}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Karriere hos {company}',
  'server.resume.years': '{count, plural, one {# års erfaring} other {# års erfaring}}',
  'server.resume.skills': 'Kompetanse',
  'server.resume.experience': 'Erfaring',
  'server.resume.education': 'Utdanning',
  'server.resume.present': 'Nå',

  'server.export.files':
    'Filer beskrives med størrelse og SHA-256; hver fil kan lastes ned via sin «download»-lenke mens du er logget inn.',

  'server.page.backToCareers': 'Tilbake til karrieresiden',
  'server.page.careersAt': 'Karriere hos {company}',
  'server.page.titleWithCompany': '{title} – {company}',
  'server.error.title': 'Intern serverfeil',
  'server.error.apology': 'Beklager – noe gikk galt hos oss. Prøv igjen om litt.',
  'server.error.contact': 'Kontakt oss',
  'server.error.details': 'Feildetaljer (vises bare for administratorer)',
  'server.error.notFoundTitle': 'Fant ikke siden',
  'server.error.notFound': 'Vi fant ikke siden du lette etter.',
  'server.error.tooManyTitle': 'For mange forespørsler',
  'server.error.otherTitle': 'Noe er ikke som det skal',
  'server.login.title': 'Logg inn',
  'server.login.signupTitle': 'Opprett kontoen din',
  'server.login.lead': 'Velkommen tilbake. Logg inn for å se søknadene og tilbudene dine.',
  'server.login.signupLead': 'Lagre jobber, søk raskere og følg søknadene dine.',
  'server.login.firstName': 'Fornavn',
  'server.login.lastName': 'Etternavn',
  'server.login.email': 'E-post',
  'server.login.password': 'Passord',
  'server.login.passwordHint': '{min} til {max} tegn. Ikke et vanlig passord, og ikke e-postadressen din.',
  'server.login.submit': 'Logg inn',
  'server.login.signupSubmit': 'Opprett konto',
  'server.login.haveAccount': 'Har du allerede en konto?',
  'server.login.newHere': 'Ny her?',
  'server.login.createAccount': 'Opprett en konto',
  'server.login.alreadyHeading': 'Du er allerede logget inn',
  'server.login.loggedInAs': 'Du er logget inn som {who}.',
  'server.login.continue': 'Fortsett til karrieresiden',
  'server.login.notYou': 'Er det ikke deg, eller vil du bruke en annen konto? Logg ut først.',
  'server.logout.title': 'Logg ut',
  'server.noscript.jobs': 'Søkeresultatene krever JavaScript. Slå det på og last inn siden på nytt.',
  'server.noscript.other': 'Denne siden krever JavaScript. Slå det på og last inn siden på nytt.',
  'server.closedApply.text': 'Stillingen tar ikke lenger imot søknader.',
  'server.closedApply.heading': 'Søknadsfristen er ute: {position}',
  'server.closedApply.searchJobs': 'Søk etter flere jobber',
  'server.closedApply.title': '{heading} | Karriere hos {company}',
  'server.verify.title': 'Bekreft et signert tilbudsdokument',
  'server.verify.lead':
    'Velg en PDF av et jobbtilbud som er signert på dette nettstedet, for å se om den har nettstedets digitale segl og er uendret siden den ble signert. Filen kontrolleres og glemmes deretter: ingenting lagres.',
  'server.verify.notChecked': 'Filen kunne ikke kontrolleres',
  'server.verify.unaltered': 'Signert her og uendret',
  'server.verify.altered': 'Endret etter at den ble signert',
  'server.verify.notSigned': 'Ikke signert på dette nettstedet',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Signert PDF',
  'server.verify.fileHint': 'Én PDF-fil, høyst 10 MB.',
  'server.verify.submit': 'Bekreft PDF',
  'server.verify.backToOffers': 'Tilbake til tilbudene',
  'server.alerts.searchJobs': 'Søk etter jobber',
  'server.alerts.subscribed':
    'Sjekk innboksen din: vi har sendt en lenke for å bekrefte jobbvarselet ditt. Du får ingen e-post om jobber før du har bekreftet.',
  'server.alerts.settings': 'Innstillinger',
  'server.alerts.linkBroken': 'Denne lenken fungerer ikke',
  'server.alerts.confirmTitle': 'Bekreft jobbvarselet ditt',
  'server.alerts.confirmLead':
    'Bekreft for å få e-post når nye jobber passer til søket ditt. Hver e-post har en lenke for å avslutte abonnementet.',
  'server.alerts.confirmButton': 'Bekreft jobbvarsel',
  'server.alerts.onTitle': 'Jobbvarselet ditt er slått på',
  'server.alerts.onLead':
    'Vi sender deg e-post når nye jobber passer til søket ditt. Hver e-post har en lenke for å avslutte abonnementet.',
  'server.alerts.unsubscribeAlert': 'Avslutt dette jobbvarselet',
  'server.alerts.unsubscribeSaved': 'Stopp e-post om dette lagrede søket',
  'server.alerts.unsubscribeButton': 'Avslutt abonnementet',
  'server.alerts.unsubscribedTitle': 'Abonnementet er avsluttet',
  'server.alerts.goneAlert': 'Dette jobbvarselet finnes ikke lenger: du får ingen e-post fra det.',
  'server.alerts.goneSaved': 'Dette lagrede søket finnes ikke lenger: du får ingen e-post om det.',
  'server.alerts.unsubscribeAlertLead': 'Du får ikke mer e-post om nye jobber for dette søket.',
  'server.alerts.unsubscribeSavedLead':
    'Du får ikke mer e-post om dette lagrede søket. Nye jobber vises fortsatt i varslene dine.',
  'server.alerts.savedOffLead':
    'E-post om dette lagrede søket er slått av. Du kan slå den på igjen i innstillingene dine.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Skriv inn det nåværende passordet ditt.',
  'server.account.wrongPassword': 'Det nåværende passordet ditt er feil. Ingenting ble endret.',
  'server.account.tooManyPasswords':
    'For mange feil passord. Prøv igjen om {seconds, plural, one {# sekund} other {# sekunder}}.',
  'server.account.emailTaken': 'Det finnes allerede en konto med denne e-postadressen.',
  'server.account.emailInvalid': 'Oppgi en gyldig e-postadresse.',
  'server.account.chooseLanguage': 'Velg ett av følgende: {languages}.',
  'server.account.unknownCategory': 'Ukjent varselkategori: {category}.',
  'server.account.categoryOnOff': 'Hver kategori er slått på (true) eller av (false).',
  'server.account.deleteWord': 'SLETT',
  'server.account.typeToConfirm': 'Skriv {word} for å bekrefte.',
  'server.account.keptAfterDeletion':
    'Tilbud du har signert, tas vare på: de signerte dokumentene og opplysningene om hvordan de ble signert (når, fra hvilken adresse og med hvilken nettleser), fordi bedriften etter loven må oppbevare dokumentasjon på en arbeidsavtale. De oppbevares uten navnet, e-postadressen og passordet i kontoen din. Alt annet slettes.',
  'server.field.firstNameMissing': 'Skriv inn fornavnet ditt.',
  'server.field.lastNameMissing': 'Skriv inn etternavnet ditt.',
  'server.field.firstNameTooLong': 'Fornavnet kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.field.lastNameTooLong': 'Etternavnet kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.field.firstNameControl': 'Fjern linjeskift, tabulatorer og andre kontrolltegn fra fornavnet.',
  'server.field.lastNameControl': 'Fjern linjeskift, tabulatorer og andre kontrolltegn fra etternavnet.',
  'server.password.tooShort': 'Passordet må ha minst {min, plural, one {# tegn} other {# tegn}}.',
  'server.password.tooLong': 'Passordet kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.password.repeats': 'Passordet gjentar ett enkelt tegn. Velg et som er vanskeligere å gjette.',
  'server.password.isEmail': 'Passordet kan ikke være e-postadressen din. Velg et som er vanskeligere å gjette.',
  'server.password.common': 'Passordet er for vanlig. Velg et som er vanskeligere å gjette.',
  'server.profile.skillsLabel': 'Legg til kompetansen din',
  'server.profile.skillsWhy':
    'Jobbsidene sammenligner kompetansen din med det hver stilling krever; uten den blir hver matchpoengsum stående på 0 %.',
  'server.profile.yearsLabel': 'Legg til antall års erfaring',
  'server.profile.yearsWhy':
    'Stillinger oppgir hvor mye erfaring de krever; årene dine avgjør en fjerdedel av hver matchpoengsum.',
  'server.profile.experienceLabel': 'Legg til arbeidserfaringen din',
  'server.profile.experienceWhy':
    'De tidligere titlene dine viser hvilke stillinger du passer til, og den eksporterte CV-en din lister dem opp.',
  'server.profile.resumeLabel': 'Last opp CV-en din',
  'server.profile.resumeWhy':
    'Når CV-en din leses, foreslås kompetanse, titler og års erfaring for profilen din i ett steg.',
  'server.profile.educationLabel': 'Legg til utdanningen din',
  'server.profile.educationWhy':
    'Noen stillinger krever en grad; den eksporterte CV-en din lister opp utdanningen din.',
  'server.profile.locationLabel': 'Legg til stedet ditt',
  'server.profile.locationWhy': 'Stillinger er knyttet til steder; den eksporterte CV-en din viser hvor du holder til.',
  'server.profile.nameLabel': 'Legg til det fulle navnet ditt',
  'server.profile.nameWhy':
    'Navnet ditt står øverst på den eksporterte CV-en din og brukes når du signerer tilbudene dine.',
  'server.profile.avatarLabel': 'Legg til et profilbilde',
  'server.profile.avatarWhy': 'Bildet ditt vises på profilen din; det påvirker ikke matchpoengsummen.',
  'server.dashboard.nextApplied': 'Rekrutteringsteamet går gjennom søknaden din. Du hører fra oss uansett utfall.',
  'server.dashboard.nextInReview': 'Hvis erfaringen din passer til stillingen, inviterer teamet deg til et intervju.',
  'server.dashboard.nextInterviewing': 'Etter intervjuene tar teamet en avgjørelse og gir deg beskjed om utfallet.',
  'server.dashboard.nextOffer': 'Gå gjennom tilbudet ditt, og takk ja eller nei på tilbudssiden.',
  'server.dashboard.stageReceived': 'Søknad mottatt',
  'server.dashboard.stageWithdrawn': 'Trukket av kandidaten',
  'server.profileEdit.entryMissing':
    'Skriv inn {field, select, title {stillingstittelen} company {bedriften} school {lærestedet} other {graden}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Stillingstittelen} company {Bedriftsnavnet} school {Lærestedet} other {Graden}} kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.control':
    'Fjern linjeskift, tabulatorer og andre kontrolltegn fra {field, select, title {stillingstittelen} company {bedriften} school {lærestedet} degree {graden} skill {kompetansen} other {stedet}}.',
  'server.profileEdit.dateFormat':
    'Oppgi {field, select, startDate {startdatoen} other {sluttdatoen}} som ÅÅÅÅ-MM eller ÅÅÅÅ.',
  'server.profileEdit.datesOrder': 'Sluttdatoen kan ikke være før startdatoen.',
  'server.profileEdit.skillMissing': 'Skriv inn en kompetanse.',
  'server.profileEdit.skillTooLong': 'En kompetanse kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.tooManySkills':
    'En profil kan ha høyst {max, plural, one {# kompetanse} other {# kompetanser}}. Fjern noen først.',
  'server.profileEdit.skillNotListed': 'Den kompetansen står ikke i profilen din.',
  'server.profileEdit.entryGone': 'Oppføringen finnes ikke lenger. Last inn siden på nytt.',
  'server.profileEdit.nameNotRemovable': 'Navnet ditt kan ikke fjernes, bare endres.',
  'server.profileEdit.locationNotText': 'Oppgi stedet ditt som tekst.',
  'server.profileEdit.locationMissing': 'Oppgi stedet ditt.',
  'server.profileEdit.locationTooLong': 'Stedet kan ha høyst {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.photoUpload': 'Last opp et bilde for å legge til et.',
  'server.profileEdit.yearsRange': 'Oppgi antall års erfaring som et heltall fra 0 til {max}.',
  'server.apply.noForm': 'Denne bedriften har ikke noe søknadsskjema.',
  'server.apply.positionClosed': 'Stillingen tar ikke lenger imot søknader.',
  'server.apply.alreadyApplied': 'Du har allerede søkt på denne stillingen.',
  'server.apply.tooManyDrafts':
    'Du kan ha høyst {max, plural, one {# søknadsutkast} other {# søknadsutkast}}. Slett noen i oversikten først.',
  'server.apply.emailRequired': 'Det kreves en e-postadresse for å søke uten å logge inn.',
  'server.forms.notFound': 'Fant ikke skjemaet.',
  'server.forms.alreadySubmitted': 'Dette skjemaet er allerede sendt.',
  'server.forms.fixFields': 'Rett opp de markerte feltene.',
  'server.upload.interrupted': 'Opplastingen av «{name}» ble avbrutt.',
  'server.upload.tooLarge': 'Filen «{name}» er større enn {amount, number} {unit}, som er grensen for én opplasting.',
  'server.upload.empty': 'Filen «{name}» er tom.',
  'server.upload.wrongType': 'Disse filene har ikke en tillatt filtype ({types}): {files}.',
  'server.upload.wrongContent':
    'Innholdet i disse filene samsvarer ikke med filnavnene eller en tillatt filtype ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Filen «{name}» inneholder JavaScript eller annet aktivt innhold. Last opp en vanlig PDF (skriv den ut til PDF på nytt).',
  'server.upload.pdfEncrypted': 'Filen «{name}» er passordbeskyttet. Last opp en PDF som kan åpnes uten passord.',
  'server.upload.pdfTooSlow':
    'Filen «{name}» er bygd opp på en måte som tar for lang tid å lese. Skriv den ut til PDF på nytt og last opp den nye filen.',
  'server.upload.avatarShape': 'Send bildet som multipart/form-data med én fildel som heter «file».',
  'server.upload.resumeShape':
    'Send multipart/form-data med feltene resume_file_name, resume_content (en data-URL) og domain.',
  'server.forms.fileNotFound': 'Fant ikke filen.',
  'server.positions.notFound': 'Fant ikke stillingen.',
  'server.resume.notPdfOrDocx':
    'Filen «{name}» er ikke et PDF- eller Word-dokument (.docx). Last opp CV-en din som en PDF- eller DOCX-fil.',
  'server.resume.unreadable':
    'Vi kunne ikke lese «{name}». Lagre den på nytt som PDF eller DOCX og last den opp igjen.',
  'server.resume.inflates':
    'Filen «{name}» inneholder komprimerte data som pakkes ut til langt mer enn en CV trenger. Lagre den på nytt som PDF (eller skriv den ut til PDF) og last opp den nye filen.',
  'server.resume.unsupportedCompression':
    'Filen «{name}» bruker en komprimering som dette nettstedet ikke godtar. Lagre den på nytt som PDF (eller skriv den ut til PDF) og last opp den nye filen.',
  'server.resume.stillReading': 'Den forrige CV-en din leses fortsatt. Prøv igjen om noen minutter.',
  'server.resume.readersBusy': 'Mange CV-er leses akkurat nå. Prøv igjen om noen minutter.',
  'server.resume.dataUrl': 'Send innholdet i CV-en som en data-URL ({example}).',
  'server.resume.tooMany': 'Du kan ha høyst {max} CV-er. Slett først en du ikke lenger trenger.',
  'server.resume.notFound': 'Fant ikke CV-en.',
  'server.auth.sessionExpired': 'Økten din er utløpt. Prøv igjen.',
  'server.auth.emailTooLong': 'E-postadressen er for lang. En e-postadresse kan ha høyst {max} tegn.',
  'server.auth.passwordTooLong': 'Passordet er for langt. Et passord kan ha høyst {max} tegn.',
  'server.upload.quota':
    'Du har lastet opp for mange filer som ennå ikke hører til et lagret skjema. Lagre eller send skjemaet, eller fjern filer du ikke trenger, og prøv igjen.',
  'server.upload.paused': 'Opplastinger er satt på pause en stund fordi for mange filer venter. Prøv igjen senere.',
  'server.upload.tooManyAtOnce': 'For mange opplastinger samtidig. Vent til én er ferdig, og prøv igjen.',
  'server.upload.fileShape': 'Send filen som multipart/form-data med én del som heter «file».',
  'server.avatar.notAnImage':
    'Filen «{name}» er ikke et PNG- eller JPEG-bilde. Velg et bilde i ett av disse formatene.',
  'server.avatar.tooManyPixels':
    'Bildet «{name}» er {width} × {height} piksler, mer enn et profilbilde kan ha. Velg et på høyst {max} × {max} piksler (eller gjør dette mindre).',
  'server.offerUpload.attachAs': 'Legg ved den signerte PDF-en som filen «{field}».',
  'server.offerUpload.oneFile': 'Du kan laste opp høyst 1 fil',
  'server.offerUpload.onlyOne': 'Send én signert PDF som filen «{field}» og ingenting annet.',
  'server.offerUpload.fullName': 'Skriv inn det fulle navnet ditt',
  'server.offerUpload.notPdf': 'Filen «{name}» er ikke en PDF. Last opp det signerte dokumentet som en PDF-fil.',
  'server.offerUpload.tooLarge':
    'Filen «{name}» er større enn {amount, number} {unit}, som er grensen for et signert dokument.',
  'server.offerUpload.noPages': 'Filen «{name}» har ingen sider.',
  'server.offerUpload.activeContent':
    'Filen «{name}» inneholder JavaScript eller annet aktivt innhold. Last opp en vanlig PDF (skriv den ut til PDF på nytt, eller skann det signerte papiret).',
  'server.offerUpload.unreadable':
    'Filen «{name}» kunne ikke leses som PDF. Last opp det signerte dokumentet som en PDF-fil.',
  'server.offerUpload.tooSlow':
    'Filen «{name}» er bygd opp på en måte som tar for lang tid å lese. Skriv den ut til PDF på nytt, eller skann det signerte papiret, og last opp den nye filen.',
  'server.offerUpload.inflates':
    'Filen «{name}» inneholder komprimerte data som pakkes ut til mer enn {amount, number} {unit}, langt mer enn et signert dokument trenger. Last opp en vanlig PDF (skriv den ut til PDF på nytt, eller skann det signerte papiret).',
  'server.offerUpload.unsupported':
    'Filen «{name}» bruker en komprimering som dette nettstedet ikke godtar (LZW- eller run-length-kodede objektstrømmer). Skriv den ut til PDF på nytt og last opp den nye filen.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Forhåndsvisning av widgetene',
  'server.theme.notThemeFile': 'Temafilen er ikke gyldig: den er ikke en eksport av et karrieretema (en JSON-fil med "format": "careers-theme").',
  'server.theme.wrongProduct': 'Temafilen er ikke gyldig: den inneholder et tema for «{found}», ikke for «{expected}».',
  'server.theme.badColour': 'Temafilen er ikke gyldig: {token} må være en farge som #1a2b3c.',
  'server.theme.badValue': 'Temafilen er ikke gyldig: {token} har en verdi dette tokenet ikke tillater.',
  'server.theme.unknownToken': 'Temafilen er ikke gyldig: {token} er ikke et token i dette temaet.',
  'server.theme.missingToken': 'Temafilen er ikke gyldig: {token} mangler.',
  'server.theme.unknownImage': 'Temaet viser til et bilde som ikke er lastet opp til dette nettstedet ({token}). Last opp bildet på nytt.',
  'server.theme.contrastFails': 'Fargepar med for lav kontrast (WCAG AA): {count}. Rett dem, eller publiser med et unntak og en begrunnelse.',
  'server.theme.noDraft': 'Det finnes ikke noe utkast å publisere.',
  'server.theme.noVersion': 'Den publiserte versjonen finnes ikke.',
  'server.theme.nothingToExport': 'Det finnes ikke noe tema å eksportere ennå.',
  'server.theme.svgRefused': 'SVG-bilder godtas ikke: last opp en PNG, JPEG eller WebP.',
  'server.theme.notAnImage': 'Filen er ikke et PNG-, JPEG- eller WebP-bilde.',
  'server.theme.imageTooLarge': 'Bildet er større enn {maxKb, number} KB, det meste {use, select, hero {et toppbilde} other {en logo}} kan være.',
  'server.theme.imageSize': 'Bildet er {width} × {height} piksler; {use, select, hero {et toppbilde} other {en logo}} må være minst {minWidth} × {minHeight} og høyst {maxSide} piksler på hver side.',
} satisfies Messages;
