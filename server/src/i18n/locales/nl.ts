import type { Messages } from '@careers/shared/i18n/types';

// Dutch, informal "je": Dutch careers sites ("werken bij") and job boards address candidates with "je".
// Terms (aanbod, sollicitatie, opgeslagen zoekopdracht, vacaturemelding, vacature, cv, gesprek) as in shared/src/i18n/glossaries/nl.json.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# nieuwe vacature past bij ‘{name}’:} other {# nieuwe vacatures passen bij ‘{name}’:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# nieuwe vacature past bij je opgeslagen zoekopdracht{filters, select, none {} other { ({filters})}}:} other {# nieuwe vacatures passen bij je opgeslagen zoekopdracht{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Nieuwe vacature bij {company}: {title}} other {# nieuwe vacatures bij {company}}}',
  'server.mail.newJobs.seeSearch': 'Alle vacatures van deze zoekopdracht bekijken',
  'server.mail.newJobs.openSavedSearches': 'Je opgeslagen zoekopdrachten openen',
  'server.mail.newJobs.unsubscribeSaved':
    'Geen e-mail meer voor deze opgeslagen zoekopdracht (ze blijft in je meldingen staan)',
  'server.mail.newJobs.unsubscribeAlert': 'Afmelden voor deze vacaturemelding',
  'server.mail.confirm.subject': 'Bevestig je vacaturemelding bij {company}',
  'server.mail.confirm.intro':
    'Iemand, hopelijk jij, heeft gevraagd om e-mails over nieuwe vacatures bij {company} voor een zoekopdracht{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Bevestig je vacaturemelding',
  'server.mail.confirm.ignore': 'Was jij dit niet? Negeer dan dit bericht: zonder bevestiging sturen we niets.',
  'server.notifications.tooManyStreams': 'Te veel vensters volgen tegelijk je meldingen. Sluit er een paar of laad deze pagina later opnieuw.',
  'server.notifications.welcome.title': 'Welkom',
  'server.notifications.welcome':
    'Welkom bij Werken bij {company}! Maak je profiel compleet voor vacatures die beter bij je passen.',
  'server.notifications.offers.title': 'Aanbiedingen',
  'server.notifications.offerExtended':
    'Je hebt een nieuw aanbod voor {position}. Bekijk en onderteken het voordat het verloopt.',
  'server.notifications.offerDocumentReady': 'Je document ‘{document}’ voor {position} staat klaar om te ondertekenen.',
  'server.notifications.forms.title': 'Formulieren',
  'server.notifications.formAssigned': 'Nieuw formulier om in te vullen: {form}.',
  'server.notifications.interviews.title': 'Gesprekken',
  'server.notifications.interviewScheduled': 'Je gesprek voor {position} is gepland op {date}.',
  'server.notifications.applications.title': 'Sollicitaties',
  'server.notifications.applicationSubmitted':
    'Bedankt voor je sollicitatie op {position}! We nemen snel contact met je op.',
  'server.notifications.jobs.title': 'Vacatures',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# nieuwe vacature past bij je opgeslagen zoekopdracht ‘{name}’.} other {# nieuwe vacatures passen bij je opgeslagen zoekopdracht ‘{name}’.}}',
  'server.search.allJobs': 'Alle vacatures',
  'server.search.inPlace': 'in {place}',
  'server.search.remote': 'Op afstand',
  'server.search.map': 'Een plek op de kaart',
  'server.search.place': 'Plaats',

  'server.match.noSkillsListed': 'Voor deze functie zijn geen vaardigheden opgegeven.',
  'server.match.addSkills': 'Voeg je vaardigheden toe aan je profiel om te zien hoe ze bij deze functie passen.',
  'server.match.allSkills':
    '{total, plural, =1 {Je hebt de enige vaardigheid die deze functie vraagt: {skills}.} one {Je hebt alle # vaardigheden die deze functie vraagt: {skills}.} other {Je hebt alle # vaardigheden die deze functie vraagt: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Je hebt de enige vaardigheid die deze functie vraagt nog niet.} one {Je hebt nog geen van de # vaardigheden die deze functie vraagt.} other {Je hebt nog geen van de # vaardigheden die deze functie vraagt.}}',
  'server.match.someSkills':
    'Je hebt {matched, number} van de {total, plural, one {# vaardigheid} other {# vaardigheden}} die deze functie vraagt: {skills}.',
  'server.match.missingSkills': 'Vaardigheden die je nog niet opgeeft: {skills}.',
  'server.match.noYearsStated': 'Deze functie vermeldt niet hoeveel ervaring ze vraagt.',
  'server.match.yearsToCompare':
    'Deze functie vraagt ongeveer {required, plural, one {# jaar} other {# jaar}} ervaring; voeg die van jou toe aan je profiel om te vergelijken.',
  'server.match.meetsYears':
    'Je hebt {own, plural, one {# jaar} other {# jaar}} ervaring; deze functie vraagt ongeveer {required, plural, one {# jaar} other {# jaar}}.',
  'server.match.belowYears':
    'Deze functie vraagt ongeveer {required, plural, one {# jaar} other {# jaar}} ervaring; jij hebt {own, plural, one {# jaar} other {# jaar}}.',
  'server.match.strong': 'Je matchscore is {score}%, dus dit is een sterke match ({threshold}% of meer).',
  'server.match.notStrong': 'Je matchscore is {score}%; voor een sterke match is {threshold}% nodig.',
  'server.insights.teamSize': 'Openstaande functies in dit team',
  'server.insights.hiringManager': 'Vacaturehouder',
  'server.insights.timeToHire': 'Doorlooptijd tot aanname',
  'server.insights.similarRoles': 'Vergelijkbare functies',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Geen andere openstaande functies bij {department} in {city}} one {# andere openstaande functie bij {department} in {city}} other {# andere openstaande functies bij {department} in {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Ongeveer # dag} other {Ongeveer # dagen}}',

  'server.resume.title': '{name} – Cv',
  'server.resume.creator': 'Werken bij {company}',
  'server.resume.years': '{count, plural, one {# jaar ervaring} other {# jaar ervaring}}',
  'server.resume.skills': 'Vaardigheden',
  'server.resume.experience': 'Werkervaring',
  'server.resume.education': 'Opleiding',
  'server.resume.present': 'Heden',

  'server.export.files':
    'Bestanden worden beschreven met hun grootte en SHA-256; elk bestand download je, zolang je bent ingelogd, via de bijbehorende ‘download’-link.',

  'server.page.backToCareers': 'Terug naar de carrièresite',
  'server.page.careersAt': 'Werken bij {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Interne serverfout',
  'server.error.apology': 'Sorry, er ging bij ons iets mis. Probeer het zo nog eens.',
  'server.error.contact': 'Contact',
  'server.error.details': 'Foutdetails (alleen zichtbaar voor beheerders)',
  'server.error.notFoundTitle': 'Pagina niet gevonden',
  'server.error.notFound': 'We konden de pagina die je zocht niet vinden.',
  'server.error.tooManyTitle': 'Te veel verzoeken',
  'server.error.otherTitle': 'Er klopt iets niet',
  'server.login.title': 'Inloggen',
  'server.login.signupTitle': 'Maak je account aan',
  'server.login.lead': 'Welkom terug. Log in om je sollicitaties en aanbiedingen te bekijken.',
  'server.login.signupLead': 'Sla vacatures op, solliciteer sneller en volg je sollicitaties.',
  'server.login.firstName': 'Voornaam',
  'server.login.lastName': 'Achternaam',
  'server.login.email': 'E-mail',
  'server.login.password': 'Wachtwoord',
  'server.login.passwordHint': '{min} tot {max} tekens. Geen veelgebruikt wachtwoord en niet je e-mailadres.',
  'server.login.submit': 'Inloggen',
  'server.login.signupSubmit': 'Account aanmaken',
  'server.login.haveAccount': 'Heb je al een account?',
  'server.login.newHere': 'Nieuw hier?',
  'server.login.createAccount': 'Maak een account aan',
  'server.login.alreadyHeading': 'Je bent al ingelogd',
  'server.login.loggedInAs': 'Je bent ingelogd als {who}.',
  'server.login.continue': 'Verder naar de carrièresite',
  'server.login.notYou': 'Ben jij dit niet, of wil je een ander account gebruiken? Log dan eerst uit.',
  'server.logout.title': 'Uitloggen',
  'server.noscript.jobs': 'Voor zoekresultaten is JavaScript nodig. Schakel het in en laad de pagina opnieuw.',
  'server.noscript.other': 'Voor deze pagina is JavaScript nodig. Schakel het in en laad de pagina opnieuw.',
  'server.closedApply.text': 'Voor deze vacature worden geen sollicitaties meer aangenomen.',
  'server.closedApply.heading': 'Sollicitaties gesloten: {position}',
  'server.closedApply.searchJobs': 'Meer vacatures zoeken',
  'server.closedApply.title': '{heading} | Werken bij {company}',
  'server.verify.title': 'Een ondertekend document bij een aanbod controleren',
  'server.verify.lead':
    'Kies een pdf van een document bij een aanbod dat op deze site is ondertekend, om te zien of het het digitale zegel van de site draagt en sinds de ondertekening niet is gewijzigd. Het bestand wordt gecontroleerd en daarna vergeten: er wordt niets bewaard.',
  'server.verify.notChecked': 'Het bestand kon niet worden gecontroleerd',
  'server.verify.unaltered': 'Hier ondertekend en ongewijzigd',
  'server.verify.altered': 'Gewijzigd sinds de ondertekening',
  'server.verify.notSigned': 'Niet door deze site ondertekend',
  'server.verify.document': 'Document: {name}',
  'server.verify.fileLabel': 'Ondertekende pdf',
  'server.verify.fileHint': 'Eén pdf-bestand, maximaal 10 MB.',
  'server.verify.submit': 'Pdf controleren',
  'server.verify.backToOffers': 'Terug naar de aanbiedingen',
  'server.alerts.searchJobs': 'Vacatures zoeken',
  'server.alerts.subscribed':
    'Kijk in je inbox: we hebben je een link gestuurd om je vacaturemelding te bevestigen. Je krijgt geen e-mails over vacatures voordat je bevestigt.',
  'server.alerts.settings': 'Instellingen',
  'server.alerts.linkBroken': 'Deze link werkt niet',
  'server.alerts.confirmTitle': 'Bevestig je vacaturemelding',
  'server.alerts.confirmLead':
    'Bevestig om een e-mail te krijgen als nieuwe vacatures bij je zoekopdracht passen. Elk bericht bevat een link om je af te melden.',
  'server.alerts.confirmButton': 'Vacaturemelding bevestigen',
  'server.alerts.onTitle': 'Je vacaturemelding staat aan',
  'server.alerts.onLead':
    'We mailen je als nieuwe vacatures bij je zoekopdracht passen. Elk bericht bevat een link om je af te melden.',
  'server.alerts.unsubscribeAlert': 'Afmelden voor deze vacaturemelding',
  'server.alerts.unsubscribeSaved': 'Geen e-mail meer voor deze opgeslagen zoekopdracht',
  'server.alerts.unsubscribeButton': 'Afmelden',
  'server.alerts.unsubscribedTitle': 'Je bent afgemeld',
  'server.alerts.goneAlert': 'Deze vacaturemelding bestaat niet meer: je krijgt er geen e-mail voor.',
  'server.alerts.goneSaved': 'Deze opgeslagen zoekopdracht bestaat niet meer: je krijgt er geen e-mail voor.',
  'server.alerts.unsubscribeAlertLead': 'Je krijgt geen e-mail meer over nieuwe vacatures voor deze zoekopdracht.',
  'server.alerts.unsubscribeSavedLead':
    'Je krijgt geen e-mail meer voor deze opgeslagen zoekopdracht. Nieuwe vacatures blijven in je meldingen verschijnen.',
  'server.alerts.savedOffLead':
    'E-mail voor deze opgeslagen zoekopdracht staat uit. Je kunt het weer aanzetten in je instellingen.',
  'server.account.currentPasswordMissing': 'Vul je huidige wachtwoord in.',
  'server.account.wrongPassword': 'Je huidige wachtwoord is onjuist. Er is niets gewijzigd.',
  'server.account.tooManyPasswords':
    'Te veel onjuiste wachtwoorden. Probeer het over {seconds, plural, one {# seconde} other {# seconden}} opnieuw.',
  'server.account.emailTaken': 'Er bestaat al een account met dit e-mailadres.',
  'server.account.emailInvalid': 'Vul een geldig e-mailadres in.',
  'server.account.chooseLanguage': 'Kies een van: {languages}.',
  'server.account.unknownCategory': 'Onbekende meldingscategorie: {category}.',
  'server.account.categoryOnOff': 'Elke categorie staat aan (true) of uit (false).',
  'server.account.deleteWord': 'VERWIJDEREN',
  'server.account.typeToConfirm': 'Typ {word} om te bevestigen.',
  'server.account.keptAfterDeletion':
    'Aanbiedingen die je hebt ondertekend, worden bewaard: de ondertekende documenten en de gegevens over hoe ze zijn ondertekend (wanneer, vanaf welk adres en met welke browser), omdat het bedrijf wettelijk verplicht is het bewijs van een arbeidsovereenkomst te bewaren. Ze worden bewaard zonder de naam, het e-mailadres of het wachtwoord van je account. Al het andere wordt verwijderd.',
  'server.field.firstNameMissing': 'Vul je voornaam in.',
  'server.field.lastNameMissing': 'Vul je achternaam in.',
  'server.field.firstNameTooLong': 'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor je voornaam.',
  'server.field.lastNameTooLong': 'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor je achternaam.',
  'server.field.firstNameControl': 'Verwijder de regeleinden, tabs en andere stuurtekens uit je voornaam.',
  'server.field.lastNameControl': 'Verwijder de regeleinden, tabs en andere stuurtekens uit je achternaam.',
  'server.password.tooShort': 'Gebruik minstens {min, plural, one {# teken} other {# tekens}} voor je wachtwoord.',
  'server.password.tooLong': 'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor je wachtwoord.',
  'server.password.repeats': 'Dit wachtwoord herhaalt één teken. Kies een wachtwoord dat moeilijker te raden is.',
  'server.password.isEmail':
    'Je wachtwoord mag niet je e-mailadres zijn. Kies een wachtwoord dat moeilijker te raden is.',
  'server.password.common': 'Dit wachtwoord is te veelgebruikt. Kies een wachtwoord dat moeilijker te raden is.',
  'server.profile.skillsLabel': 'Voeg je vaardigheden toe',
  'server.profile.skillsWhy':
    'Vacaturepagina’s vergelijken je vaardigheden met wat elke functie vraagt; zonder vaardigheden blijft elke matchscore op 0%.',
  'server.profile.yearsLabel': 'Voeg je jaren ervaring toe',
  'server.profile.yearsWhy':
    'Functies vermelden hoeveel ervaring ze vragen; je jaren ervaring bepalen een kwart van elke matchscore.',
  'server.profile.experienceLabel': 'Voeg je werkervaring toe',
  'server.profile.experienceWhy':
    'Je eerdere functies laten zien bij welke vacatures je past, en je geëxporteerde cv vermeldt ze.',
  'server.profile.resumeLabel': 'Upload je cv',
  'server.profile.resumeWhy':
    'Het lezen van je cv stelt in één stap vaardigheden, functietitels en jaren ervaring voor je profiel voor.',
  'server.profile.educationLabel': 'Voeg je opleiding toe',
  'server.profile.educationWhy': 'Sommige functies vragen om een diploma; je geëxporteerde cv vermeldt je opleiding.',
  'server.profile.locationLabel': 'Voeg je locatie toe',
  'server.profile.locationWhy': 'Functies zijn aan een plaats gebonden; je geëxporteerde cv vermeldt waar je woont.',
  'server.profile.nameLabel': 'Voeg je volledige naam toe',
  'server.profile.nameWhy': 'Je naam staat boven je geëxporteerde cv en onder je ondertekende aanbiedingen.',
  'server.profile.avatarLabel': 'Voeg een profielfoto toe',
  'server.profile.avatarWhy': 'Je foto staat op je profiel; hij heeft geen invloed op de matchscore.',
  'server.dashboard.nextApplied': 'Het recruitmentteam bekijkt je sollicitatie. Je hoort in elk geval van ons.',
  'server.dashboard.nextInReview': 'Als je ervaring bij de functie past, nodigt het team je uit voor een gesprek.',
  'server.dashboard.nextInterviewing': 'Na je gesprekken neemt het team een besluit en laat het je de uitkomst weten.',
  'server.dashboard.nextOffer': 'Bekijk je aanbod en accepteer of wijs het af op de pagina Aanbiedingen.',
  'server.dashboard.stageReceived': 'Sollicitatie ontvangen',
  'server.dashboard.stageWithdrawn': 'Ingetrokken door kandidaat',
  'server.profileEdit.entryMissing':
    'Vul {field, select, title {de functietitel} company {het bedrijf} school {de onderwijsinstelling} other {het diploma}} in.',
  'server.profileEdit.entryTooLong':
    'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor {field, select, title {de functietitel} company {het bedrijf} school {de onderwijsinstelling} other {het diploma}}.',
  'server.profileEdit.control':
    'Verwijder de regeleinden, tabs en andere stuurtekens uit {field, select, title {de functietitel} company {het bedrijf} school {de onderwijsinstelling} degree {het diploma} skill {de vaardigheid} other {de locatie}}.',
  'server.profileEdit.dateFormat':
    'Vul de {field, select, startDate {begindatum} other {einddatum}} in als JJJJ-MM of JJJJ.',
  'server.profileEdit.datesOrder': 'De einddatum mag niet vóór de begindatum liggen.',
  'server.profileEdit.skillMissing': 'Vul een vaardigheid in.',
  'server.profileEdit.skillTooLong':
    'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor een vaardigheid.',
  'server.profileEdit.tooManySkills':
    'Een profiel bevat maximaal {max, plural, one {# vaardigheid} other {# vaardigheden}}. Verwijder er eerst een paar.',
  'server.profileEdit.skillNotListed': 'Die vaardigheid staat niet in je profiel.',
  'server.profileEdit.entryGone': 'Dat onderdeel bestaat niet meer. Laad de pagina opnieuw.',
  'server.profileEdit.nameNotRemovable': 'Je naam kan niet worden verwijderd, alleen gewijzigd.',
  'server.profileEdit.locationNotText': 'Vul je locatie in als tekst.',
  'server.profileEdit.locationMissing': 'Vul je locatie in.',
  'server.profileEdit.locationTooLong':
    'Gebruik maximaal {max, plural, one {# teken} other {# tekens}} voor je locatie.',
  'server.profileEdit.photoUpload': 'Upload een foto om er een toe te voegen.',
  'server.profileEdit.yearsRange': 'Vul je jaren ervaring in als geheel getal van 0 tot {max}.',
  'server.apply.noForm': 'Dit bedrijf heeft geen sollicitatieformulier.',
  'server.apply.positionClosed': 'Voor deze vacature worden geen sollicitaties meer aangenomen.',
  'server.apply.alreadyApplied': 'Je hebt al op deze vacature gesolliciteerd.',
  'server.apply.tooManyDrafts':
    'Je kunt maximaal {max, plural, one {# conceptsollicitatie} other {# conceptsollicitaties}} bewaren. Verwijder er eerst een paar in je overzicht.',
  'server.apply.emailRequired': 'Om zonder inloggen te solliciteren is een e-mailadres nodig.',
  'server.forms.notFound': 'Formulier niet gevonden.',
  'server.forms.alreadySubmitted': 'Dit formulier is al verstuurd.',
  'server.forms.fixFields': 'Corrigeer de gemarkeerde velden.',
  'server.upload.interrupted': 'Het uploaden van ‘{name}’ is onderbroken.',
  'server.upload.tooLarge': 'Het bestand ‘{name}’ is groter dan {amount, number} {unit}, het maximum voor één upload.',
  'server.upload.empty': 'Het bestand ‘{name}’ is leeg.',
  'server.upload.wrongType': 'Deze bestanden hebben geen toegestaan bestandstype ({types}): {files}.',
  'server.upload.wrongContent':
    'De inhoud van deze bestanden past niet bij hun naam of bij een toegestaan bestandstype ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Het bestand ‘{name}’ bevat JavaScript of andere actieve inhoud. Upload een gewone pdf (druk het opnieuw af als pdf).',
  'server.upload.pdfEncrypted':
    'Het bestand ‘{name}’ is beveiligd met een wachtwoord. Upload een pdf die zonder wachtwoord opent.',
  'server.upload.pdfTooSlow':
    'Het bestand ‘{name}’ is zo opgebouwd dat het lezen te lang duurt. Druk het opnieuw af als pdf en upload het nieuwe bestand.',
  'server.upload.avatarShape': 'Stuur de foto als multipart/form-data met één bestandsdeel met de naam ‘file’.',
  'server.upload.resumeShape':
    'Stuur multipart/form-data met de velden resume_file_name, resume_content (een data-URL) en domain.',
  'server.forms.fileNotFound': 'Bestand niet gevonden.',
  'server.positions.notFound': 'Vacature niet gevonden.',
  'server.resume.notPdfOrDocx':
    'Het bestand ‘{name}’ is geen pdf- of Word-document (.docx). Upload je cv als pdf- of docx-bestand.',
  'server.resume.unreadable':
    'We konden ‘{name}’ niet lezen. Sla het opnieuw op als pdf of docx en upload het nog een keer.',
  'server.resume.inflates':
    'Het bestand ‘{name}’ bevat gecomprimeerde gegevens die veel groter uitpakken dan een cv nodig heeft. Sla het opnieuw op als pdf (of druk het af als pdf) en upload het nieuwe bestand.',
  'server.resume.unsupportedCompression':
    'Het bestand ‘{name}’ gebruikt een compressie die deze site niet accepteert. Sla het opnieuw op als pdf (of druk het af als pdf) en upload het nieuwe bestand.',
  'server.resume.stillReading': 'Je vorige cv wordt nog gelezen. Probeer het over een paar minuten opnieuw.',
  'server.resume.readersBusy': 'Er worden op dit moment veel cv’s gelezen. Probeer het over een paar minuten opnieuw.',
  'server.resume.dataUrl': 'Stuur de inhoud van het cv als data-URL ({example}).',
  'server.resume.tooMany': 'Je kunt maximaal {max} cv’s bewaren. Verwijder eerst een cv dat je niet meer nodig hebt.',
  'server.resume.notFound': 'Cv niet gevonden.',
  'server.auth.sessionExpired': 'Je sessie is verlopen. Probeer het opnieuw.',
  'server.auth.emailTooLong': 'Dit e-mailadres is te lang. Een e-mailadres heeft maximaal {max} tekens.',
  'server.auth.passwordTooLong': 'Dit wachtwoord is te lang. Een wachtwoord heeft maximaal {max} tekens.',
  'server.upload.quota':
    'Je hebt te veel bestanden geüpload die nog niet bij een opgeslagen formulier horen. Sla je formulier op of verstuur het, of verwijder bestanden die je niet nodig hebt, en probeer het dan opnieuw.',
  'server.upload.paused': 'Uploaden is even gepauzeerd omdat er te veel bestanden wachten. Probeer het later opnieuw.',
  'server.upload.tooManyAtOnce': 'Te veel uploads tegelijk. Wacht tot er een klaar is en probeer het dan opnieuw.',
  'server.upload.fileShape': 'Stuur het bestand als multipart/form-data met één deel met de naam ‘file’.',
  'server.avatar.notAnImage':
    'Het bestand ‘{name}’ is geen PNG- of JPEG-afbeelding. Kies een foto in een van die formaten.',
  'server.avatar.tooManyPixels':
    'De foto ‘{name}’ is {width} × {height} pixels, meer dan een profielfoto mag hebben. Kies een foto van maximaal {max} × {max} pixels (of maak deze kleiner).',
  'server.offerUpload.attachAs': 'Voeg de ondertekende pdf toe als het bestand ‘{field}’.',
  'server.offerUpload.oneFile': 'Je kunt maximaal 1 bestand uploaden',
  'server.offerUpload.onlyOne': 'Stuur één ondertekende pdf als het bestand ‘{field}’ en verder niets.',
  'server.offerUpload.fullName': 'Vul je volledige naam in',
  'server.offerUpload.notPdf': 'Het bestand ‘{name}’ is geen pdf. Upload het ondertekende document als pdf-bestand.',
  'server.offerUpload.tooLarge':
    'Het bestand ‘{name}’ is groter dan {amount, number} {unit}, het maximum voor een ondertekend document.',
  'server.offerUpload.noPages': 'Het bestand ‘{name}’ heeft geen pagina’s.',
  'server.offerUpload.activeContent':
    'Het bestand ‘{name}’ bevat JavaScript of andere actieve inhoud. Upload een gewone pdf (druk het opnieuw af als pdf of scan het ondertekende papier).',
  'server.offerUpload.unreadable':
    'Het bestand ‘{name}’ kon niet als pdf worden gelezen. Upload het ondertekende document als pdf-bestand.',
  'server.offerUpload.tooSlow':
    'Het bestand ‘{name}’ is zo opgebouwd dat het lezen te lang duurt. Druk het opnieuw af als pdf of scan het ondertekende papier, en upload het nieuwe bestand.',
  'server.offerUpload.inflates':
    'Het bestand ‘{name}’ bevat gecomprimeerde gegevens die uitpakken tot meer dan {amount, number} {unit}, veel meer dan een ondertekend document nodig heeft. Upload een gewone pdf (druk het opnieuw af als pdf of scan het ondertekende papier).',
  'server.offerUpload.unsupported':
    'Het bestand ‘{name}’ gebruikt een compressie die deze site niet accepteert (LZW- of run-length-objectstreams). Druk het opnieuw af als pdf en upload het nieuwe bestand.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Voorbeeld van de widgets',
  'server.theme.notThemeFile': 'Het themabestand is niet geldig: het is geen export van een carrièrethema (een JSON-bestand met "format": "careers-theme").',
  'server.theme.wrongProduct': 'Het themabestand is niet geldig: het bevat een thema voor ‘{found}’, niet voor ‘{expected}’.',
  'server.theme.badColour': 'Het themabestand is niet geldig: {token} moet een kleur zijn zoals #1a2b3c.',
  'server.theme.badValue': 'Het themabestand is niet geldig: {token} heeft een waarde die dit token niet toestaat.',
  'server.theme.unknownToken': 'Het themabestand is niet geldig: {token} is geen token van dit thema.',
  'server.theme.missingToken': 'Het themabestand is niet geldig: {token} ontbreekt.',
  'server.theme.unknownImage': 'Het thema noemt een afbeelding die niet naar deze site is geüpload ({token}). Upload de afbeelding opnieuw.',
  'server.theme.contrastFails': 'Kleurparen met te weinig contrast (WCAG AA): {count}. Los ze op, of publiceer met een uitzondering en een reden.',
  'server.theme.noDraft': 'Er is geen concept om te publiceren.',
  'server.theme.noVersion': 'Deze gepubliceerde versie bestaat niet.',
  'server.theme.nothingToExport': 'Er is nog geen thema om te exporteren.',
  'server.theme.svgRefused': 'SVG-afbeeldingen worden niet geaccepteerd: upload een PNG, JPEG of WebP.',
  'server.theme.notAnImage': 'Dit bestand is geen PNG-, JPEG- of WebP-afbeelding.',
  'server.theme.imageTooLarge': 'De afbeelding is groter dan {maxKb, number} KB, het maximum voor {use, select, hero {een headerafbeelding} other {een logo}}.',
  'server.theme.imageSize': 'De afbeelding is {width} × {height} pixels; {use, select, hero {een headerafbeelding} other {een logo}} moet minstens {minWidth} × {minHeight} en hoogstens {maxSide} pixels per zijde zijn.',
} satisfies Messages;
