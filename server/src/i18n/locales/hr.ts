import type { Messages } from '@careers/shared/i18n/types';

// Croatian (formal "vi", lower-case: a company addressing a candidate, as Croatian careers sites do). 'Ponuda',
// 'prijava', 'spremljena pretraga', 'obavijesti o poslovima' as shared/src/i18n/glossaries/hr.json names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# novi posao odgovara pretrazi „{name}”:} few {# nova posla odgovaraju pretrazi „{name}”:} other {# novih poslova odgovara pretrazi „{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# novi posao odgovara vašoj spremljenoj pretrazi{filters, select, none {} other { ({filters})}}:} few {# nova posla odgovaraju vašoj spremljenoj pretrazi{filters, select, none {} other { ({filters})}}:} other {# novih poslova odgovara vašoj spremljenoj pretrazi{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, =1 {Novi posao u tvrtki {company}: {title}} one {# novi posao u tvrtki {company}} few {# nova posla u tvrtki {company}} other {# novih poslova u tvrtki {company}}}',
  'server.mail.newJobs.seeSearch': 'Pogledajte sve poslove ove pretrage',
  'server.mail.newJobs.openSavedSearches': 'Otvorite svoje spremljene pretrage',
  'server.mail.newJobs.unsubscribeSaved': 'Zaustavi e-poštu za ovu spremljenu pretragu (ostaje u vašim obavijestima)',
  'server.mail.newJobs.unsubscribeAlert': 'Otkaži ove obavijesti o poslovima',
  'server.mail.confirm.subject': 'Potvrdite obavijesti o poslovima u tvrtki {company}',
  'server.mail.confirm.intro':
    'Netko, nadamo se vi, zatražio je e-poštu o novim poslovima u tvrtki {company} za pretragu poslova{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Potvrdite obavijesti o poslovima',
  'server.mail.confirm.ignore': 'Ako to niste bili vi, zanemarite ovu poruku: bez potvrde ništa se ne šalje.',
  'server.notifications.tooManyStreams': 'Previše prozora istodobno prati vaše obavijesti. Zatvorite neke ili ponovno učitajte ovu stranicu kasnije.',
  'server.notifications.welcome.title': 'Dobro došli',
  'server.notifications.welcome':
    'Dobro došli na stranicu karijera tvrtke {company}! Dopunite svoj profil da biste dobivali poslove koji vam bolje odgovaraju.',
  'server.notifications.offers.title': 'Ponude',
  'server.notifications.offerExtended':
    'Imate novu ponudu za posao za {position}. Pregledajte je i potpišite prije nego što istekne.',
  'server.notifications.offerDocumentReady': 'Vaš dokument „{document}” za {position} spreman je za potpis.',
  'server.notifications.forms.title': 'Obrasci',
  'server.notifications.formAssigned': 'Novi obrazac za ispunjavanje: {form}.',
  'server.notifications.interviews.title': 'Razgovori za posao',
  'server.notifications.interviewScheduled': 'Vaš razgovor za posao za {position} zakazan je za {date}.',
  'server.notifications.applications.title': 'Prijave',
  'server.notifications.applicationSubmitted': 'Hvala na prijavi za {position}! Uskoro ćemo vam se javiti.',
  'server.notifications.jobs.title': 'Poslovi',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# novi posao odgovara vašoj spremljenoj pretrazi „{name}”.} few {# nova posla odgovaraju vašoj spremljenoj pretrazi „{name}”.} other {# novih poslova odgovara vašoj spremljenoj pretrazi „{name}”.}}',
  'server.search.allJobs': 'Svi poslovi',
  'server.search.inPlace': '– {place}',
  'server.search.remote': 'Rad na daljinu',
  'server.search.map': 'Mjesto na karti',
  'server.search.place': 'Mjesto',

  // The job page: the match explanation and the insights ('podudaranje', 'vještine', 'radno mjesto' as mf-search says them).
  'server.match.noSkillsListed': 'Za ovo radno mjesto nisu navedene vještine.',
  'server.match.addSkills': 'Dodajte svoje vještine u profil da biste vidjeli koliko odgovaraju ovom radnom mjestu.',
  'server.match.allSkills':
    '{total, plural, =1 {Imate jedinu vještinu koju ovo radno mjesto traži: {skills}.} one {Imate sve # vještinu koju ovo radno mjesto traži: {skills}.} few {Imate sve # vještine koje ovo radno mjesto traži: {skills}.} other {Imate svih # vještina koje ovo radno mjesto traži: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Još nemate jedinu vještinu koju ovo radno mjesto traži.} one {Još nemate nijednu od # vještine koju ovo radno mjesto traži.} few {Još nemate nijednu od # vještine koje ovo radno mjesto traži.} other {Još nemate nijednu od # vještina koje ovo radno mjesto traži.}}',
  'server.match.someSkills':
    'Imate {matched, number} od {total, plural, one {# vještine} few {# vještine} other {# vještina}} koje ovo radno mjesto traži: {skills}.',
  'server.match.missingSkills': 'Vještine koje još niste naveli: {skills}.',
  'server.match.noYearsStated': 'Ovo radno mjesto ne navodi koliko iskustva traži.',
  'server.match.yearsToCompare':
    'Ovo radno mjesto traži oko {required, plural, one {# godinu} few {# godine} other {# godina}} iskustva; dodajte svoje u profil da biste usporedili.',
  'server.match.meetsYears':
    'Imate {own, plural, one {# godinu} few {# godine} other {# godina}} iskustva; ovo radno mjesto traži oko {required, plural, one {# godinu} few {# godine} other {# godina}}.',
  'server.match.belowYears':
    'Ovo radno mjesto traži oko {required, plural, one {# godinu} few {# godine} other {# godina}} iskustva; vi imate {own, plural, one {# godinu} few {# godine} other {# godina}}.',
  'server.match.strong': 'Vaše podudaranje iznosi {score} %, što je snažno podudaranje ({threshold} % ili više).',
  'server.match.notStrong': 'Vaše podudaranje iznosi {score} %; za snažno podudaranje potrebno je {threshold} %.',
  'server.insights.teamSize': 'Otvorena radna mjesta u ovom timu',
  'server.insights.hiringManager': 'Voditelj zapošljavanja',
  'server.insights.timeToHire': 'Vrijeme do zapošljavanja',
  'server.insights.similarRoles': 'Slična radna mjesta',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Nema drugih otvorenih radnih mjesta u odjelu {department} u gradu {city}} one {Još # otvoreno radno mjesto u odjelu {department} u gradu {city}} few {Još # otvorena radna mjesta u odjelu {department} u gradu {city}} other {Još # otvorenih radnih mjesta u odjelu {department} u gradu {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Oko # dan} few {Oko # dana} other {Oko # dana}}',

  'server.resume.title': '{name} – Životopis',
  'server.resume.creator': 'Karijere u tvrtki {company}',
  'server.resume.years': '{count, plural, one {# godina iskustva} few {# godine iskustva} other {# godina iskustva}}',
  'server.resume.skills': 'Vještine',
  'server.resume.experience': 'Radno iskustvo',
  'server.resume.education': 'Obrazovanje',
  'server.resume.present': 'Danas',

  'server.export.files':
    'Datoteke su opisane veličinom i SHA-256 sažetkom; svaka se preuzima putem svoje poveznice „download” dok ste prijavljeni.',

  'server.page.backToCareers': 'Natrag na stranicu karijera',
  'server.page.careersAt': 'Karijere u tvrtki {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Interna pogreška poslužitelja',
  'server.error.apology': 'Žao nam je — nešto je pošlo po zlu na našoj strani. Pokušajte ponovno za trenutak.',
  'server.error.contact': 'Kontaktirajte nas',
  'server.error.details': 'Pojedinosti o pogrešci (vidljive samo administratorima)',
  'server.error.notFoundTitle': 'Stranica nije pronađena',
  'server.error.notFound': 'Nismo pronašli stranicu koju tražite.',
  'server.error.tooManyTitle': 'Previše zahtjeva',
  'server.error.otherTitle': 'Nešto nije u redu',
  'server.login.title': 'Prijava',
  'server.login.signupTitle': 'Izradite račun',
  'server.login.lead': 'Dobro došli natrag. Prijavite se da biste vidjeli svoje prijave i ponude.',
  'server.login.signupLead': 'Spremajte poslove, prijavljujte se brže i pratite svoje prijave.',
  'server.login.firstName': 'Ime',
  'server.login.lastName': 'Prezime',
  'server.login.email': 'E-pošta',
  'server.login.password': 'Lozinka',
  'server.login.passwordHint': 'Od {min} do {max} znakova. Ne uobičajena lozinka i ne vaša adresa e-pošte.',
  'server.login.submit': 'Prijava',
  'server.login.signupSubmit': 'Izradi račun',
  'server.login.haveAccount': 'Već imate račun?',
  'server.login.newHere': 'Prvi put ovdje?',
  'server.login.createAccount': 'Izradite račun',
  'server.login.alreadyHeading': 'Već ste prijavljeni',
  'server.login.loggedInAs': 'Prijavljeni ste kao {who}.',
  'server.login.continue': 'Nastavi na stranicu karijera',
  'server.login.notYou': 'Niste vi ili želite koristiti drugi račun? Najprije se odjavite.',
  'server.logout.title': 'Odjava',
  'server.noscript.jobs': 'Za rezultate pretrage potreban je JavaScript. Uključite ga i ponovno učitajte stranicu.',
  'server.noscript.other': 'Za ovu stranicu potreban je JavaScript. Uključite ga i ponovno učitajte stranicu.',
  'server.closedApply.text': 'Ovo radno mjesto više ne prima prijave.',
  'server.closedApply.heading': 'Prijave su zatvorene: {position}',
  'server.closedApply.searchJobs': 'Pretraži još poslova',
  'server.closedApply.title': '{heading} | Karijere u tvrtki {company}',
  'server.verify.title': 'Provjera potpisanog dokumenta ponude',
  'server.verify.lead':
    'Odaberite PDF dokumenta ponude za posao potpisanog na ovoj stranici da biste vidjeli nosi li digitalni pečat stranice i je li mijenjan nakon potpisivanja. Datoteka se provjerava i zatim zaboravlja: ništa se ne pohranjuje.',
  'server.verify.notChecked': 'Datoteku nije moguće provjeriti',
  'server.verify.unaltered': 'Potpisano ovdje i nepromijenjeno',
  'server.verify.altered': 'Promijenjeno nakon potpisivanja',
  'server.verify.notSigned': 'Nije potpisano na ovoj stranici',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Potpisani PDF',
  'server.verify.fileHint': 'Jedna PDF datoteka, najviše 10 MB.',
  'server.verify.submit': 'Provjeri PDF',
  'server.verify.backToOffers': 'Natrag na ponude',
  'server.alerts.searchJobs': 'Pretraži poslove',
  'server.alerts.subscribed':
    'Provjerite pristiglu poštu: poslali smo vam poveznicu za potvrdu obavijesti o poslovima. Dok ne potvrdite, ne šaljemo nikakvu e-poštu o poslovima.',
  'server.alerts.settings': 'Postavke',
  'server.alerts.linkBroken': 'Ova poveznica ne radi',
  'server.alerts.confirmTitle': 'Potvrdite obavijesti o poslovima',
  'server.alerts.confirmLead':
    'Potvrdite da biste primali e-poruku kada novi poslovi odgovaraju vašoj pretrazi. Svaka poruka sadrži poveznicu za odjavu.',
  'server.alerts.confirmButton': 'Potvrdi obavijesti o poslovima',
  'server.alerts.onTitle': 'Vaše obavijesti o poslovima su uključene',
  'server.alerts.onLead':
    'Poslat ćemo vam e-poruku kada novi poslovi odgovaraju vašoj pretrazi. Svaka poruka sadrži poveznicu za odjavu.',
  'server.alerts.unsubscribeAlert': 'Otkaži ove obavijesti o poslovima',
  'server.alerts.unsubscribeSaved': 'Zaustavi e-poštu za ovu spremljenu pretragu',
  'server.alerts.unsubscribeButton': 'Otkaži pretplatu',
  'server.alerts.unsubscribedTitle': 'Pretplata je otkazana',
  'server.alerts.goneAlert': 'Ove obavijesti o poslovima više ne postoje: za njih ne primate e-poštu.',
  'server.alerts.goneSaved': 'Ova spremljena pretraga više ne postoji: za nju ne primate e-poštu.',
  'server.alerts.unsubscribeAlertLead': 'Više nećete primati e-poštu o novim poslovima za ovu pretragu.',
  'server.alerts.unsubscribeSavedLead':
    'Više nećete primati e-poštu za ovu spremljenu pretragu. Novi poslovi i dalje se prikazuju u vašim obavijestima.',
  'server.alerts.savedOffLead':
    'E-pošta za ovu spremljenu pretragu je isključena. Možete je ponovno uključiti u postavkama.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Unesite trenutačnu lozinku.',
  'server.account.wrongPassword': 'Vaša trenutačna lozinka nije točna. Ništa nije promijenjeno.',
  'server.account.tooManyPasswords':
    'Previše pogrešnih lozinki. Pokušajte ponovno za {seconds, plural, one {# sekundu} few {# sekunde} other {# sekundi}}.',
  'server.account.emailTaken': 'Račun s ovom adresom e-pošte već postoji.',
  'server.account.emailInvalid': 'Unesite valjanu adresu e-pošte.',
  'server.account.chooseLanguage': 'Odaberite jedno od sljedećeg: {languages}.',
  'server.account.unknownCategory': 'Nepoznata kategorija obavijesti: {category}.',
  'server.account.categoryOnOff': 'Svaka je kategorija uključena (true) ili isključena (false).',
  'server.account.deleteWord': 'IZBRIŠI',
  'server.account.typeToConfirm': 'Upišite {word} za potvrdu.',
  'server.account.keptAfterDeletion':
    'Ponude koje ste potpisali čuvaju se: potpisani dokumenti i zapis o tome kako su potpisani (kada, s koje adrese i iz kojeg preglednika), jer zakon obvezuje tvrtku da čuva dokaze o ugovoru o radu. Čuvaju se bez imena, e-pošte i lozinke vašeg računa. Sve ostalo se briše.',
  'server.field.firstNameMissing': 'Unesite ime.',
  'server.field.lastNameMissing': 'Unesite prezime.',
  'server.field.firstNameTooLong':
    'Ime može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.field.lastNameTooLong':
    'Prezime može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.field.firstNameControl': 'Uklonite prijelome redaka, tabulatore i druge kontrolne znakove iz imena.',
  'server.field.lastNameControl': 'Uklonite prijelome redaka, tabulatore i druge kontrolne znakove iz prezimena.',
  'server.password.tooShort':
    'Lozinka mora imati najmanje {min, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.password.tooLong': 'Lozinka može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.password.repeats': 'Ova lozinka ponavlja jedan znak. Odaberite lozinku koju je teže pogoditi.',
  'server.password.isEmail': 'Lozinka ne može biti vaša adresa e-pošte. Odaberite lozinku koju je teže pogoditi.',
  'server.password.common': 'Ova je lozinka previše uobičajena. Odaberite lozinku koju je teže pogoditi.',
  'server.profile.skillsLabel': 'Dodajte svoje vještine',
  'server.profile.skillsWhy':
    'Stranice poslova uspoređuju vaše vještine s vještinama koje traži svako radno mjesto; bez njih svako podudaranje ostaje na 0 %.',
  'server.profile.yearsLabel': 'Dodajte godine iskustva',
  'server.profile.yearsWhy':
    'Radna mjesta navode koliko iskustva traže; vaše godine određuju četvrtinu svakog podudaranja.',
  'server.profile.experienceLabel': 'Dodajte radno iskustvo',
  'server.profile.experienceWhy':
    'Vaši prijašnji nazivi poslova pokazuju za koja ste radna mjesta prikladni, a izvezeni životopis ih navodi.',
  'server.profile.resumeLabel': 'Učitajte životopis',
  'server.profile.resumeWhy':
    'Čitanje vašeg životopisa u jednom koraku predlaže vještine, nazive poslova i godine iskustva za vaš profil.',
  'server.profile.educationLabel': 'Dodajte obrazovanje',
  'server.profile.educationWhy': 'Neka radna mjesta traže diplomu; vaš izvezeni životopis navodi vaše obrazovanje.',
  'server.profile.locationLabel': 'Dodajte lokaciju',
  'server.profile.locationWhy': 'Radna mjesta vezana su uz mjesta; vaš izvezeni životopis navodi gdje se nalazite.',
  'server.profile.nameLabel': 'Dodajte puno ime',
  'server.profile.nameWhy': 'Vaše ime stoji na vrhu izvezenog životopisa i potpisuje vaše ponude.',
  'server.profile.avatarLabel': 'Dodajte profilnu fotografiju',
  'server.profile.avatarWhy': 'Vaša se fotografija prikazuje na profilu; ne mijenja podudaranje.',
  'server.dashboard.nextApplied': 'Tim za zapošljavanje pregledava vašu prijavu. Javit ćemo vam se u svakom slučaju.',
  'server.dashboard.nextInReview': 'Ako vaše iskustvo odgovara radnom mjestu, tim će vas pozvati na razgovor za posao.',
  'server.dashboard.nextInterviewing': 'Nakon razgovora tim donosi odluku i obavještava vas o ishodu.',
  'server.dashboard.nextOffer': 'Pregledajte ponudu i prihvatite je ili odbijte na stranici ponuda.',
  'server.dashboard.stageReceived': 'Prijava je zaprimljena',
  'server.dashboard.stageWithdrawn': 'Kandidat je povukao prijavu',
  'server.profileEdit.entryMissing':
    'Unesite {field, select, title {naziv posla} company {tvrtku} school {obrazovnu ustanovu} other {stupanj obrazovanja}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Naziv posla} company {Naziv tvrtke} school {Naziv obrazovne ustanove} other {Stupanj obrazovanja}} može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.profileEdit.control':
    'Uklonite prijelome redaka, tabulatore i druge kontrolne znakove iz polja „{field, select, title {Naziv posla} company {Tvrtka} school {Obrazovna ustanova} degree {Stupanj obrazovanja} skill {Vještina} other {Lokacija}}”.',
  'server.profileEdit.dateFormat':
    'Unesite {field, select, startDate {datum početka} other {datum završetka}} u obliku GGGG-MM ili GGGG.',
  'server.profileEdit.datesOrder': 'Datum završetka ne smije biti prije datuma početka.',
  'server.profileEdit.skillMissing': 'Unesite vještinu.',
  'server.profileEdit.skillTooLong':
    'Vještina može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.profileEdit.tooManySkills':
    'Profil može sadržavati najviše {max, plural, one {# vještinu} few {# vještine} other {# vještina}}. Najprije uklonite neke.',
  'server.profileEdit.skillNotListed': 'Ta vještina nije u vašem profilu.',
  'server.profileEdit.entryGone': 'Ta stavka više ne postoji. Ponovno učitajte stranicu.',
  'server.profileEdit.nameNotRemovable': 'Ime se ne može ukloniti, samo promijeniti.',
  'server.profileEdit.locationNotText': 'Unesite lokaciju kao tekst.',
  'server.profileEdit.locationMissing': 'Unesite lokaciju.',
  'server.profileEdit.locationTooLong':
    'Lokacija može imati najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}.',
  'server.profileEdit.photoUpload': 'Učitajte fotografiju da biste je dodali.',
  'server.profileEdit.yearsRange': 'Unesite godine iskustva kao cijeli broj od 0 do {max}.',
  'server.apply.noForm': 'Ova tvrtka nema obrazac za prijavu.',
  'server.apply.positionClosed': 'Ovo radno mjesto više ne prima prijave.',
  'server.apply.alreadyApplied': 'Već ste se prijavili na ovo radno mjesto.',
  'server.apply.tooManyDrafts':
    'Možete čuvati najviše {max, plural, one {# skicu prijave} few {# skice prijava} other {# skica prijava}}. Najprije izbrišite neke na nadzornoj ploči.',
  'server.apply.emailRequired': 'Za prijavu bez prijave u račun potrebna je adresa e-pošte.',
  'server.forms.notFound': 'Obrazac nije pronađen.',
  'server.forms.alreadySubmitted': 'Ovaj je obrazac već poslan.',
  'server.forms.fixFields': 'Ispravite označena polja.',
  'server.upload.interrupted': 'Učitavanje datoteke „{name}” je prekinuto.',
  'server.upload.tooLarge':
    'Datoteka „{name}” veća je od {amount, number} {unit}, najveće dopuštene veličine jednog učitavanja.',
  'server.upload.empty': 'Datoteka „{name}” je prazna.',
  'server.upload.wrongType': 'Ove datoteke nisu prihvaćene vrste ({types}): {files}.',
  'server.upload.wrongContent':
    'Sadržaj ovih datoteka ne odgovara njihovim nazivima ni prihvaćenoj vrsti ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Datoteka „{name}” sadrži JavaScript ili drugi aktivni sadržaj. Učitajte običan PDF (ponovno ga ispišite u PDF).',
  'server.upload.pdfEncrypted': 'Datoteka „{name}” zaštićena je lozinkom. Učitajte PDF koji se otvara bez lozinke.',
  'server.upload.pdfTooSlow':
    'Datoteka „{name}” izrađena je tako da njezino čitanje traje predugo. Ponovno je ispišite u PDF i učitajte novu datoteku.',
  'server.upload.avatarShape': 'Pošaljite fotografiju kao multipart/form-data s jednim dijelom datoteke naziva „file”.',
  'server.upload.resumeShape':
    'Pošaljite multipart/form-data s poljima resume_file_name, resume_content (data URL) i domain.',
  'server.forms.fileNotFound': 'Datoteka nije pronađena.',
  'server.positions.notFound': 'Radno mjesto nije pronađeno.',
  'server.resume.notPdfOrDocx':
    'Datoteka „{name}” nije PDF ni Word (.docx) dokument. Učitajte životopis kao PDF ili DOCX datoteku.',
  'server.resume.unreadable':
    'Nismo mogli pročitati „{name}”. Ponovno je spremite kao PDF ili DOCX i učitajte još jednom.',
  'server.resume.inflates':
    'Datoteka „{name}” sadrži komprimirane podatke koji se raspakiraju daleko iznad onoga što životopis treba. Ponovno je spremite kao PDF (ili je ispišite u PDF) i učitajte novu datoteku.',
  'server.resume.unsupportedCompression':
    'Datoteka „{name}” koristi kompresiju koju ova stranica ne prihvaća. Ponovno je spremite kao PDF (ili je ispišite u PDF) i učitajte novu datoteku.',
  'server.resume.stillReading': 'Vaš se prethodni životopis još čita. Pokušajte ponovno za nekoliko minuta.',
  'server.resume.readersBusy': 'Trenutačno se čita mnogo životopisa. Pokušajte ponovno za nekoliko minuta.',
  'server.resume.dataUrl': 'Pošaljite sadržaj životopisa kao data URL ({example}).',
  'server.resume.tooMany': 'Možete čuvati najviše {max} životopisa. Najprije izbrišite jedan koji vam više ne treba.',
  'server.resume.notFound': 'Životopis nije pronađen.',
  'server.auth.sessionExpired': 'Vaša je sesija istekla. Pokušajte ponovno.',
  'server.auth.emailTooLong': 'Ova je adresa e-pošte preduga. Adresa e-pošte može imati najviše {max} znakova.',
  'server.auth.passwordTooLong': 'Ova je lozinka preduga. Lozinka može imati najviše {max} znakova.',
  'server.upload.quota':
    'Učitali ste previše datoteka koje još nisu dio spremljenog obrasca. Spremite ili pošaljite obrazac ili uklonite datoteke koje vam ne trebaju, a zatim pokušajte ponovno.',
  'server.upload.paused': 'Učitavanja su privremeno zaustavljena jer čeka previše datoteka. Pokušajte ponovno kasnije.',
  'server.upload.tooManyAtOnce':
    'Previše istodobnih učitavanja. Pričekajte da jedno završi, a zatim pokušajte ponovno.',
  'server.upload.fileShape': 'Pošaljite datoteku kao multipart/form-data s jednim dijelom naziva „file”.',
  'server.avatar.notAnImage':
    'Datoteka „{name}” nije slika u formatu PNG ni JPEG. Odaberite fotografiju u jednom od tih formata.',
  'server.avatar.tooManyPixels':
    'Fotografija „{name}” ima {width} × {height} piksela, više nego što profilna fotografija smije imati. Odaberite fotografiju od najviše {max} × {max} piksela (ili smanjite ovu).',
  'server.offerUpload.attachAs': 'Priložite potpisani PDF kao datoteku „{field}”.',
  'server.offerUpload.oneFile': 'Možete učitati najviše 1 datoteku',
  'server.offerUpload.onlyOne': 'Pošaljite jedan potpisani PDF kao datoteku „{field}” i ništa drugo.',
  'server.offerUpload.fullName': 'Unesite puno ime',
  'server.offerUpload.notPdf': 'Datoteka „{name}” nije PDF. Učitajte potpisani dokument kao PDF datoteku.',
  'server.offerUpload.tooLarge':
    'Datoteka „{name}” veća je od {amount, number} {unit}, najveće dopuštene veličine potpisanog dokumenta.',
  'server.offerUpload.noPages': 'Datoteka „{name}” nema stranica.',
  'server.offerUpload.activeContent':
    'Datoteka „{name}” sadrži JavaScript ili drugi aktivni sadržaj. Učitajte običan PDF (ponovno ga ispišite u PDF ili skenirajte potpisani papir).',
  'server.offerUpload.unreadable':
    'Datoteku „{name}” nije moguće pročitati kao PDF. Učitajte potpisani dokument kao PDF datoteku.',
  'server.offerUpload.tooSlow':
    'Datoteka „{name}” izrađena je tako da njezino čitanje traje predugo. Ponovno je ispišite u PDF ili skenirajte potpisani papir i učitajte novu datoteku.',
  'server.offerUpload.inflates':
    'Datoteka „{name}” sadrži komprimirane podatke koji se raspakiraju na više od {amount, number} {unit}, daleko više nego što potpisani dokument treba. Učitajte običan PDF (ponovno ga ispišite u PDF ili skenirajte potpisani papir).',
  'server.offerUpload.unsupported':
    'Datoteka „{name}” koristi kompresiju koju ova stranica ne prihvaća (LZW ili run-length tokove objekata). Ponovno je ispišite u PDF i učitajte novu datoteku.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Pregled widgeta',
  'server.theme.notThemeFile': 'Datoteka teme nije valjana: nije izvoz teme stranice karijera (JSON datoteka s "format": "careers-theme").',
  'server.theme.wrongProduct': 'Datoteka teme nije valjana: sadrži temu za „{found}”, a ne za „{expected}”.',
  'server.theme.badColour': 'Datoteka teme nije valjana: {token} mora biti boja poput #1a2b3c.',
  'server.theme.badValue': 'Datoteka teme nije valjana: {token} ima vrijednost koju ovaj token ne dopušta.',
  'server.theme.unknownToken': 'Datoteka teme nije valjana: {token} nije token ove teme.',
  'server.theme.missingToken': 'Datoteka teme nije valjana: nedostaje {token}.',
  'server.theme.unknownImage': 'Tema navodi sliku koja nije prenesena na ovu stranicu ({token}). Ponovno prenesite sliku.',
  'server.theme.contrastFails': 'Parovi boja s premalim kontrastom (WCAG AA): {count}. Ispravite ih ili objavite s iznimkom i razlogom.',
  'server.theme.noDraft': 'Nema skice za objavu.',
  'server.theme.noVersion': 'Takva objavljena verzija ne postoji.',
  'server.theme.nothingToExport': 'Još nema teme za izvoz.',
  'server.theme.svgRefused': 'SVG slike nisu prihvaćene: prenesite PNG, JPEG ili WebP.',
  'server.theme.notAnImage': 'Ova datoteka nije PNG, JPEG ni WebP slika.',
  'server.theme.imageTooLarge': 'Slika je veća od {maxKb, number} KB, što je najviše za {use, select, hero {naslovnu sliku} other {logotip}}.',
  'server.theme.imageSize': 'Slika ima {width} × {height} piksela; {use, select, hero {naslovna slika} other {logotip}} mora imati najmanje {minWidth} × {minHeight} i najviše {maxSide} piksela po stranici.',
} satisfies Messages;
