import type { Messages } from '@careers/shared/i18n/types';

// Italian, informal "tu": Italian job boards and careers sites (LinkedIn, Indeed, InfoJobs) address candidates with "tu".
// Terms (offerta, candidatura, ricerca salvata, avviso di lavoro, CV, colloquio) as in shared/src/i18n/glossaries/it.json.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# nuova posizione corrisponde a “{name}”:} many {# nuove posizioni corrispondono a “{name}”:} other {# nuove posizioni corrispondono a “{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# nuova posizione corrisponde alla tua ricerca salvata{filters, select, none {} other { ({filters})}}:} many {# nuove posizioni corrispondono alla tua ricerca salvata{filters, select, none {} other { ({filters})}}:} other {# nuove posizioni corrispondono alla tua ricerca salvata{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Nuova posizione in {company}: {title}} many {# nuove posizioni in {company}} other {# nuove posizioni in {company}}}',
  'server.mail.newJobs.seeSearch': 'Vedi tutte le posizioni di questa ricerca',
  'server.mail.newJobs.openSavedSearches': 'Apri le tue ricerche salvate',
  'server.mail.newJobs.unsubscribeSaved':
    'Non ricevere più e-mail per questa ricerca salvata (resta nelle tue notifiche)',
  'server.mail.newJobs.unsubscribeAlert': 'Annulla l’iscrizione a questo avviso di lavoro',
  'server.mail.confirm.subject': 'Conferma il tuo avviso di lavoro di {company}',
  'server.mail.confirm.intro':
    'Qualcuno, speriamo tu, ha chiesto di ricevere e-mail sulle nuove posizioni in {company} per una ricerca{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Conferma il tuo avviso di lavoro',
  'server.mail.confirm.ignore':
    'Se la richiesta non è partita da te, ignora questo messaggio: senza conferma non ti invieremo nulla.',
  'server.notifications.tooManyStreams': 'Troppe finestre seguono le tue notifiche contemporaneamente. Chiudine alcune o ricarica questa pagina più tardi.',
  'server.notifications.welcome.title': 'Benvenuto',
  'server.notifications.welcome':
    'Ti diamo il benvenuto su Lavora con noi di {company}! Completa il tuo profilo per ricevere proposte di posizioni più adatte.',
  'server.notifications.offers.title': 'Offerte',
  'server.notifications.offerExtended':
    'Hai una nuova offerta di lavoro per {position}. Esaminala e firmala prima che scada.',
  'server.notifications.offerDocumentReady': 'Il tuo documento “{document}” per {position} è pronto per la firma.',
  'server.notifications.forms.title': 'Moduli',
  'server.notifications.formAssigned': 'Nuovo modulo da compilare: {form}.',
  'server.notifications.interviews.title': 'Colloqui',
  'server.notifications.interviewScheduled': 'Il tuo colloquio per {position} è fissato per il {date}.',
  'server.notifications.applications.title': 'Candidature',
  'server.notifications.applicationSubmitted': 'Grazie per la tua candidatura per {position}! Ti contatteremo presto.',
  'server.notifications.jobs.title': 'Posizioni',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# nuova posizione corrisponde alla tua ricerca salvata “{name}”.} many {# nuove posizioni corrispondono alla tua ricerca salvata “{name}”.} other {# nuove posizioni corrispondono alla tua ricerca salvata “{name}”.}}',
  'server.search.allJobs': 'Tutte le posizioni',
  'server.search.inPlace': 'a {place}',
  'server.search.remote': 'Da remoto',
  'server.search.map': 'Un luogo sulla mappa',
  'server.search.place': 'Luogo',

  'server.match.noSkillsListed': 'Questo ruolo non indica alcuna competenza.',
  'server.match.addSkills': 'Aggiungi le tue competenze al profilo per vedere quanto corrispondono a questo ruolo.',
  'server.match.allSkills':
    '{total, plural, =1 {Hai l’unica competenza richiesta da questo ruolo: {skills}.} one {Hai tutte le # competenze richieste da questo ruolo: {skills}.} many {Hai tutte le # competenze richieste da questo ruolo: {skills}.} other {Hai tutte le # competenze richieste da questo ruolo: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Non hai ancora l’unica competenza richiesta da questo ruolo.} one {Non hai ancora nessuna delle # competenze richieste da questo ruolo.} many {Non hai ancora nessuna delle # competenze richieste da questo ruolo.} other {Non hai ancora nessuna delle # competenze richieste da questo ruolo.}}',
  'server.match.someSkills':
    'Hai {matched, number} delle {total, plural, one {# competenza} many {# competenze} other {# competenze}} richieste da questo ruolo: {skills}.',
  'server.match.missingSkills': 'Competenze che non indichi ancora: {skills}.',
  'server.match.noYearsStated': 'Questo ruolo non indica quanta esperienza richiede.',
  'server.match.yearsToCompare':
    'Questo ruolo richiede circa {required, plural, one {# anno} many {# anni} other {# anni}} di esperienza; aggiungi i tuoi al profilo per fare il confronto.',
  'server.match.meetsYears':
    'Hai {own, plural, one {# anno} many {# anni} other {# anni}} di esperienza; questo ruolo ne richiede circa {required, plural, one {#} many {#} other {#}}.',
  'server.match.belowYears':
    'Questo ruolo richiede circa {required, plural, one {# anno} many {# anni} other {# anni}} di esperienza; tu ne hai {own, plural, one {#} many {#} other {#}}.',
  'server.match.strong':
    'La tua corrispondenza è del {score}%, quindi è un’ottima corrispondenza (dal {threshold}% in su).',
  'server.match.notStrong': 'La tua corrispondenza è del {score}%; per un’ottima corrispondenza serve il {threshold}%.',
  'server.insights.teamSize': 'Ruoli aperti in questo team',
  'server.insights.hiringManager': 'Responsabile dell’assunzione',
  'server.insights.timeToHire': 'Tempi di assunzione',
  'server.insights.similarRoles': 'Ruoli simili',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Nessun altro ruolo aperto in {department} a {city}} one {# altro ruolo aperto in {department} a {city}} many {Altri # ruoli aperti in {department} a {city}} other {Altri # ruoli aperti in {department} a {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Circa # giorno} many {Circa # giorni} other {Circa # giorni}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Lavora in {company}',
  'server.resume.years':
    '{count, plural, one {# anno di esperienza} many {# anni di esperienza} other {# anni di esperienza}}',
  'server.resume.skills': 'Competenze',
  'server.resume.experience': 'Esperienza',
  'server.resume.education': 'Formazione',
  'server.resume.present': 'In corso',

  'server.export.files':
    'I file sono descritti dalla dimensione e dallo SHA-256; ciascuno si scarica, mentre hai effettuato l’accesso, dal suo link “download”.',

  'server.page.backToCareers': 'Torna a Lavora con noi',
  'server.page.careersAt': 'Lavora in {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Errore interno del server',
  'server.error.apology': 'Ci dispiace, si è verificato un problema da parte nostra. Riprova tra poco.',
  'server.error.contact': 'Contattaci',
  'server.error.details': 'Dettagli dell’errore (visibili solo agli amministratori)',
  'server.error.notFoundTitle': 'Pagina non trovata',
  'server.error.notFound': 'Non abbiamo trovato la pagina che cercavi.',
  'server.error.tooManyTitle': 'Troppe richieste',
  'server.error.otherTitle': 'Qualcosa non va',
  'server.login.title': 'Accedi',
  'server.login.signupTitle': 'Crea il tuo account',
  'server.login.lead': 'Ti diamo il bentornato. Accedi per vedere le tue candidature e offerte.',
  'server.login.signupLead': 'Salva posizioni, candidati più velocemente e segui le tue candidature.',
  'server.login.firstName': 'Nome',
  'server.login.lastName': 'Cognome',
  'server.login.email': 'E-mail',
  'server.login.password': 'Password',
  'server.login.passwordHint': 'Da {min} a {max} caratteri. Non una password comune e non il tuo indirizzo e-mail.',
  'server.login.submit': 'Accedi',
  'server.login.signupSubmit': 'Crea account',
  'server.login.haveAccount': 'Hai già un account?',
  'server.login.newHere': 'Non hai un account?',
  'server.login.createAccount': 'Crea un account',
  'server.login.alreadyHeading': 'Hai già effettuato l’accesso',
  'server.login.loggedInAs': 'Hai effettuato l’accesso come {who}.',
  'server.login.continue': 'Continua su Lavora con noi',
  'server.login.notYou': 'Non sei tu o vuoi usare un altro account? Prima esci.',
  'server.logout.title': 'Esci',
  'server.noscript.jobs': 'I risultati di ricerca richiedono JavaScript. Attivalo e ricarica la pagina.',
  'server.noscript.other': 'Questa pagina richiede JavaScript. Attivalo e ricarica la pagina.',
  'server.closedApply.text': 'Questa posizione non accetta più candidature.',
  'server.closedApply.heading': 'Candidature chiuse: {position}',
  'server.closedApply.searchJobs': 'Cerca altre posizioni',
  'server.closedApply.title': '{heading} | Lavora in {company}',
  'server.verify.title': 'Verifica un documento di offerta firmato',
  'server.verify.lead':
    'Scegli il PDF di un documento di offerta di lavoro firmato su questo sito per verificare se porta il sigillo digitale del sito e se non è stato modificato dopo la firma. Il file viene verificato e poi dimenticato: non viene salvato nulla.',
  'server.verify.notChecked': 'Impossibile verificare il file',
  'server.verify.unaltered': 'Firmato qui e non modificato',
  'server.verify.altered': 'Modificato dopo la firma',
  'server.verify.notSigned': 'Non firmato da questo sito',
  'server.verify.document': 'Documento: {name}',
  'server.verify.fileLabel': 'PDF firmato',
  'server.verify.fileHint': 'Un solo file PDF, massimo 10 MB.',
  'server.verify.submit': 'Verifica PDF',
  'server.verify.backToOffers': 'Torna alle offerte',
  'server.alerts.searchJobs': 'Cerca posizioni',
  'server.alerts.subscribed':
    'Controlla la tua casella di posta: ti abbiamo inviato un link per confermare il tuo avviso di lavoro. Non riceverai e-mail sulle posizioni prima della conferma.',
  'server.alerts.settings': 'Impostazioni',
  'server.alerts.linkBroken': 'Questo link non funziona',
  'server.alerts.confirmTitle': 'Conferma il tuo avviso di lavoro',
  'server.alerts.confirmLead':
    'Conferma per ricevere un’e-mail quando nuove posizioni corrispondono alla tua ricerca. Ogni messaggio contiene un link per annullare l’iscrizione.',
  'server.alerts.confirmButton': 'Conferma l’avviso di lavoro',
  'server.alerts.onTitle': 'Il tuo avviso di lavoro è attivo',
  'server.alerts.onLead':
    'Ti invieremo un’e-mail quando nuove posizioni corrispondono alla tua ricerca. Ogni messaggio contiene un link per annullare l’iscrizione.',
  'server.alerts.unsubscribeAlert': 'Annulla l’iscrizione a questo avviso di lavoro',
  'server.alerts.unsubscribeSaved': 'Non ricevere più e-mail per questa ricerca salvata',
  'server.alerts.unsubscribeButton': 'Annulla iscrizione',
  'server.alerts.unsubscribedTitle': 'Iscrizione annullata',
  'server.alerts.goneAlert': 'Questo avviso di lavoro non esiste più: non riceverai e-mail.',
  'server.alerts.goneSaved': 'Questa ricerca salvata non esiste più: non riceverai e-mail.',
  'server.alerts.unsubscribeAlertLead': 'Non riceverai più e-mail sulle nuove posizioni per questa ricerca.',
  'server.alerts.unsubscribeSavedLead':
    'Non riceverai più e-mail per questa ricerca salvata. Le nuove posizioni continueranno a comparire nelle tue notifiche.',
  'server.alerts.savedOffLead':
    'Le e-mail per questa ricerca salvata sono disattivate. Puoi riattivarle nelle impostazioni.',
  'server.account.currentPasswordMissing': 'Inserisci la password attuale.',
  'server.account.wrongPassword': 'La password attuale non è corretta. Non è stato modificato nulla.',
  'server.account.tooManyPasswords':
    'Troppe password errate. Riprova tra {seconds, plural, one {# secondo} many {# secondi} other {# secondi}}.',
  'server.account.emailTaken': 'Esiste già un account con questo indirizzo e-mail.',
  'server.account.emailInvalid': 'Inserisci un indirizzo e-mail valido.',
  'server.account.chooseLanguage': 'Scegli una di queste lingue: {languages}.',
  'server.account.unknownCategory': 'Categoria di notifiche sconosciuta: {category}.',
  'server.account.categoryOnOff': 'Ogni categoria è attiva (true) o disattivata (false).',
  'server.account.deleteWord': 'ELIMINA',
  'server.account.typeToConfirm': 'Scrivi {word} per confermare.',
  'server.account.keptAfterDeletion':
    'Le offerte che hai firmato vengono conservate: i documenti firmati e la registrazione di come sono stati firmati (quando, da quale indirizzo e browser), perché la legge obbliga l’azienda a conservare la prova di un contratto di lavoro. Vengono conservati senza il nome, l’e-mail o la password del tuo account. Tutto il resto viene eliminato.',
  'server.field.firstNameMissing': 'Inserisci il tuo nome.',
  'server.field.lastNameMissing': 'Inserisci il tuo cognome.',
  'server.field.firstNameTooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per il nome.',
  'server.field.lastNameTooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per il cognome.',
  'server.field.firstNameControl': 'Rimuovi dal nome gli a capo, le tabulazioni e gli altri caratteri di controllo.',
  'server.field.lastNameControl': 'Rimuovi dal cognome gli a capo, le tabulazioni e gli altri caratteri di controllo.',
  'server.password.tooShort':
    'Usa almeno {min, plural, one {# carattere} many {# caratteri} other {# caratteri}} per la password.',
  'server.password.tooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per la password.',
  'server.password.repeats': 'Questa password ripete un solo carattere. Scegline una più difficile da indovinare.',
  'server.password.isEmail':
    'La password non può essere il tuo indirizzo e-mail. Scegline una più difficile da indovinare.',
  'server.password.common': 'Questa password è troppo comune. Scegline una più difficile da indovinare.',
  'server.profile.skillsLabel': 'Aggiungi le tue competenze',
  'server.profile.skillsWhy':
    'Le pagine delle posizioni confrontano le tue competenze con quelle richieste da ogni ruolo; senza di esse la corrispondenza resta sempre allo 0%.',
  'server.profile.yearsLabel': 'Aggiungi i tuoi anni di esperienza',
  'server.profile.yearsWhy':
    'I ruoli indicano quanta esperienza richiedono; i tuoi anni determinano un quarto di ogni corrispondenza.',
  'server.profile.experienceLabel': 'Aggiungi la tua esperienza lavorativa',
  'server.profile.experienceWhy':
    'I ruoli ricoperti mostrano quali posizioni fanno per te, e il CV esportato li elenca.',
  'server.profile.resumeLabel': 'Carica il tuo CV',
  'server.profile.resumeWhy':
    'L’analisi del CV propone competenze, ruoli e anni di esperienza per il tuo profilo in un solo passaggio.',
  'server.profile.educationLabel': 'Aggiungi la tua formazione',
  'server.profile.educationWhy':
    'Alcuni ruoli richiedono un titolo di studio; il CV esportato elenca la tua formazione.',
  'server.profile.locationLabel': 'Aggiungi la tua località',
  'server.profile.locationWhy': 'I ruoli sono legati a un luogo; il CV esportato indica dove ti trovi.',
  'server.profile.nameLabel': 'Aggiungi il tuo nome completo',
  'server.profile.nameWhy': 'Il tuo nome apre il CV esportato e firma le tue offerte.',
  'server.profile.avatarLabel': 'Aggiungi una foto del profilo',
  'server.profile.avatarWhy': 'La foto appare sul tuo profilo; non cambia la corrispondenza.',
  'server.dashboard.nextApplied': 'Il team di selezione esamina la tua candidatura. Ti faremo sapere in ogni caso.',
  'server.dashboard.nextInReview': 'Se la tua esperienza è adatta al ruolo, il team ti inviterà a un colloquio.',
  'server.dashboard.nextInterviewing': 'Dopo i colloqui il team prende una decisione e ti comunica l’esito.',
  'server.dashboard.nextOffer': 'Esamina la tua offerta e accettala o rifiutala nella pagina delle offerte.',
  'server.dashboard.stageReceived': 'Candidatura ricevuta',
  'server.dashboard.stageWithdrawn': 'Ritirata dal candidato',
  'server.profileEdit.entryMissing':
    'Inserisci {field, select, title {la posizione} company {l’azienda} school {l’istituto} other {il titolo di studio}}.',
  'server.profileEdit.entryTooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per {field, select, title {la posizione} company {l’azienda} school {l’istituto} other {il titolo di studio}}.',
  'server.profileEdit.control':
    'Rimuovi gli a capo, le tabulazioni e gli altri caratteri di controllo {field, select, title {dalla posizione} company {dall’azienda} school {dall’istituto} degree {dal titolo di studio} skill {dalla competenza} other {dalla località}}.',
  'server.profileEdit.dateFormat':
    'Inserisci la {field, select, startDate {data di inizio} other {data di fine}} come AAAA-MM o AAAA.',
  'server.profileEdit.datesOrder': 'La data di fine non può essere precedente alla data di inizio.',
  'server.profileEdit.skillMissing': 'Inserisci una competenza.',
  'server.profileEdit.skillTooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per una competenza.',
  'server.profileEdit.tooManySkills':
    'Un profilo può elencare al massimo {max, plural, one {# competenza} many {# competenze} other {# competenze}}. Prima rimuovine qualcuna.',
  'server.profileEdit.skillNotListed': 'Questa competenza non è nel tuo profilo.',
  'server.profileEdit.entryGone': 'Questa voce non esiste più. Ricarica la pagina.',
  'server.profileEdit.nameNotRemovable': 'Il tuo nome non può essere rimosso, solo modificato.',
  'server.profileEdit.locationNotText': 'Inserisci la località come testo.',
  'server.profileEdit.locationMissing': 'Inserisci la tua località.',
  'server.profileEdit.locationTooLong':
    'Usa al massimo {max, plural, one {# carattere} many {# caratteri} other {# caratteri}} per la località.',
  'server.profileEdit.photoUpload': 'Carica una foto per aggiungerla.',
  'server.profileEdit.yearsRange': 'Inserisci gli anni di esperienza come numero intero da 0 a {max}.',
  'server.apply.noForm': 'Questa azienda non ha un modulo di candidatura.',
  'server.apply.positionClosed': 'Questa posizione non accetta più candidature.',
  'server.apply.alreadyApplied': 'Hai già inviato una candidatura per questa posizione.',
  'server.apply.tooManyDrafts':
    'Puoi conservare al massimo {max, plural, one {# bozza di candidatura} many {# bozze di candidatura} other {# bozze di candidatura}}. Prima eliminane qualcuna dalla tua area personale.',
  'server.apply.emailRequired': 'Per candidarti senza accedere serve un indirizzo e-mail.',
  'server.forms.notFound': 'Modulo non trovato.',
  'server.forms.alreadySubmitted': 'Questo modulo è già stato inviato.',
  'server.forms.fixFields': 'Correggi i campi evidenziati.',
  'server.upload.interrupted': 'Il caricamento di “{name}” è stato interrotto.',
  'server.upload.tooLarge':
    'Il file “{name}” supera {amount, number} {unit}, il massimo consentito per un caricamento.',
  'server.upload.empty': 'Il file “{name}” è vuoto.',
  'server.upload.wrongType': 'Questi file non sono di un formato accettato ({types}): {files}.',
  'server.upload.wrongContent':
    'Il contenuto di questi file non corrisponde al nome né a un formato accettato ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Il file “{name}” contiene JavaScript o altri contenuti attivi. Carica un PDF semplice (stampalo di nuovo in PDF).',
  'server.upload.pdfEncrypted': 'Il file “{name}” è protetto da password. Carica un PDF che si apra senza password.',
  'server.upload.pdfTooSlow':
    'Il file “{name}” è strutturato in modo da richiedere troppo tempo per la lettura. Stampalo di nuovo in PDF e carica il nuovo file.',
  'server.upload.avatarShape': 'Invia la foto come multipart/form-data con una sola parte file denominata “file”.',
  'server.upload.resumeShape':
    'Invia multipart/form-data con i campi resume_file_name, resume_content (un data URL) e domain.',
  'server.forms.fileNotFound': 'File non trovato.',
  'server.positions.notFound': 'Posizione non trovata.',
  'server.resume.notPdfOrDocx':
    'Il file “{name}” non è un documento PDF o Word (.docx). Carica il tuo CV come file PDF o DOCX.',
  'server.resume.unreadable':
    'Non siamo riusciti a leggere “{name}”. Salvalo di nuovo come PDF o DOCX e caricalo ancora.',
  'server.resume.inflates':
    'Il file “{name}” contiene dati compressi che si espandono ben oltre quanto serve a un CV. Salvalo di nuovo come PDF (o stampalo in PDF) e carica il nuovo file.',
  'server.resume.unsupportedCompression':
    'Il file “{name}” usa una compressione che questo sito non accetta. Salvalo di nuovo come PDF (o stampalo in PDF) e carica il nuovo file.',
  'server.resume.stillReading': 'Il tuo CV precedente è ancora in fase di lettura. Riprova tra qualche minuto.',
  'server.resume.readersBusy': 'In questo momento stiamo leggendo molti CV. Riprova tra qualche minuto.',
  'server.resume.dataUrl': 'Invia il contenuto del CV come data URL ({example}).',
  'server.resume.tooMany': 'Puoi conservare al massimo {max} CV. Prima eliminane uno che non ti serve più.',
  'server.resume.notFound': 'CV non trovato.',
  'server.auth.sessionExpired': 'La sessione è scaduta. Riprova.',
  'server.auth.emailTooLong':
    'Questo indirizzo e-mail è troppo lungo. Un indirizzo e-mail può avere al massimo {max} caratteri.',
  'server.auth.passwordTooLong': 'Questa password è troppo lunga. Una password può avere al massimo {max} caratteri.',
  'server.upload.quota':
    'Hai caricato troppi file che non fanno ancora parte di un modulo salvato. Salva o invia il modulo, oppure rimuovi i file che non ti servono, poi riprova.',
  'server.upload.paused':
    'I caricamenti sono sospesi per un po’ perché ci sono troppi file in attesa. Riprova più tardi.',
  'server.upload.tooManyAtOnce': 'Troppi caricamenti contemporanei. Attendi che uno termini, poi riprova.',
  'server.upload.fileShape': 'Invia il file come multipart/form-data con una sola parte denominata “file”.',
  'server.avatar.notAnImage':
    'Il file “{name}” non è un’immagine PNG o JPEG. Scegli una foto in uno di questi formati.',
  'server.avatar.tooManyPixels':
    'La foto “{name}” misura {width} × {height} pixel, più di quanto consentito per una foto del profilo. Scegline una di massimo {max} × {max} pixel (o riduci questa).',
  'server.offerUpload.attachAs': 'Allega il PDF firmato come file “{field}”.',
  'server.offerUpload.oneFile': 'Puoi caricare al massimo 1 file',
  'server.offerUpload.onlyOne': 'Invia un solo PDF firmato come file “{field}” e nient’altro.',
  'server.offerUpload.fullName': 'Inserisci il tuo nome completo',
  'server.offerUpload.notPdf': 'Il file “{name}” non è un PDF. Carica il documento firmato come file PDF.',
  'server.offerUpload.tooLarge':
    'Il file “{name}” supera {amount, number} {unit}, il massimo consentito per un documento firmato.',
  'server.offerUpload.noPages': 'Il file “{name}” non ha pagine.',
  'server.offerUpload.activeContent':
    'Il file “{name}” contiene JavaScript o altri contenuti attivi. Carica un PDF semplice (stampalo di nuovo in PDF o scansiona il foglio firmato).',
  'server.offerUpload.unreadable':
    'Non è stato possibile leggere il file “{name}” come PDF. Carica il documento firmato come file PDF.',
  'server.offerUpload.tooSlow':
    'Il file “{name}” è strutturato in modo da richiedere troppo tempo per la lettura. Stampalo di nuovo in PDF o scansiona il foglio firmato e carica il nuovo file.',
  'server.offerUpload.inflates':
    'Il file “{name}” contiene dati compressi che si espandono oltre {amount, number} {unit}, molto più di quanto serva a un documento firmato. Carica un PDF semplice (stampalo di nuovo in PDF o scansiona il foglio firmato).',
  'server.offerUpload.unsupported':
    'Il file “{name}” usa una compressione che questo sito non accetta (flussi di oggetti LZW o run-length). Stampalo di nuovo in PDF e carica il nuovo file.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Anteprima dei widget',
  'server.theme.notThemeFile': 'Il file del tema non è valido: non è un’esportazione di un tema carriere (un file JSON con "format": "careers-theme").',
  'server.theme.wrongProduct': 'Il file del tema non è valido: contiene un tema per «{found}», non per «{expected}».',
  'server.theme.badColour': 'Il file del tema non è valido: {token} deve essere un colore come #1a2b3c.',
  'server.theme.badValue': 'Il file del tema non è valido: {token} ha un valore che questo token non consente.',
  'server.theme.unknownToken': 'Il file del tema non è valido: {token} non è un token di questo tema.',
  'server.theme.missingToken': 'Il file del tema non è valido: manca {token}.',
  'server.theme.unknownImage': 'Il tema indica un’immagine che non è stata caricata su questo sito ({token}). Carica di nuovo l’immagine.',
  'server.theme.contrastFails': 'Coppie di colori senza contrasto sufficiente (WCAG AA): {count}. Correggile oppure pubblica con una deroga e un motivo.',
  'server.theme.noDraft': 'Non c’è nessuna bozza da pubblicare.',
  'server.theme.noVersion': 'Questa versione pubblicata non esiste.',
  'server.theme.nothingToExport': 'Non c’è ancora nessun tema da esportare.',
  'server.theme.svgRefused': 'Le immagini SVG non sono accettate: carica un PNG, JPEG o WebP.',
  'server.theme.notAnImage': 'Questo file non è un’immagine PNG, JPEG o WebP.',
  'server.theme.imageTooLarge': 'L’immagine supera {maxKb, number} KB, il massimo per {use, select, hero {un’immagine di copertina} other {un logo}}.',
  'server.theme.imageSize': 'L’immagine è di {width} × {height} pixel; {use, select, hero {un’immagine di copertina} other {un logo}} deve essere di almeno {minWidth} × {minHeight} e al massimo {maxSide} pixel per lato.',
} satisfies Messages;
