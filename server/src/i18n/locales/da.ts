import type { Messages } from '@careers/shared/i18n/types';

// Danish ("du", as Danish careers sites address candidates). 'tilbud', 'ansøgning', 'gemt søgning', 'jobagent', 'job'
// and 'stilling' as the browser packages' Danish names them (shared/src/i18n/glossaries/da.json).
export default {
  'server.mail.newJobs.intro': '{count, plural, one {# nyt job matcher »{name}«:} other {# nye job matcher »{name}«:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# nyt job matcher din gemte søgning{filters, select, none {} other { ({filters})}}:} other {# nye job matcher din gemte søgning{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Nyt job hos {company}: {title}} other {# nye job hos {company}}}',
  'server.mail.newJobs.seeSearch': 'Se alle job i denne søgning',
  'server.mail.newJobs.openSavedSearches': 'Åbn dine gemte søgninger',
  'server.mail.newJobs.unsubscribeSaved': 'Stop e-mails om denne gemte søgning (den bliver i dine notifikationer)',
  'server.mail.newJobs.unsubscribeAlert': 'Afmeld denne jobagent',
  'server.mail.confirm.subject': 'Bekræft din jobagent hos {company}',
  'server.mail.confirm.intro':
    'Nogen, forhåbentlig dig, har bedt om e-mails om nye job hos {company} for en jobsøgning{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Bekræft din jobagent',
  'server.mail.confirm.ignore':
    'Hvis det ikke var dig, kan du se bort fra denne besked: Der sendes intet uden bekræftelsen.',
  'server.notifications.tooManyStreams': 'For mange vinduer følger dine notifikationer på én gang. Luk nogle af dem, eller genindlæs siden senere.',
  'server.notifications.welcome.title': 'Velkommen',
  'server.notifications.welcome':
    'Velkommen til karrieresiden hos {company}! Gør din profil færdig for at få job, der matcher bedre.',
  'server.notifications.offers.title': 'Tilbud',
  'server.notifications.offerExtended':
    'Du har fået et nyt jobtilbud på {position}. Gennemgå og underskriv det, inden det udløber.',
  'server.notifications.offerDocumentReady': 'Dit dokument »{document}« til {position} er klar til din underskrift.',
  'server.notifications.forms.title': 'Formularer',
  'server.notifications.formAssigned': 'Ny formular, der skal udfyldes: {form}.',
  'server.notifications.interviews.title': 'Samtaler',
  'server.notifications.interviewScheduled': 'Din samtale om {position} er planlagt til {date}.',
  'server.notifications.applications.title': 'Ansøgninger',
  'server.notifications.applicationSubmitted': 'Tak for din ansøgning til {position}! Vi kontakter dig snart.',
  'server.notifications.jobs.title': 'Job',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# nyt job matcher din gemte søgning »{name}«.} other {# nye job matcher din gemte søgning »{name}«.}}',
  'server.search.allJobs': 'Alle job',
  'server.search.inPlace': 'i {place}',
  'server.search.remote': 'Fjernarbejde',
  'server.search.map': 'Et sted på kortet',
  'server.search.place': 'Sted',

  // The job page: the match explanation and the insights ('match', 'kompetencer', 'stilling' as mf-search says them).
  'server.match.noSkillsListed': 'Stillingen angiver ingen kompetencer.',
  'server.match.addSkills': 'Tilføj dine kompetencer til din profil for at se, hvordan de matcher stillingen.',
  'server.match.allSkills':
    '{total, plural, =1 {Du har den ene kompetence, som stillingen kræver: {skills}.} other {Du har alle # kompetencer, som stillingen kræver: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Du har endnu ikke den ene kompetence, som stillingen kræver.} other {Du har endnu ingen af de # kompetencer, som stillingen kræver.}}',
  'server.match.someSkills':
    'Du har {matched, number} af de {total, plural, one {# kompetence} other {# kompetencer}}, som stillingen kræver: {skills}.',
  'server.match.missingSkills': 'Kompetencer, du endnu ikke har angivet: {skills}.',
  'server.match.noYearsStated': 'Stillingen angiver ikke, hvor meget erfaring den kræver.',
  'server.match.yearsToCompare':
    'Stillingen kræver omkring {required, plural, one {# års} other {# års}} erfaring; tilføj din egen i profilen for at sammenligne.',
  'server.match.meetsYears':
    'Du har {own, plural, one {# års} other {# års}} erfaring; stillingen kræver omkring {required, plural, one {# år} other {# år}}.',
  'server.match.belowYears':
    'Stillingen kræver omkring {required, plural, one {# års} other {# års}} erfaring; du har {own, plural, one {# år} other {# år}}.',
  'server.match.strong':
    'Din matchscore er {score} %, hvilket gør dette til et stærkt match ({threshold} % eller mere).',
  'server.match.notStrong': 'Din matchscore er {score} %; et stærkt match kræver {threshold} %.',
  'server.insights.teamSize': 'Ledige stillinger i teamet',
  'server.insights.hiringManager': 'Ansættende leder',
  'server.insights.timeToHire': 'Tid til ansættelse',
  'server.insights.similarRoles': 'Lignende stillinger',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Ingen andre ledige stillinger i {department} i {city}} one {# anden ledig stilling i {department} i {city}} other {# andre ledige stillinger i {department} i {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Omkring # dag} other {Omkring # dage}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Karriere hos {company}',
  'server.resume.years': '{count, plural, one {# års erfaring} other {# års erfaring}}',
  'server.resume.skills': 'Kompetencer',
  'server.resume.experience': 'Erfaring',
  'server.resume.education': 'Uddannelse',
  'server.resume.present': 'Nu',

  'server.export.files':
    'Filer beskrives med deres størrelse og SHA-256; hver fil kan downloades via sit »download«-link, mens du er logget ind.',

  'server.page.backToCareers': 'Tilbage til karrieresiden',
  'server.page.careersAt': 'Karriere hos {company}',
  'server.page.titleWithCompany': '{title} – {company}',
  'server.error.title': 'Intern serverfejl',
  'server.error.apology': 'Vi beklager – noget gik galt hos os. Prøv igen om lidt.',
  'server.error.contact': 'Kontakt os',
  'server.error.details': 'Fejldetaljer (vises kun for administratorer)',
  'server.error.notFoundTitle': 'Siden blev ikke fundet',
  'server.error.notFound': 'Vi kunne ikke finde den side, du ledte efter.',
  'server.error.tooManyTitle': 'For mange forespørgsler',
  'server.error.otherTitle': 'Noget er ikke, som det skal være',
  'server.login.title': 'Log ind',
  'server.login.signupTitle': 'Opret din konto',
  'server.login.lead': 'Velkommen tilbage. Log ind for at se dine ansøgninger og tilbud.',
  'server.login.signupLead': 'Gem job, søg hurtigere, og følg dine ansøgninger.',
  'server.login.firstName': 'Fornavn',
  'server.login.lastName': 'Efternavn',
  'server.login.email': 'E-mail',
  'server.login.password': 'Adgangskode',
  'server.login.passwordHint': '{min} til {max} tegn. Ikke en almindelig adgangskode og ikke din e-mailadresse.',
  'server.login.submit': 'Log ind',
  'server.login.signupSubmit': 'Opret konto',
  'server.login.haveAccount': 'Har du allerede en konto?',
  'server.login.newHere': 'Ny her?',
  'server.login.createAccount': 'Opret en konto',
  'server.login.alreadyHeading': 'Du er allerede logget ind',
  'server.login.loggedInAs': 'Du er logget ind som {who}.',
  'server.login.continue': 'Fortsæt til karrieresiden',
  'server.login.notYou': 'Er det ikke dig, eller vil du bruge en anden konto? Log først ud.',
  'server.logout.title': 'Log ud',
  'server.noscript.jobs': 'Søgeresultaterne kræver JavaScript. Slå det til, og genindlæs siden.',
  'server.noscript.other': 'Siden kræver JavaScript. Slå det til, og genindlæs siden.',
  'server.closedApply.text': 'Stillingen modtager ikke længere ansøgninger.',
  'server.closedApply.heading': 'Ansøgningsfristen er udløbet: {position}',
  'server.closedApply.searchJobs': 'Søg flere job',
  'server.closedApply.title': '{heading} | Karriere hos {company}',
  'server.verify.title': 'Bekræft et underskrevet tilbudsdokument',
  'server.verify.lead':
    'Vælg en PDF med et jobtilbud, der er underskrevet på denne side, for at se, om den bærer sidens digitale segl og er uændret, siden den blev underskrevet. Filen kontrolleres og glemmes derefter: Intet gemmes.',
  'server.verify.notChecked': 'Filen kunne ikke kontrolleres',
  'server.verify.unaltered': 'Underskrevet her og uændret',
  'server.verify.altered': 'Ændret, efter den blev underskrevet',
  'server.verify.notSigned': 'Ikke underskrevet på denne side',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Underskrevet PDF',
  'server.verify.fileHint': 'Én PDF-fil på højst 10 MB.',
  'server.verify.submit': 'Bekræft PDF',
  'server.verify.backToOffers': 'Tilbage til tilbuddene',
  'server.alerts.searchJobs': 'Søg job',
  'server.alerts.subscribed':
    'Tjek din indbakke: Vi har sendt et link, så du kan bekræfte din jobagent. Du får ingen e-mails om job, før du har bekræftet.',
  'server.alerts.settings': 'Indstillinger',
  'server.alerts.linkBroken': 'Linket virker ikke',
  'server.alerts.confirmTitle': 'Bekræft din jobagent',
  'server.alerts.confirmLead':
    'Bekræft for at få en e-mail, når nye job matcher din søgning. Hver e-mail har et link til at afmelde.',
  'server.alerts.confirmButton': 'Bekræft jobagent',
  'server.alerts.onTitle': 'Din jobagent er slået til',
  'server.alerts.onLead':
    'Vi sender dig en e-mail, når nye job matcher din søgning. Hver e-mail har et link til at afmelde.',
  'server.alerts.unsubscribeAlert': 'Afmeld denne jobagent',
  'server.alerts.unsubscribeSaved': 'Stop e-mails om denne gemte søgning',
  'server.alerts.unsubscribeButton': 'Afmeld',
  'server.alerts.unsubscribedTitle': 'Du er afmeldt',
  'server.alerts.goneAlert': 'Denne jobagent findes ikke længere: Du får ingen e-mails fra den.',
  'server.alerts.goneSaved': 'Denne gemte søgning findes ikke længere: Du får ingen e-mails om den.',
  'server.alerts.unsubscribeAlertLead': 'Du får ikke flere e-mails om nye job til denne søgning.',
  'server.alerts.unsubscribeSavedLead':
    'Du får ikke flere e-mails om denne gemte søgning. Nye job vises stadig i dine notifikationer.',
  'server.alerts.savedOffLead':
    'E-mails om denne gemte søgning er slået fra. Du kan slå dem til igen under dine indstillinger.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Angiv din nuværende adgangskode.',
  'server.account.wrongPassword': 'Din nuværende adgangskode er forkert. Intet er ændret.',
  'server.account.tooManyPasswords':
    'For mange forkerte adgangskoder. Prøv igen om {seconds, plural, one {# sekund} other {# sekunder}}.',
  'server.account.emailTaken': 'Der findes allerede en konto med denne e-mailadresse.',
  'server.account.emailInvalid': 'Angiv en gyldig e-mailadresse.',
  'server.account.chooseLanguage': 'Vælg et af følgende: {languages}.',
  'server.account.unknownCategory': 'Ukendt notifikationskategori: {category}.',
  'server.account.categoryOnOff': 'Hver kategori er slået til (true) eller fra (false).',
  'server.account.deleteWord': 'SLET',
  'server.account.typeToConfirm': 'Skriv {word} for at bekræfte.',
  'server.account.keptAfterDeletion':
    'Tilbud, du har underskrevet, gemmes: de underskrevne dokumenter og oplysningerne om, hvordan de blev underskrevet (hvornår, fra hvilken adresse og med hvilken browser), fordi virksomheden ifølge loven skal opbevare dokumentation for en ansættelseskontrakt. De gemmes uden navnet, e-mailadressen og adgangskoden fra din konto. Alt andet slettes.',
  'server.field.firstNameMissing': 'Angiv dit fornavn.',
  'server.field.lastNameMissing': 'Angiv dit efternavn.',
  'server.field.firstNameTooLong': 'Dit fornavn må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.field.lastNameTooLong': 'Dit efternavn må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.field.firstNameControl': 'Fjern linjeskift, tabulatorer og andre kontroltegn fra fornavnet.',
  'server.field.lastNameControl': 'Fjern linjeskift, tabulatorer og andre kontroltegn fra efternavnet.',
  'server.password.tooShort': 'Din adgangskode skal have mindst {min, plural, one {# tegn} other {# tegn}}.',
  'server.password.tooLong': 'Din adgangskode må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.password.repeats': 'Adgangskoden gentager ét enkelt tegn. Vælg en, der er sværere at gætte.',
  'server.password.isEmail': 'Din adgangskode må ikke være din e-mailadresse. Vælg en, der er sværere at gætte.',
  'server.password.common': 'Adgangskoden er for almindelig. Vælg en, der er sværere at gætte.',
  'server.profile.skillsLabel': 'Tilføj dine kompetencer',
  'server.profile.skillsWhy':
    'Jobsiderne sammenligner dine kompetencer med dem, hver stilling kræver; uden dem forbliver hver matchscore på 0 %.',
  'server.profile.yearsLabel': 'Tilføj dine års erfaring',
  'server.profile.yearsWhy':
    'Stillinger angiver, hvor meget erfaring de kræver; dine år udgør en fjerdedel af hver matchscore.',
  'server.profile.experienceLabel': 'Tilføj din erhvervserfaring',
  'server.profile.experienceWhy':
    'Dine tidligere titler viser, hvilke stillinger du passer til, og dit eksporterede CV oplister dem.',
  'server.profile.resumeLabel': 'Upload dit CV',
  'server.profile.resumeWhy':
    'Når dit CV læses, foreslås kompetencer, titler og års erfaring til din profil i ét trin.',
  'server.profile.educationLabel': 'Tilføj din uddannelse',
  'server.profile.educationWhy': 'Nogle stillinger kræver en uddannelse; dit eksporterede CV oplister din uddannelse.',
  'server.profile.locationLabel': 'Tilføj din lokation',
  'server.profile.locationWhy': 'Stillinger er knyttet til steder; dit eksporterede CV viser, hvor du er baseret.',
  'server.profile.nameLabel': 'Tilføj dit fulde navn',
  'server.profile.nameWhy': 'Dit navn står øverst på dit eksporterede CV og bruges, når du underskriver dine tilbud.',
  'server.profile.avatarLabel': 'Tilføj et profilfoto',
  'server.profile.avatarWhy': 'Dit foto vises på din profil; det påvirker ikke matchscoren.',
  'server.dashboard.nextApplied': 'Rekrutteringsteamet gennemgår din ansøgning. Du hører fra os uanset udfaldet.',
  'server.dashboard.nextInReview': 'Hvis din erfaring passer til stillingen, inviterer teamet dig til en samtale.',
  'server.dashboard.nextInterviewing':
    'Efter dine samtaler træffer teamet en beslutning og giver dig besked om udfaldet.',
  'server.dashboard.nextOffer': 'Gennemgå dit tilbud, og accepter eller afslå det på siden Tilbud.',
  'server.dashboard.stageReceived': 'Ansøgning modtaget',
  'server.dashboard.stageWithdrawn': 'Trukket tilbage af kandidaten',
  'server.profileEdit.entryMissing':
    'Angiv {field, select, title {jobtitlen} company {virksomheden} school {uddannelsesstedet} other {graden}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Jobtitlen} company {Virksomhedens navn} school {Uddannelsesstedet} other {Graden}} må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.control':
    'Fjern linjeskift, tabulatorer og andre kontroltegn fra {field, select, title {jobtitlen} company {virksomheden} school {uddannelsesstedet} degree {graden} skill {kompetencen} other {lokationen}}.',
  'server.profileEdit.dateFormat':
    'Angiv {field, select, startDate {startdatoen} other {slutdatoen}} som ÅÅÅÅ-MM eller ÅÅÅÅ.',
  'server.profileEdit.datesOrder': 'Slutdatoen må ikke ligge før startdatoen.',
  'server.profileEdit.skillMissing': 'Angiv en kompetence.',
  'server.profileEdit.skillTooLong': 'En kompetence må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.tooManySkills':
    'En profil kan højst have {max, plural, one {# kompetence} other {# kompetencer}}. Fjern først nogle.',
  'server.profileEdit.skillNotListed': 'Den kompetence er ikke på din profil.',
  'server.profileEdit.entryGone': 'Posten findes ikke længere. Genindlæs siden.',
  'server.profileEdit.nameNotRemovable': 'Dit navn kan ikke fjernes, kun ændres.',
  'server.profileEdit.locationNotText': 'Angiv din lokation som tekst.',
  'server.profileEdit.locationMissing': 'Angiv din lokation.',
  'server.profileEdit.locationTooLong': 'Din lokation må højst have {max, plural, one {# tegn} other {# tegn}}.',
  'server.profileEdit.photoUpload': 'Upload et foto for at tilføje et.',
  'server.profileEdit.yearsRange': 'Angiv dine års erfaring som et helt tal fra 0 til {max}.',
  'server.apply.noForm': 'Virksomheden har ingen ansøgningsformular.',
  'server.apply.positionClosed': 'Stillingen modtager ikke længere ansøgninger.',
  'server.apply.alreadyApplied': 'Du har allerede søgt denne stilling.',
  'server.apply.tooManyDrafts':
    'Du kan højst have {max, plural, one {# ansøgningskladde} other {# ansøgningskladder}}. Slet først nogle på din oversigt.',
  'server.apply.emailRequired': 'Der kræves en e-mailadresse for at søge uden at logge ind.',
  'server.forms.notFound': 'Formularen blev ikke fundet.',
  'server.forms.alreadySubmitted': 'Formularen er allerede sendt.',
  'server.forms.fixFields': 'Ret de markerede felter.',
  'server.upload.interrupted': 'Uploaden af »{name}« blev afbrudt.',
  'server.upload.tooLarge': 'Filen »{name}« er større end {amount, number} {unit}, som er grænsen for én upload.',
  'server.upload.empty': 'Filen »{name}« er tom.',
  'server.upload.wrongType': 'Disse filer har ikke en tilladt filtype ({types}): {files}.',
  'server.upload.wrongContent':
    'Indholdet af disse filer passer ikke til filnavnene eller til en tilladt filtype ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Filen »{name}« indeholder JavaScript eller andet aktivt indhold. Upload en almindelig PDF (udskriv den til PDF igen).',
  'server.upload.pdfEncrypted':
    'Filen »{name}« er beskyttet med adgangskode. Upload en PDF, der kan åbnes uden adgangskode.',
  'server.upload.pdfTooSlow':
    'Filen »{name}« er opbygget på en måde, der tager for lang tid at læse. Udskriv den til PDF igen, og upload den nye fil.',
  'server.upload.avatarShape': 'Send fotoet som multipart/form-data med én fildel ved navn »file«.',
  'server.upload.resumeShape':
    'Send multipart/form-data med felterne resume_file_name, resume_content (en data-URL) og domain.',
  'server.forms.fileNotFound': 'Filen blev ikke fundet.',
  'server.positions.notFound': 'Stillingen blev ikke fundet.',
  'server.resume.notPdfOrDocx':
    'Filen »{name}« er ikke et PDF- eller Word-dokument (.docx). Upload dit CV som en PDF- eller DOCX-fil.',
  'server.resume.unreadable':
    'Vi kunne ikke læse »{name}«. Gem den igen som PDF eller DOCX, og upload den en gang til.',
  'server.resume.inflates':
    'Filen »{name}« indeholder komprimerede data, der fylder langt mere, end et CV har brug for, når de pakkes ud. Gem den igen som PDF (eller udskriv den til PDF), og upload den nye fil.',
  'server.resume.unsupportedCompression':
    'Filen »{name}« bruger en komprimering, som denne side ikke accepterer. Gem den igen som PDF (eller udskriv den til PDF), og upload den nye fil.',
  'server.resume.stillReading': 'Dit forrige CV er stadig ved at blive læst. Prøv igen om et par minutter.',
  'server.resume.readersBusy': 'Der læses mange CV\'er lige nu. Prøv igen om et par minutter.',
  'server.resume.dataUrl': 'Send CV\'ets indhold som en data-URL ({example}).',
  'server.resume.tooMany': 'Du kan højst have {max} CV\'er. Slet først et, du ikke længere har brug for.',
  'server.resume.notFound': 'CV\'et blev ikke fundet.',
  'server.auth.sessionExpired': 'Din session er udløbet. Prøv igen.',
  'server.auth.emailTooLong': 'E-mailadressen er for lang. En e-mailadresse må højst have {max} tegn.',
  'server.auth.passwordTooLong': 'Adgangskoden er for lang. En adgangskode må højst have {max} tegn.',
  'server.upload.quota':
    'Du har uploadet for mange filer, der endnu ikke hører til en gemt formular. Gem eller send din formular, eller fjern filer, du ikke har brug for, og prøv så igen.',
  'server.upload.paused': 'Upload er sat på pause et stykke tid, fordi for mange filer venter. Prøv igen senere.',
  'server.upload.tooManyAtOnce': 'For mange uploads på én gang. Vent, til én er færdig, og prøv så igen.',
  'server.upload.fileShape': 'Send filen som multipart/form-data med én del ved navn »file«.',
  'server.avatar.notAnImage': 'Filen »{name}« er ikke et PNG- eller JPEG-billede. Vælg et foto i et af de formater.',
  'server.avatar.tooManyPixels':
    'Fotoet »{name}« er {width} × {height} pixels, mere end et profilfoto må have. Vælg et på højst {max} × {max} pixels (eller gør dette mindre).',
  'server.offerUpload.attachAs': 'Vedhæft den underskrevne PDF som filen »{field}«.',
  'server.offerUpload.oneFile': 'Du kan højst uploade 1 fil',
  'server.offerUpload.onlyOne': 'Send én underskrevet PDF som filen »{field}« og intet andet.',
  'server.offerUpload.fullName': 'Angiv dit fulde navn',
  'server.offerUpload.notPdf': 'Filen »{name}« er ikke en PDF. Upload det underskrevne dokument som en PDF-fil.',
  'server.offerUpload.tooLarge':
    'Filen »{name}« er større end {amount, number} {unit}, som er grænsen for et underskrevet dokument.',
  'server.offerUpload.noPages': 'Filen »{name}« har ingen sider.',
  'server.offerUpload.activeContent':
    'Filen »{name}« indeholder JavaScript eller andet aktivt indhold. Upload en almindelig PDF (udskriv den til PDF igen, eller scan det underskrevne papir).',
  'server.offerUpload.unreadable':
    'Filen »{name}« kunne ikke læses som PDF. Upload det underskrevne dokument som en PDF-fil.',
  'server.offerUpload.tooSlow':
    'Filen »{name}« er opbygget på en måde, der tager for lang tid at læse. Udskriv den til PDF igen, eller scan det underskrevne papir, og upload den nye fil.',
  'server.offerUpload.inflates':
    'Filen »{name}« indeholder komprimerede data, der fylder mere end {amount, number} {unit}, når de pakkes ud – langt mere, end et underskrevet dokument har brug for. Upload en almindelig PDF (udskriv den til PDF igen, eller scan det underskrevne papir).',
  'server.offerUpload.unsupported':
    'Filen »{name}« bruger en komprimering, som denne side ikke accepterer (LZW- eller run-length-kodede objektstrømme). Udskriv den til PDF igen, og upload den nye fil.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Forhåndsvisning af widgets',
  'server.theme.notThemeFile': 'Temafilen er ikke gyldig: den er ikke en eksport af et karrieretema (en JSON-fil med "format": "careers-theme").',
  'server.theme.wrongProduct': 'Temafilen er ikke gyldig: den indeholder et tema til “{found}”, ikke til “{expected}”.',
  'server.theme.badColour': 'Temafilen er ikke gyldig: {token} skal være en farve som #1a2b3c.',
  'server.theme.badValue': 'Temafilen er ikke gyldig: {token} har en værdi, som dette token ikke tillader.',
  'server.theme.unknownToken': 'Temafilen er ikke gyldig: {token} er ikke et token i dette tema.',
  'server.theme.missingToken': 'Temafilen er ikke gyldig: {token} mangler.',
  'server.theme.unknownImage': 'Temaet nævner et billede, der ikke er uploadet til dette website ({token}). Upload billedet igen.',
  'server.theme.contrastFails': 'Farvepar med for lav kontrast (WCAG AA): {count}. Ret dem, eller udgiv med en undtagelse og en begrundelse.',
  'server.theme.noDraft': 'Der er ingen kladde at udgive.',
  'server.theme.noVersion': 'Den udgivne version findes ikke.',
  'server.theme.nothingToExport': 'Der er endnu intet tema at eksportere.',
  'server.theme.svgRefused': 'SVG-billeder accepteres ikke: upload en PNG, JPEG eller WebP.',
  'server.theme.notAnImage': 'Filen er ikke et PNG-, JPEG- eller WebP-billede.',
  'server.theme.imageTooLarge': 'Billedet er større end {maxKb, number} KB, det meste {use, select, hero {et topbillede} other {et logo}} må fylde.',
  'server.theme.imageSize': 'Billedet er {width} × {height} pixel; {use, select, hero {et topbillede} other {et logo}} skal være mindst {minWidth} × {minHeight} og højst {maxSide} pixel på hver side.',
} satisfies Messages;
