import type { Messages } from '@careers/shared/i18n/types';

// Swedish ("du", as Swedish careers sites address candidates). 'erbjudande', 'ansökan', 'sparad sökning', 'jobbevakning',
// 'jobb' and 'tjänst' as the browser packages' Swedish names them (shared/src/i18n/glossaries/sv.json).
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# nytt jobb matchar ”{name}”:} other {# nya jobb matchar ”{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# nytt jobb matchar din sparade sökning{filters, select, none {} other { ({filters})}}:} other {# nya jobb matchar din sparade sökning{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Nytt jobb hos {company}: {title}} other {# nya jobb hos {company}}}',
  'server.mail.newJobs.seeSearch': 'Se alla jobb i den här sökningen',
  'server.mail.newJobs.openSavedSearches': 'Öppna dina sparade sökningar',
  'server.mail.newJobs.unsubscribeSaved':
    'Sluta få mejl om den här sparade sökningen (den finns kvar bland dina aviseringar)',
  'server.mail.newJobs.unsubscribeAlert': 'Avsluta den här jobbevakningen',
  'server.mail.confirm.subject': 'Bekräfta din jobbevakning hos {company}',
  'server.mail.confirm.intro':
    'Någon, förhoppningsvis du, har bett om mejl om nya jobb hos {company} för en jobbsökning{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Bekräfta din jobbevakning',
  'server.mail.confirm.ignore':
    'Om det inte var du kan du bortse från det här meddelandet: inget skickas utan bekräftelse.',
  'server.notifications.tooManyStreams': 'För många fönster följer dina aviseringar samtidigt. Stäng några eller läs in sidan igen senare.',
  'server.notifications.welcome.title': 'Välkommen',
  'server.notifications.welcome':
    'Välkommen till karriärsidan hos {company}! Komplettera din profil för att få jobb som matchar bättre.',
  'server.notifications.offers.title': 'Erbjudanden',
  'server.notifications.offerExtended':
    'Du har fått ett nytt jobberbjudande för {position}. Granska och signera det innan det går ut.',
  'server.notifications.offerDocumentReady': 'Ditt dokument ”{document}” för {position} är redo att signeras.',
  'server.notifications.forms.title': 'Formulär',
  'server.notifications.formAssigned': 'Nytt formulär att fylla i: {form}.',
  'server.notifications.interviews.title': 'Intervjuer',
  'server.notifications.interviewScheduled': 'Din intervju för {position} är bokad till {date}.',
  'server.notifications.applications.title': 'Ansökningar',
  'server.notifications.applicationSubmitted': 'Tack för din ansökan till {position}! Vi hör av oss snart.',
  'server.notifications.jobs.title': 'Jobb',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# nytt jobb matchar din sparade sökning ”{name}”.} other {# nya jobb matchar din sparade sökning ”{name}”.}}',
  'server.search.allJobs': 'Alla jobb',
  'server.search.inPlace': 'i {place}',
  'server.search.remote': 'Distans',
  'server.search.map': 'En plats på kartan',
  'server.search.place': 'Plats',

  // The job page: the match explanation and the insights ('matchning', 'kompetenser', 'tjänst' as mf-search says them).
  'server.match.noSkillsListed': 'Den här tjänsten anger inga kompetenser.',
  'server.match.addSkills': 'Lägg till dina kompetenser i din profil för att se hur de matchar tjänsten.',
  'server.match.allSkills':
    '{total, plural, =1 {Du har den enda kompetens som tjänsten kräver: {skills}.} other {Du har alla # kompetenser som tjänsten kräver: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Du har ännu inte den enda kompetens som tjänsten kräver.} other {Du har ännu ingen av de # kompetenser som tjänsten kräver.}}',
  'server.match.someSkills':
    'Du har {matched, number} av de {total, plural, one {# kompetens} other {# kompetenser}} som tjänsten kräver: {skills}.',
  'server.match.missingSkills': 'Kompetenser som du ännu inte har angett: {skills}.',
  'server.match.noYearsStated': 'Tjänsten anger inte hur mycket erfarenhet som krävs.',
  'server.match.yearsToCompare':
    'Tjänsten kräver cirka {required, plural, one {# års} other {# års}} erfarenhet; lägg till din i profilen för att jämföra.',
  'server.match.meetsYears':
    'Du har {own, plural, one {# års} other {# års}} erfarenhet; tjänsten kräver cirka {required, plural, one {# år} other {# år}}.',
  'server.match.belowYears':
    'Tjänsten kräver cirka {required, plural, one {# års} other {# års}} erfarenhet; du har {own, plural, one {# år} other {# år}}.',
  'server.match.strong':
    'Din matchning är {score} %, vilket gör det här till en stark matchning ({threshold} % eller mer).',
  'server.match.notStrong': 'Din matchning är {score} %; en stark matchning kräver {threshold} %.',
  'server.insights.teamSize': 'Lediga roller i teamet',
  'server.insights.hiringManager': 'Rekryterande chef',
  'server.insights.timeToHire': 'Tid till anställning',
  'server.insights.similarRoles': 'Liknande roller',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Inga andra lediga roller inom {department} i {city}} one {# annan ledig roll inom {department} i {city}} other {# andra lediga roller inom {department} i {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Cirka # dag} other {Cirka # dagar}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Karriär hos {company}',
  'server.resume.years': '{count, plural, one {# års erfarenhet} other {# års erfarenhet}}',
  'server.resume.skills': 'Kompetenser',
  'server.resume.experience': 'Erfarenhet',
  'server.resume.education': 'Utbildning',
  'server.resume.present': 'Nuvarande',

  'server.export.files':
    'Filer beskrivs med storlek och SHA-256; var och en kan laddas ned från sin ”download”-länk medan du är inloggad.',

  'server.page.backToCareers': 'Tillbaka till karriärsidan',
  'server.page.careersAt': 'Karriär hos {company}',
  'server.page.titleWithCompany': '{title} – {company}',
  'server.error.title': 'Internt serverfel',
  'server.error.apology': 'Vi ber om ursäkt – något gick fel hos oss. Försök igen om en stund.',
  'server.error.contact': 'Kontakta oss',
  'server.error.details': 'Felinformation (visas bara för administratörer)',
  'server.error.notFoundTitle': 'Sidan hittades inte',
  'server.error.notFound': 'Vi kunde inte hitta sidan du letade efter.',
  'server.error.tooManyTitle': 'För många förfrågningar',
  'server.error.otherTitle': 'Något stämmer inte',
  'server.login.title': 'Logga in',
  'server.login.signupTitle': 'Skapa ditt konto',
  'server.login.lead': 'Välkommen tillbaka. Logga in för att se dina ansökningar och erbjudanden.',
  'server.login.signupLead': 'Spara jobb, ansök snabbare och följ dina ansökningar.',
  'server.login.firstName': 'Förnamn',
  'server.login.lastName': 'Efternamn',
  'server.login.email': 'E-post',
  'server.login.password': 'Lösenord',
  'server.login.passwordHint': '{min} till {max} tecken. Inte ett vanligt lösenord och inte din e-postadress.',
  'server.login.submit': 'Logga in',
  'server.login.signupSubmit': 'Skapa konto',
  'server.login.haveAccount': 'Har du redan ett konto?',
  'server.login.newHere': 'Ny här?',
  'server.login.createAccount': 'Skapa ett konto',
  'server.login.alreadyHeading': 'Du är redan inloggad',
  'server.login.loggedInAs': 'Du är inloggad som {who}.',
  'server.login.continue': 'Fortsätt till karriärsidan',
  'server.login.notYou': 'Inte du, eller vill du använda ett annat konto? Logga ut först.',
  'server.logout.title': 'Logga ut',
  'server.noscript.jobs': 'Sökresultaten kräver JavaScript. Aktivera det och ladda om sidan.',
  'server.noscript.other': 'Sidan kräver JavaScript. Aktivera det och ladda om sidan.',
  'server.closedApply.text': 'Tjänsten tar inte längre emot ansökningar.',
  'server.closedApply.heading': 'Ansökan stängd: {position}',
  'server.closedApply.searchJobs': 'Sök fler jobb',
  'server.closedApply.title': '{heading} | Karriär hos {company}',
  'server.verify.title': 'Verifiera ett signerat erbjudandedokument',
  'server.verify.lead':
    'Välj en PDF av ett dokument för ett jobberbjudande som har signerats på den här webbplatsen för att se om det bär webbplatsens digitala sigill och är oförändrat sedan det signerades. Filen kontrolleras och glöms sedan bort: inget sparas.',
  'server.verify.notChecked': 'Filen kunde inte kontrolleras',
  'server.verify.unaltered': 'Signerad här och oförändrad',
  'server.verify.altered': 'Ändrad sedan den signerades',
  'server.verify.notSigned': 'Inte signerad av den här webbplatsen',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Signerad PDF',
  'server.verify.fileHint': 'En PDF-fil, högst 10 MB.',
  'server.verify.submit': 'Verifiera PDF',
  'server.verify.backToOffers': 'Tillbaka till erbjudandena',
  'server.alerts.searchJobs': 'Sök jobb',
  'server.alerts.subscribed':
    'Kolla din inkorg: vi har skickat en länk för att bekräfta din jobbevakning. Du får inga mejl om jobb innan du har bekräftat.',
  'server.alerts.settings': 'Inställningar',
  'server.alerts.linkBroken': 'Länken fungerar inte',
  'server.alerts.confirmTitle': 'Bekräfta din jobbevakning',
  'server.alerts.confirmLead':
    'Bekräfta för att få ett mejl när nya jobb matchar din sökning. Varje meddelande har en länk för att avsluta prenumerationen.',
  'server.alerts.confirmButton': 'Bekräfta jobbevakning',
  'server.alerts.onTitle': 'Din jobbevakning är aktiv',
  'server.alerts.onLead':
    'Vi mejlar dig när nya jobb matchar din sökning. Varje meddelande har en länk för att avsluta prenumerationen.',
  'server.alerts.unsubscribeAlert': 'Avsluta den här jobbevakningen',
  'server.alerts.unsubscribeSaved': 'Sluta få mejl om den här sparade sökningen',
  'server.alerts.unsubscribeButton': 'Avsluta prenumerationen',
  'server.alerts.unsubscribedTitle': 'Din prenumeration är avslutad',
  'server.alerts.goneAlert': 'Den här jobbevakningen finns inte längre: du får inga mejl om den.',
  'server.alerts.goneSaved': 'Den här sparade sökningen finns inte längre: du får inga mejl om den.',
  'server.alerts.unsubscribeAlertLead': 'Du får inga fler mejl om nya jobb för den här sökningen.',
  'server.alerts.unsubscribeSavedLead':
    'Du får inga fler mejl om den här sparade sökningen. Nya jobb visas fortfarande bland dina aviseringar.',
  'server.alerts.savedOffLead':
    'Mejl om den här sparade sökningen är avstängda. Du kan slå på dem igen i dina inställningar.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Ange ditt nuvarande lösenord.',
  'server.account.wrongPassword': 'Ditt nuvarande lösenord är fel. Inget har ändrats.',
  'server.account.tooManyPasswords':
    'För många felaktiga lösenord. Försök igen om {seconds, plural, one {# sekund} other {# sekunder}}.',
  'server.account.emailTaken': 'Det finns redan ett konto med den här e-postadressen.',
  'server.account.emailInvalid': 'Ange en giltig e-postadress.',
  'server.account.chooseLanguage': 'Välj ett av följande: {languages}.',
  'server.account.unknownCategory': 'Okänd aviseringskategori: {category}.',
  'server.account.categoryOnOff': 'Varje kategori är på (true) eller av (false).',
  'server.account.deleteWord': 'RADERA',
  'server.account.typeToConfirm': 'Skriv {word} för att bekräfta.',
  'server.account.keptAfterDeletion':
    'Erbjudanden som du har signerat sparas: de signerade dokumenten och uppgifterna om hur de signerades (när, från vilken adress och med vilken webbläsare), eftersom företaget enligt lag måste spara bevis på ett anställningsavtal. De sparas utan namnet, e-postadressen och lösenordet i ditt konto. Allt annat raderas.',
  'server.field.firstNameMissing': 'Ange ditt förnamn.',
  'server.field.lastNameMissing': 'Ange ditt efternamn.',
  'server.field.firstNameTooLong': 'Förnamnet får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.field.lastNameTooLong': 'Efternamnet får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.field.firstNameControl': 'Ta bort radbrytningar, tabbar och andra kontrolltecken från förnamnet.',
  'server.field.lastNameControl': 'Ta bort radbrytningar, tabbar och andra kontrolltecken från efternamnet.',
  'server.password.tooShort': 'Lösenordet måste ha minst {min, plural, one {# tecken} other {# tecken}}.',
  'server.password.tooLong': 'Lösenordet får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.password.repeats': 'Lösenordet upprepar ett enda tecken. Välj ett som är svårare att gissa.',
  'server.password.isEmail': 'Lösenordet får inte vara din e-postadress. Välj ett som är svårare att gissa.',
  'server.password.common': 'Lösenordet är för vanligt. Välj ett som är svårare att gissa.',
  'server.profile.skillsLabel': 'Lägg till dina kompetenser',
  'server.profile.skillsWhy':
    'Jobbsidorna jämför dina kompetenser med dem som varje tjänst kräver; utan dem stannar varje matchning på 0 %.',
  'server.profile.yearsLabel': 'Lägg till dina år av erfarenhet',
  'server.profile.yearsWhy':
    'Tjänster anger hur mycket erfarenhet de kräver; dina år avgör en fjärdedel av varje matchning.',
  'server.profile.experienceLabel': 'Lägg till din arbetslivserfarenhet',
  'server.profile.experienceWhy':
    'Dina tidigare titlar visar vilka roller du passar för, och ditt exporterade CV listar dem.',
  'server.profile.resumeLabel': 'Ladda upp ditt CV',
  'server.profile.resumeWhy':
    'När ditt CV läses föreslås kompetenser, titlar och år av erfarenhet för din profil i ett enda steg.',
  'server.profile.educationLabel': 'Lägg till din utbildning',
  'server.profile.educationWhy': 'Vissa tjänster kräver en examen; ditt exporterade CV listar din utbildning.',
  'server.profile.locationLabel': 'Lägg till din ort',
  'server.profile.locationWhy': 'Tjänster är knutna till orter; ditt exporterade CV visar var du är baserad.',
  'server.profile.nameLabel': 'Lägg till ditt fullständiga namn',
  'server.profile.nameWhy': 'Ditt namn står överst i ditt exporterade CV och används när du signerar dina erbjudanden.',
  'server.profile.avatarLabel': 'Lägg till ett profilfoto',
  'server.profile.avatarWhy': 'Ditt foto visas i din profil; det påverkar inte matchningen.',
  'server.dashboard.nextApplied': 'Rekryteringsteamet granskar din ansökan. Du får besked från oss oavsett utfall.',
  'server.dashboard.nextInReview': 'Om din erfarenhet passar tjänsten bjuder teamet in dig till en intervju.',
  'server.dashboard.nextInterviewing': 'Efter intervjuerna fattar teamet ett beslut och meddelar dig resultatet.',
  'server.dashboard.nextOffer': 'Granska ditt erbjudande och tacka ja eller nej på sidan Erbjudanden.',
  'server.dashboard.stageReceived': 'Ansökan mottagen',
  'server.dashboard.stageWithdrawn': 'Återkallad av kandidaten',
  'server.profileEdit.entryMissing':
    'Ange {field, select, title {jobbtiteln} company {företaget} school {skolan} other {examen}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Jobbtiteln} company {Företagsnamnet} school {Skolans namn} other {Examen}} får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.profileEdit.control':
    'Ta bort radbrytningar, tabbar och andra kontrolltecken från {field, select, title {jobbtiteln} company {företaget} school {skolan} degree {examen} skill {kompetensen} other {orten}}.',
  'server.profileEdit.dateFormat':
    'Ange {field, select, startDate {startdatumet} other {slutdatumet}} som ÅÅÅÅ-MM eller ÅÅÅÅ.',
  'server.profileEdit.datesOrder': 'Slutdatumet får inte vara före startdatumet.',
  'server.profileEdit.skillMissing': 'Ange en kompetens.',
  'server.profileEdit.skillTooLong': 'En kompetens får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.profileEdit.tooManySkills':
    'En profil kan ha högst {max, plural, one {# kompetens} other {# kompetenser}}. Ta bort några först.',
  'server.profileEdit.skillNotListed': 'Den kompetensen finns inte i din profil.',
  'server.profileEdit.entryGone': 'Posten finns inte längre. Ladda om sidan.',
  'server.profileEdit.nameNotRemovable': 'Ditt namn kan inte tas bort, bara ändras.',
  'server.profileEdit.locationNotText': 'Ange din ort som text.',
  'server.profileEdit.locationMissing': 'Ange din ort.',
  'server.profileEdit.locationTooLong': 'Orten får ha högst {max, plural, one {# tecken} other {# tecken}}.',
  'server.profileEdit.photoUpload': 'Ladda upp ett foto för att lägga till ett.',
  'server.profileEdit.yearsRange': 'Ange antal år av erfarenhet som ett heltal från 0 till {max}.',
  'server.apply.noForm': 'Företaget har inget ansökningsformulär.',
  'server.apply.positionClosed': 'Tjänsten tar inte längre emot ansökningar.',
  'server.apply.alreadyApplied': 'Du har redan sökt den här tjänsten.',
  'server.apply.tooManyDrafts':
    'Du kan ha högst {max, plural, one {# ansökningsutkast} other {# ansökningsutkast}}. Radera några i din översikt först.',
  'server.apply.emailRequired': 'Det krävs en e-postadress för att ansöka utan att logga in.',
  'server.forms.notFound': 'Formuläret hittades inte.',
  'server.forms.alreadySubmitted': 'Formuläret har redan skickats.',
  'server.forms.fixFields': 'Rätta de markerade fälten.',
  'server.upload.interrupted': 'Uppladdningen av ”{name}” avbröts.',
  'server.upload.tooLarge':
    'Filen ”{name}” är större än {amount, number} {unit}, vilket är gränsen för en uppladdning.',
  'server.upload.empty': 'Filen ”{name}” är tom.',
  'server.upload.wrongType': 'De här filerna har inte en tillåten filtyp ({types}): {files}.',
  'server.upload.wrongContent':
    'Innehållet i de här filerna stämmer inte med filnamnen eller med en tillåten filtyp ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Filen ”{name}” innehåller JavaScript eller annat aktivt innehåll. Ladda upp en vanlig PDF (skriv ut den till PDF igen).',
  'server.upload.pdfEncrypted': 'Filen ”{name}” är lösenordsskyddad. Ladda upp en PDF som går att öppna utan lösenord.',
  'server.upload.pdfTooSlow':
    'Filen ”{name}” är uppbyggd på ett sätt som tar för lång tid att läsa. Skriv ut den till PDF igen och ladda upp den nya filen.',
  'server.upload.avatarShape': 'Skicka fotot som multipart/form-data med en fildel som heter ”file”.',
  'server.upload.resumeShape':
    'Skicka multipart/form-data med fälten resume_file_name, resume_content (en data-URL) och domain.',
  'server.forms.fileNotFound': 'Filen hittades inte.',
  'server.positions.notFound': 'Tjänsten hittades inte.',
  'server.resume.notPdfOrDocx':
    'Filen ”{name}” är inte ett PDF- eller Word-dokument (.docx). Ladda upp ditt CV som en PDF- eller DOCX-fil.',
  'server.resume.unreadable':
    'Vi kunde inte läsa ”{name}”. Spara den igen som PDF eller DOCX och ladda upp den på nytt.',
  'server.resume.inflates':
    'Filen ”{name}” innehåller komprimerade data som expanderar till långt mer än ett CV behöver. Spara den igen som PDF (eller skriv ut den till PDF) och ladda upp den nya filen.',
  'server.resume.unsupportedCompression':
    'Filen ”{name}” använder en komprimering som webbplatsen inte godtar. Spara den igen som PDF (eller skriv ut den till PDF) och ladda upp den nya filen.',
  'server.resume.stillReading': 'Ditt förra CV läses fortfarande. Försök igen om några minuter.',
  'server.resume.readersBusy': 'Många CV:n läses just nu. Försök igen om några minuter.',
  'server.resume.dataUrl': 'Skicka CV:ts innehåll som en data-URL ({example}).',
  'server.resume.tooMany': 'Du kan ha högst {max} CV:n. Radera först ett som du inte längre behöver.',
  'server.resume.notFound': 'CV:t hittades inte.',
  'server.auth.sessionExpired': 'Din session har gått ut. Försök igen.',
  'server.auth.emailTooLong': 'E-postadressen är för lång. En e-postadress får ha högst {max} tecken.',
  'server.auth.passwordTooLong': 'Lösenordet är för långt. Ett lösenord får ha högst {max} tecken.',
  'server.upload.quota':
    'Du har laddat upp för många filer som ännu inte ingår i ett sparat formulär. Spara eller skicka formuläret, eller ta bort filer som du inte behöver, och försök sedan igen.',
  'server.upload.paused': 'Uppladdningar är pausade en stund eftersom för många filer väntar. Försök igen senare.',
  'server.upload.tooManyAtOnce': 'För många uppladdningar samtidigt. Vänta tills en är klar och försök sedan igen.',
  'server.upload.fileShape': 'Skicka filen som multipart/form-data med en del som heter ”file”.',
  'server.avatar.notAnImage': 'Filen ”{name}” är inte en PNG- eller JPEG-bild. Välj ett foto i något av de formaten.',
  'server.avatar.tooManyPixels':
    'Fotot ”{name}” är {width} × {height} pixlar, mer än ett profilfoto får vara. Välj ett som är högst {max} × {max} pixlar (eller gör det här mindre).',
  'server.offerUpload.attachAs': 'Bifoga den signerade PDF:en som filen ”{field}”.',
  'server.offerUpload.oneFile': 'Du kan ladda upp högst 1 fil',
  'server.offerUpload.onlyOne': 'Skicka en signerad PDF som filen ”{field}” och inget annat.',
  'server.offerUpload.fullName': 'Ange ditt fullständiga namn',
  'server.offerUpload.notPdf': 'Filen ”{name}” är inte en PDF. Ladda upp det signerade dokumentet som en PDF-fil.',
  'server.offerUpload.tooLarge':
    'Filen ”{name}” är större än {amount, number} {unit}, vilket är gränsen för ett signerat dokument.',
  'server.offerUpload.noPages': 'Filen ”{name}” har inga sidor.',
  'server.offerUpload.activeContent':
    'Filen ”{name}” innehåller JavaScript eller annat aktivt innehåll. Ladda upp en vanlig PDF (skriv ut den till PDF igen eller skanna det signerade pappret).',
  'server.offerUpload.unreadable':
    'Filen ”{name}” kunde inte läsas som PDF. Ladda upp det signerade dokumentet som en PDF-fil.',
  'server.offerUpload.tooSlow':
    'Filen ”{name}” är uppbyggd på ett sätt som tar för lång tid att läsa. Skriv ut den till PDF igen, eller skanna det signerade pappret, och ladda upp den nya filen.',
  'server.offerUpload.inflates':
    'Filen ”{name}” innehåller komprimerade data som expanderar till mer än {amount, number} {unit}, långt mer än ett signerat dokument behöver. Ladda upp en vanlig PDF (skriv ut den till PDF igen eller skanna det signerade pappret).',
  'server.offerUpload.unsupported':
    'Filen ”{name}” använder en komprimering som webbplatsen inte godtar (LZW- eller run-length-kodade objektströmmar). Skriv ut den till PDF igen och ladda upp den nya filen.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Förhandsvisning av widgetarna',
  'server.theme.notThemeFile': 'Temafilen är inte giltig: den är inte en export av ett karriärtema (en JSON-fil med "format": "careers-theme").',
  'server.theme.wrongProduct': 'Temafilen är inte giltig: den innehåller ett tema för ”{found}”, inte för ”{expected}”.',
  'server.theme.badColour': 'Temafilen är inte giltig: {token} måste vara en färg som #1a2b3c.',
  'server.theme.badValue': 'Temafilen är inte giltig: {token} har ett värde som den här token inte tillåter.',
  'server.theme.unknownToken': 'Temafilen är inte giltig: {token} är ingen token i det här temat.',
  'server.theme.missingToken': 'Temafilen är inte giltig: {token} saknas.',
  'server.theme.unknownImage': 'Temat anger en bild som inte har laddats upp till den här webbplatsen ({token}). Ladda upp bilden igen.',
  'server.theme.contrastFails': 'Färgpar med för låg kontrast (WCAG AA): {count}. Åtgärda dem eller publicera med ett undantag och en motivering.',
  'server.theme.noDraft': 'Det finns inget utkast att publicera.',
  'server.theme.noVersion': 'Den publicerade versionen finns inte.',
  'server.theme.nothingToExport': 'Det finns inget tema att exportera än.',
  'server.theme.svgRefused': 'SVG-bilder accepteras inte: ladda upp en PNG, JPEG eller WebP.',
  'server.theme.notAnImage': 'Filen är inte en PNG-, JPEG- eller WebP-bild.',
  'server.theme.imageTooLarge': 'Bilden är större än {maxKb, number} KB, det mesta {use, select, hero {en toppbild} other {en logotyp}} får vara.',
  'server.theme.imageSize': 'Bilden är {width} × {height} pixlar; {use, select, hero {en toppbild} other {en logotyp}} måste vara minst {minWidth} × {minHeight} och högst {maxSide} pixlar per sida.',
} satisfies Messages;
