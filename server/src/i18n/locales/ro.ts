import type { Messages } from '@careers/shared/i18n/types';

// Romanian, formal "dumneavoastră": a company addressing a candidate, as Romanian employers' careers sites and software do.
// Terms (ofertă, candidatură, căutare salvată, alertă pentru posturi, post, CV, interviu) as in shared/src/i18n/glossaries/ro.json.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# post nou se potrivește cu „{name}”:} few {# posturi noi se potrivesc cu „{name}”:} other {# de posturi noi se potrivesc cu „{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# post nou se potrivește cu căutarea salvată{filters, select, none {} other { ({filters})}}:} few {# posturi noi se potrivesc cu căutarea salvată{filters, select, none {} other { ({filters})}}:} other {# de posturi noi se potrivesc cu căutarea salvată{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Post nou la {company}: {title}} few {# posturi noi la {company}} other {# de posturi noi la {company}}}',
  'server.mail.newJobs.seeSearch': 'Vedeți toate posturile acestei căutări',
  'server.mail.newJobs.openSavedSearches': 'Deschideți căutările salvate',
  'server.mail.newJobs.unsubscribeSaved': 'Opriți e-mailurile pentru această căutare salvată (rămâne în notificări)',
  'server.mail.newJobs.unsubscribeAlert': 'Dezabonați-vă de la această alertă pentru posturi',
  'server.mail.confirm.subject': 'Confirmați alerta pentru posturi la {company}',
  'server.mail.confirm.intro':
    'Cineva, sperăm că dvs., a cerut e-mailuri despre posturile noi de la {company} pentru o căutare{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Confirmați alerta pentru posturi',
  'server.mail.confirm.ignore': 'Dacă nu ați fost dvs., ignorați acest mesaj: fără confirmare nu se trimite nimic.',
  'server.notifications.tooManyStreams': 'Prea multe ferestre urmăresc notificările dvs. în același timp. Închideți câteva sau reîncărcați pagina mai târziu.',
  'server.notifications.welcome.title': 'Bun venit',
  'server.notifications.welcome':
    'Bun venit pe site-ul de cariere {company}! Completați-vă profilul pentru a primi posturi mai potrivite.',
  'server.notifications.offers.title': 'Oferte',
  'server.notifications.offerExtended':
    'Aveți o nouă ofertă de angajare pentru {position}. Verificați-o și semnați-o înainte să expire.',
  'server.notifications.offerDocumentReady':
    'Documentul „{document}” pentru {position} este pregătit pentru semnătura dvs.',
  'server.notifications.forms.title': 'Formulare',
  'server.notifications.formAssigned': 'Formular nou de completat: {form}.',
  'server.notifications.interviews.title': 'Interviuri',
  'server.notifications.interviewScheduled': 'Interviul dvs. pentru {position} este programat pe {date}.',
  'server.notifications.applications.title': 'Candidaturi',
  'server.notifications.applicationSubmitted':
    'Vă mulțumim pentru candidatura la {position}! Vă vom contacta în curând.',
  'server.notifications.jobs.title': 'Posturi',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# post nou se potrivește cu căutarea salvată „{name}”.} few {# posturi noi se potrivesc cu căutarea salvată „{name}”.} other {# de posturi noi se potrivesc cu căutarea salvată „{name}”.}}',
  'server.search.allJobs': 'Toate posturile',
  'server.search.inPlace': 'în {place}',
  'server.search.remote': 'La distanță',
  'server.search.map': 'Un loc pe hartă',
  'server.search.place': 'Loc',

  'server.match.noSkillsListed': 'Acest rol nu menționează nicio competență.',
  'server.match.addSkills': 'Adăugați-vă competențele în profil pentru a vedea cât de bine se potrivesc cu acest rol.',
  'server.match.allSkills':
    '{total, plural, =1 {Aveți singura competență cerută de acest rol: {skills}.} one {Aveți toate cele # competențe cerute de acest rol: {skills}.} few {Aveți toate cele # competențe cerute de acest rol: {skills}.} other {Aveți toate cele # de competențe cerute de acest rol: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Nu aveți încă singura competență cerută de acest rol.} one {Nu aveți încă niciuna dintre cele # competențe cerute de acest rol.} few {Nu aveți încă niciuna dintre cele # competențe cerute de acest rol.} other {Nu aveți încă niciuna dintre cele # de competențe cerute de acest rol.}}',
  'server.match.someSkills':
    'Aveți {matched, number} din {total, plural, one {# competență cerută} few {# competențe cerute} other {# de competențe cerute}} de acest rol: {skills}.',
  'server.match.missingSkills': 'Competențe pe care nu le menționați încă: {skills}.',
  'server.match.noYearsStated': 'Acest rol nu precizează câtă experiență cere.',
  'server.match.yearsToCompare':
    'Acest rol cere aproximativ {required, plural, one {# an} few {# ani} other {# de ani}} de experiență; adăugați-i pe ai dvs. în profil pentru comparație.',
  'server.match.meetsYears':
    'Aveți {own, plural, one {# an} few {# ani} other {# de ani}} de experiență; acest rol cere aproximativ {required, plural, one {# an} few {# ani} other {# de ani}}.',
  'server.match.belowYears':
    'Acest rol cere aproximativ {required, plural, one {# an} few {# ani} other {# de ani}} de experiență; dvs. aveți {own, plural, one {# an} few {# ani} other {# de ani}}.',
  'server.match.strong':
    'Scorul dvs. de potrivire este {score}%, deci aceasta este o potrivire foarte bună ({threshold}% sau mai mult).',
  'server.match.notStrong':
    'Scorul dvs. de potrivire este {score}%; pentru o potrivire foarte bună este nevoie de {threshold}%.',
  'server.insights.teamSize': 'Roluri deschise în această echipă',
  'server.insights.hiringManager': 'Managerul care angajează',
  'server.insights.timeToHire': 'Durata până la angajare',
  'server.insights.similarRoles': 'Roluri similare',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Niciun alt rol deschis în {department} din {city}} one {# alt rol deschis în {department} din {city}} few {Alte # roluri deschise în {department} din {city}} other {Alte # de roluri deschise în {department} din {city}}}',
  'server.insights.aboutDays':
    '{days, plural, one {Aproximativ # zi} few {Aproximativ # zile} other {Aproximativ # de zile}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Cariere la {company}',
  'server.resume.years':
    '{count, plural, one {# an de experiență} few {# ani de experiență} other {# de ani de experiență}}',
  'server.resume.skills': 'Competențe',
  'server.resume.experience': 'Experiență',
  'server.resume.education': 'Studii',
  'server.resume.present': 'Prezent',

  'server.export.files':
    'Fișierele sunt descrise prin dimensiune și SHA-256; fiecare se descarcă, cât timp sunteți conectat, de la linkul său „download”.',

  'server.page.backToCareers': 'Înapoi la Cariere',
  'server.page.careersAt': 'Cariere la {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Eroare internă de server',
  'server.error.apology': 'Ne pare rău, a apărut o problemă la noi. Încercați din nou peste câteva momente.',
  'server.error.contact': 'Contact',
  'server.error.details': 'Detaliile erorii (afișate doar administratorilor)',
  'server.error.notFoundTitle': 'Pagina nu a fost găsită',
  'server.error.notFound': 'Nu am găsit pagina pe care o căutați.',
  'server.error.tooManyTitle': 'Prea multe cereri',
  'server.error.otherTitle': 'Ceva nu este în regulă',
  'server.login.title': 'Conectare',
  'server.login.signupTitle': 'Creați-vă contul',
  'server.login.lead': 'Bine ați revenit. Conectați-vă pentru a vedea candidaturile și ofertele dvs.',
  'server.login.signupLead': 'Salvați posturi, candidați mai rapid și urmăriți-vă candidaturile.',
  'server.login.firstName': 'Prenume',
  'server.login.lastName': 'Nume',
  'server.login.email': 'E-mail',
  'server.login.password': 'Parolă',
  'server.login.passwordHint': 'Între {min} și {max} caractere. Nu o parolă des folosită și nu adresa dvs. de e-mail.',
  'server.login.submit': 'Conectare',
  'server.login.signupSubmit': 'Creați contul',
  'server.login.haveAccount': 'Aveți deja un cont?',
  'server.login.newHere': 'Sunteți nou aici?',
  'server.login.createAccount': 'Creați un cont',
  'server.login.alreadyHeading': 'Sunteți deja conectat',
  'server.login.loggedInAs': 'Sunteți conectat ca {who}.',
  'server.login.continue': 'Continuați la Cariere',
  'server.login.notYou': 'Nu sunteți dvs. sau doriți să folosiți alt cont? Deconectați-vă mai întâi.',
  'server.logout.title': 'Ieșire',
  'server.noscript.jobs': 'Rezultatele căutării au nevoie de JavaScript. Activați-l și reîncărcați pagina.',
  'server.noscript.other': 'Această pagină are nevoie de JavaScript. Activați-l și reîncărcați pagina.',
  'server.closedApply.text': 'Acest post nu mai acceptă candidaturi.',
  'server.closedApply.heading': 'Candidaturi închise: {position}',
  'server.closedApply.searchJobs': 'Căutați alte posturi',
  'server.closedApply.title': '{heading} | Cariere la {company}',
  'server.verify.title': 'Verificați un document de ofertă semnat',
  'server.verify.lead':
    'Alegeți PDF-ul unui document de ofertă de angajare semnat pe acest site pentru a vedea dacă poartă sigiliul digital al site-ului și dacă nu a fost modificat după semnare. Fișierul este verificat și apoi uitat: nu se păstrează nimic.',
  'server.verify.notChecked': 'Fișierul nu a putut fi verificat',
  'server.verify.unaltered': 'Semnat aici și nemodificat',
  'server.verify.altered': 'Modificat după semnare',
  'server.verify.notSigned': 'Nu a fost semnat pe acest site',
  'server.verify.document': 'Document: {name}',
  'server.verify.fileLabel': 'PDF semnat',
  'server.verify.fileHint': 'Un singur fișier PDF, de cel mult 10 MB.',
  'server.verify.submit': 'Verificați PDF-ul',
  'server.verify.backToOffers': 'Înapoi la oferte',
  'server.alerts.searchJobs': 'Căutați posturi',
  'server.alerts.subscribed':
    'Verificați-vă căsuța de e-mail: v-am trimis un link pentru a confirma alerta pentru posturi. Nu primiți niciun e-mail despre posturi înainte de confirmare.',
  'server.alerts.settings': 'Setări',
  'server.alerts.linkBroken': 'Acest link nu funcționează',
  'server.alerts.confirmTitle': 'Confirmați alerta pentru posturi',
  'server.alerts.confirmLead':
    'Confirmați pentru a primi un e-mail când posturi noi se potrivesc cu căutarea dvs. Fiecare mesaj conține un link de dezabonare.',
  'server.alerts.confirmButton': 'Confirmați alerta',
  'server.alerts.onTitle': 'Alerta pentru posturi este activă',
  'server.alerts.onLead':
    'Vă vom trimite un e-mail când posturi noi se potrivesc cu căutarea dvs. Fiecare mesaj conține un link de dezabonare.',
  'server.alerts.unsubscribeAlert': 'Dezabonați-vă de la această alertă pentru posturi',
  'server.alerts.unsubscribeSaved': 'Opriți e-mailurile pentru această căutare salvată',
  'server.alerts.unsubscribeButton': 'Dezabonare',
  'server.alerts.unsubscribedTitle': 'V-ați dezabonat',
  'server.alerts.goneAlert': 'Această alertă pentru posturi nu mai există: nu primiți e-mailuri pentru ea.',
  'server.alerts.goneSaved': 'Această căutare salvată nu mai există: nu primiți e-mailuri pentru ea.',
  'server.alerts.unsubscribeAlertLead': 'Nu veți mai primi e-mailuri despre posturi noi pentru această căutare.',
  'server.alerts.unsubscribeSavedLead':
    'Nu veți mai primi e-mailuri pentru această căutare salvată. Posturile noi apar în continuare în notificări.',
  'server.alerts.savedOffLead':
    'E-mailurile pentru această căutare salvată sunt dezactivate. Le puteți reactiva din setări.',
  'server.account.currentPasswordMissing': 'Introduceți parola actuală.',
  'server.account.wrongPassword': 'Parola actuală nu este corectă. Nu s-a modificat nimic.',
  'server.account.tooManyPasswords':
    'Prea multe parole greșite. Încercați din nou peste {seconds, plural, one {# secundă} few {# secunde} other {# de secunde}}.',
  'server.account.emailTaken': 'Există deja un cont cu această adresă de e-mail.',
  'server.account.emailInvalid': 'Introduceți o adresă de e-mail validă.',
  'server.account.chooseLanguage': 'Alegeți una dintre: {languages}.',
  'server.account.unknownCategory': 'Categorie de notificări necunoscută: {category}.',
  'server.account.categoryOnOff': 'Fiecare categorie este activată (true) sau dezactivată (false).',
  'server.account.deleteWord': 'ȘTERGE',
  'server.account.typeToConfirm': 'Scrieți {word} pentru a confirma.',
  'server.account.keptAfterDeletion':
    'Ofertele pe care le-ați semnat se păstrează: documentele semnate și evidența modului în care au fost semnate (când, de la ce adresă și din ce browser), deoarece legea obligă compania să păstreze dovada unui contract de muncă. Acestea se păstrează fără numele, adresa de e-mail sau parola din contul dvs. Restul se șterge.',
  'server.field.firstNameMissing': 'Introduceți prenumele.',
  'server.field.lastNameMissing': 'Introduceți numele.',
  'server.field.firstNameTooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru prenume.',
  'server.field.lastNameTooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru nume.',
  'server.field.firstNameControl':
    'Eliminați din prenume rupturile de rând, tabulatoarele și alte caractere de control.',
  'server.field.lastNameControl': 'Eliminați din nume rupturile de rând, tabulatoarele și alte caractere de control.',
  'server.password.tooShort':
    'Folosiți cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru parolă.',
  'server.password.tooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru parolă.',
  'server.password.repeats': 'Această parolă repetă un singur caracter. Alegeți una mai greu de ghicit.',
  'server.password.isEmail': 'Parola nu poate fi adresa dvs. de e-mail. Alegeți una mai greu de ghicit.',
  'server.password.common': 'Această parolă este prea des folosită. Alegeți una mai greu de ghicit.',
  'server.profile.skillsLabel': 'Adăugați-vă competențele',
  'server.profile.skillsWhy':
    'Paginile posturilor compară competențele dvs. cu cele cerute de fiecare rol; fără ele, fiecare scor de potrivire rămâne la 0%.',
  'server.profile.yearsLabel': 'Adăugați-vă anii de experiență',
  'server.profile.yearsWhy':
    'Rolurile precizează câtă experiență cer; anii dvs. decid un sfert din fiecare scor de potrivire.',
  'server.profile.experienceLabel': 'Adăugați-vă experiența profesională',
  'server.profile.experienceWhy':
    'Posturile ocupate anterior arată pentru ce roluri sunteți potrivit, iar CV-ul exportat le enumeră.',
  'server.profile.resumeLabel': 'Încărcați-vă CV-ul',
  'server.profile.resumeWhy':
    'Citirea CV-ului propune într-un singur pas competențe, posturi și ani de experiență pentru profilul dvs.',
  'server.profile.educationLabel': 'Adăugați-vă studiile',
  'server.profile.educationWhy': 'Unele roluri cer o diplomă; CV-ul exportat vă enumeră studiile.',
  'server.profile.locationLabel': 'Adăugați-vă localitatea',
  'server.profile.locationWhy': 'Rolurile sunt legate de anumite locuri; CV-ul exportat arată unde locuiți.',
  'server.profile.nameLabel': 'Adăugați-vă numele complet',
  'server.profile.nameWhy': 'Numele dvs. apare în antetul CV-ului exportat și semnează ofertele.',
  'server.profile.avatarLabel': 'Adăugați o fotografie de profil',
  'server.profile.avatarWhy': 'Fotografia apare în profilul dvs.; nu influențează scorurile de potrivire.',
  'server.dashboard.nextApplied': 'Echipa de recrutare vă analizează candidatura. Veți primi un răspuns în orice caz.',
  'server.dashboard.nextInReview': 'Dacă experiența dvs. se potrivește cu rolul, echipa vă invită la un interviu.',
  'server.dashboard.nextInterviewing': 'După interviuri, echipa ia o decizie și vă comunică rezultatul.',
  'server.dashboard.nextOffer': 'Verificați oferta și acceptați-o sau refuzați-o pe pagina ofertelor.',
  'server.dashboard.stageReceived': 'Candidatură primită',
  'server.dashboard.stageWithdrawn': 'Retrasă de candidat',
  'server.profileEdit.entryMissing':
    'Introduceți {field, select, title {denumirea postului} company {compania} school {instituția de învățământ} other {diploma}}.',
  'server.profileEdit.entryTooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru {field, select, title {denumirea postului} company {companie} school {instituția de învățământ} other {diplomă}}.',
  'server.profileEdit.control':
    'Eliminați rupturile de rând, tabulatoarele și alte caractere de control din {field, select, title {denumirea postului} company {companie} school {instituția de învățământ} degree {diplomă} skill {competență} other {localitate}}.',
  'server.profileEdit.dateFormat':
    'Introduceți {field, select, startDate {data de început} other {data de sfârșit}} ca AAAA-LL sau AAAA.',
  'server.profileEdit.datesOrder': 'Data de sfârșit nu poate fi înainte de data de început.',
  'server.profileEdit.skillMissing': 'Introduceți o competență.',
  'server.profileEdit.skillTooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru o competență.',
  'server.profileEdit.tooManySkills':
    'Un profil poate avea cel mult {max, plural, one {# competență} few {# competențe} other {# de competențe}}. Eliminați mai întâi câteva.',
  'server.profileEdit.skillNotListed': 'Această competență nu se află în profilul dvs.',
  'server.profileEdit.entryGone': 'Această intrare nu mai există. Reîncărcați pagina.',
  'server.profileEdit.nameNotRemovable': 'Numele nu poate fi eliminat, doar modificat.',
  'server.profileEdit.locationNotText': 'Introduceți localitatea ca text.',
  'server.profileEdit.locationMissing': 'Introduceți localitatea.',
  'server.profileEdit.locationTooLong':
    'Folosiți cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}} pentru localitate.',
  'server.profileEdit.photoUpload': 'Încărcați o fotografie pentru a o adăuga.',
  'server.profileEdit.yearsRange': 'Introduceți anii de experiență ca număr întreg de la 0 la {max}.',
  'server.apply.noForm': 'Această companie nu are un formular de candidatură.',
  'server.apply.positionClosed': 'Acest post nu mai acceptă candidaturi.',
  'server.apply.alreadyApplied': 'Ați candidat deja pentru acest post.',
  'server.apply.tooManyDrafts':
    'Puteți păstra cel mult {max, plural, one {# ciornă de candidatură} few {# ciorne de candidatură} other {# de ciorne de candidatură}}. Ștergeți mai întâi câteva din tabloul de bord.',
  'server.apply.emailRequired': 'Pentru a candida fără conectare este nevoie de o adresă de e-mail.',
  'server.forms.notFound': 'Formularul nu a fost găsit.',
  'server.forms.alreadySubmitted': 'Acest formular a fost deja trimis.',
  'server.forms.fixFields': 'Corectați câmpurile evidențiate.',
  'server.upload.interrupted': 'Încărcarea fișierului „{name}” a fost întreruptă.',
  'server.upload.tooLarge': 'Fișierul „{name}” depășește {amount, number} {unit}, limita pentru o încărcare.',
  'server.upload.empty': 'Fișierul „{name}” este gol.',
  'server.upload.wrongType': 'Aceste fișiere nu au un tip acceptat ({types}): {files}.',
  'server.upload.wrongContent':
    'Conținutul acestor fișiere nu corespunde numelui lor sau unui tip acceptat ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Fișierul „{name}” conține JavaScript sau alt conținut activ. Încărcați un PDF simplu (tipăriți-l din nou ca PDF).',
  'server.upload.pdfEncrypted':
    'Fișierul „{name}” este protejat cu parolă. Încărcați un PDF care se deschide fără parolă.',
  'server.upload.pdfTooSlow':
    'Fișierul „{name}” este construit într-un mod care durează prea mult la citire. Tipăriți-l din nou ca PDF și încărcați fișierul nou.',
  'server.upload.avatarShape':
    'Trimiteți fotografia ca multipart/form-data, cu o singură parte de fișier numită „file”.',
  'server.upload.resumeShape':
    'Trimiteți multipart/form-data cu câmpurile resume_file_name, resume_content (un URL de date) și domain.',
  'server.forms.fileNotFound': 'Fișierul nu a fost găsit.',
  'server.positions.notFound': 'Postul nu a fost găsit.',
  'server.resume.notPdfOrDocx':
    'Fișierul „{name}” nu este un document PDF sau Word (.docx). Încărcați CV-ul ca fișier PDF sau DOCX.',
  'server.resume.unreadable':
    'Nu am putut citi „{name}”. Salvați-l din nou ca PDF sau DOCX și încărcați-l încă o dată.',
  'server.resume.inflates':
    'Fișierul „{name}” conține date comprimate care se extind mult peste ce are nevoie un CV. Salvați-l din nou ca PDF (sau tipăriți-l ca PDF) și încărcați fișierul nou.',
  'server.resume.unsupportedCompression':
    'Fișierul „{name}” folosește o compresie pe care acest site nu o acceptă. Salvați-l din nou ca PDF (sau tipăriți-l ca PDF) și încărcați fișierul nou.',
  'server.resume.stillReading': 'CV-ul anterior este încă în curs de citire. Încercați din nou peste câteva minute.',
  'server.resume.readersBusy': 'În acest moment se citesc multe CV-uri. Încercați din nou peste câteva minute.',
  'server.resume.dataUrl': 'Trimiteți conținutul CV-ului ca URL de date ({example}).',
  'server.resume.tooMany': 'Puteți păstra cel mult {max} CV-uri. Ștergeți mai întâi unul de care nu mai aveți nevoie.',
  'server.resume.notFound': 'CV-ul nu a fost găsit.',
  'server.auth.sessionExpired': 'Sesiunea a expirat. Încercați din nou.',
  'server.auth.emailTooLong':
    'Această adresă de e-mail este prea lungă. O adresă de e-mail are cel mult {max} caractere.',
  'server.auth.passwordTooLong': 'Această parolă este prea lungă. O parolă are cel mult {max} caractere.',
  'server.upload.quota':
    'Ați încărcat prea multe fișiere care nu fac încă parte dintr-un formular salvat. Salvați sau trimiteți formularul ori eliminați fișierele de care nu aveți nevoie, apoi încercați din nou.',
  'server.upload.paused':
    'Încărcările sunt suspendate o vreme, deoarece prea multe fișiere sunt în așteptare. Încercați din nou mai târziu.',
  'server.upload.tooManyAtOnce': 'Prea multe încărcări simultan. Așteptați să se termine una, apoi încercați din nou.',
  'server.upload.fileShape': 'Trimiteți fișierul ca multipart/form-data, cu o singură parte numită „file”.',
  'server.avatar.notAnImage':
    'Fișierul „{name}” nu este o imagine PNG sau JPEG. Alegeți o fotografie în unul dintre aceste formate.',
  'server.avatar.tooManyPixels':
    'Fotografia „{name}” are {width} × {height} pixeli, mai mult decât poate avea o fotografie de profil. Alegeți una de cel mult {max} × {max} pixeli (sau micșorați-o pe aceasta).',
  'server.offerUpload.attachAs': 'Atașați PDF-ul semnat ca fișierul „{field}”.',
  'server.offerUpload.oneFile': 'Puteți încărca cel mult 1 fișier',
  'server.offerUpload.onlyOne': 'Trimiteți un singur PDF semnat ca fișierul „{field}” și nimic altceva.',
  'server.offerUpload.fullName': 'Introduceți numele complet',
  'server.offerUpload.notPdf': 'Fișierul „{name}” nu este un PDF. Încărcați documentul semnat ca fișier PDF.',
  'server.offerUpload.tooLarge':
    'Fișierul „{name}” depășește {amount, number} {unit}, limita pentru un document semnat.',
  'server.offerUpload.noPages': 'Fișierul „{name}” nu are pagini.',
  'server.offerUpload.activeContent':
    'Fișierul „{name}” conține JavaScript sau alt conținut activ. Încărcați un PDF simplu (tipăriți-l din nou ca PDF sau scanați hârtia semnată).',
  'server.offerUpload.unreadable':
    'Fișierul „{name}” nu a putut fi citit ca PDF. Încărcați documentul semnat ca fișier PDF.',
  'server.offerUpload.tooSlow':
    'Fișierul „{name}” este construit într-un mod care durează prea mult la citire. Tipăriți-l din nou ca PDF sau scanați hârtia semnată și încărcați fișierul nou.',
  'server.offerUpload.inflates':
    'Fișierul „{name}” conține date comprimate care se extind la peste {amount, number} {unit}, mult mai mult decât are nevoie un document semnat. Încărcați un PDF simplu (tipăriți-l din nou ca PDF sau scanați hârtia semnată).',
  'server.offerUpload.unsupported':
    'Fișierul „{name}” folosește o compresie pe care acest site nu o acceptă (fluxuri de obiecte LZW sau run-length). Tipăriți-l din nou ca PDF și încărcați fișierul nou.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Previzualizarea widgeturilor',
  'server.theme.notThemeFile': 'Fișierul temei nu este valid: nu este un export de temă pentru site-ul de cariere (un fișier JSON cu "format": "careers-theme").',
  'server.theme.wrongProduct': 'Fișierul temei nu este valid: conține o temă pentru „{found}”, nu pentru „{expected}”.',
  'server.theme.badColour': 'Fișierul temei nu este valid: {token} trebuie să fie o culoare precum #1a2b3c.',
  'server.theme.badValue': 'Fișierul temei nu este valid: {token} are o valoare pe care acest token nu o permite.',
  'server.theme.unknownToken': 'Fișierul temei nu este valid: {token} nu este un token al acestei teme.',
  'server.theme.missingToken': 'Fișierul temei nu este valid: lipsește {token}.',
  'server.theme.unknownImage': 'Tema indică o imagine care nu a fost încărcată pe acest site ({token}). Încărcați din nou imaginea.',
  'server.theme.contrastFails': 'Perechi de culori fără contrast suficient (WCAG AA): {count}. Corectați-le sau publicați cu o excepție și un motiv.',
  'server.theme.noDraft': 'Nu există nicio ciornă de publicat.',
  'server.theme.noVersion': 'Această versiune publicată nu există.',
  'server.theme.nothingToExport': 'Nu există încă nicio temă de exportat.',
  'server.theme.svgRefused': 'Imaginile SVG nu sunt acceptate: încărcați un PNG, JPEG sau WebP.',
  'server.theme.notAnImage': 'Acest fișier nu este o imagine PNG, JPEG sau WebP.',
  'server.theme.imageTooLarge': 'Imaginea depășește {maxKb, number} KB, maximul pentru {use, select, hero {o imagine de antet} other {un logo}}.',
  'server.theme.imageSize': 'Imaginea are {width} × {height} pixeli; {use, select, hero {o imagine de antet} other {un logo}} trebuie să aibă cel puțin {minWidth} × {minHeight} și cel mult {maxSide} pixeli pe latură.',
} satisfies Messages;
