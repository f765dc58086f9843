import type { Messages } from '@careers/shared/i18n/types';

// Polish. Register: informal "Ty" with the imperative, as Polish job boards and career sites (Pracuj.pl, LinkedIn,
// company career pages) address candidates; "Twój/Ciebie" capitalised in sentences, as polite Polish writing does.
// Terms ('oferta', 'aplikacja', 'zapisane wyszukiwanie', 'alert o pracy', 'stanowisko' for a job): shared/src/i18n/glossaries/pl.json.
export default {
  'server.mail.newJobs.intro': '{count, plural, one {# nowe stanowisko pasuje do „{name}”:} few {# nowe stanowiska pasują do „{name}”:} many {# nowych stanowisk pasuje do „{name}”:} other {# nowego stanowiska pasuje do „{name}”:}}',
  'server.mail.newJobs.savedIntro': '{count, plural, one {# nowe stanowisko pasuje do Twojego zapisanego wyszukiwania{filters, select, none {} other { ({filters})}}:} few {# nowe stanowiska pasują do Twojego zapisanego wyszukiwania{filters, select, none {} other { ({filters})}}:} many {# nowych stanowisk pasuje do Twojego zapisanego wyszukiwania{filters, select, none {} other { ({filters})}}:} other {# nowego stanowiska pasuje do Twojego zapisanego wyszukiwania{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject': '{count, plural, one {Nowe stanowisko w firmie {company}: {title}} few {# nowe stanowiska w firmie {company}} many {# nowych stanowisk w firmie {company}} other {# nowego stanowiska w firmie {company}}}',
  'server.mail.newJobs.seeSearch': 'Zobacz wszystkie stanowiska z tego wyszukiwania',
  'server.mail.newJobs.openSavedSearches': 'Otwórz swoje zapisane wyszukiwania',
  'server.mail.newJobs.unsubscribeSaved':
    'Wyłącz e-maile dla tego zapisanego wyszukiwania (pozostanie w Twoich powiadomieniach)',
  'server.mail.newJobs.unsubscribeAlert': 'Wypisz się z tego alertu o pracy',
  'server.mail.confirm.subject': 'Potwierdź alert o pracy w firmie {company}',
  'server.mail.confirm.intro':
    'Ktoś, mamy nadzieję, że Ty, poprosił o e-maile o nowych stanowiskach w firmie {company} dla wyszukiwania{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Potwierdź alert o pracy',
  'server.mail.confirm.ignore': 'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic nie zostanie wysłane.',
  'server.notifications.tooManyStreams': 'Zbyt wiele okien śledzi jednocześnie Twoje powiadomienia. Zamknij niektóre lub odśwież tę stronę później.',
  'server.notifications.welcome.title': 'Witamy',
  'server.notifications.welcome':
    'Witamy na stronie kariery firmy {company}! Uzupełnij profil, aby otrzymywać lepiej dopasowane stanowiska.',
  'server.notifications.offers.title': 'Oferty',
  'server.notifications.offerExtended':
    'Masz nową ofertę pracy na stanowisko {position}. Przejrzyj ją i podpisz, zanim wygaśnie.',
  'server.notifications.offerDocumentReady':
    'Twój dokument „{document}” dotyczący stanowiska {position} czeka na Twój podpis.',
  'server.notifications.forms.title': 'Formularze',
  'server.notifications.formAssigned': 'Nowy formularz do wypełnienia: {form}.',
  'server.notifications.interviews.title': 'Rozmowy kwalifikacyjne',
  'server.notifications.interviewScheduled':
    'Twoja rozmowa kwalifikacyjna na stanowisko {position} została zaplanowana na {date}.',
  'server.notifications.applications.title': 'Aplikacje',
  'server.notifications.applicationSubmitted':
    'Dziękujemy za aplikację na stanowisko {position}! Wkrótce się odezwiemy.',
  'server.notifications.jobs.title': 'Stanowiska',
  'server.notifications.savedSearchMatches': '{count, plural, one {# nowe stanowisko pasuje do Twojego zapisanego wyszukiwania „{name}”.} few {# nowe stanowiska pasują do Twojego zapisanego wyszukiwania „{name}”.} many {# nowych stanowisk pasuje do Twojego zapisanego wyszukiwania „{name}”.} other {# nowego stanowiska pasuje do Twojego zapisanego wyszukiwania „{name}”.}}',
  'server.search.allJobs': 'Wszystkie stanowiska',
  'server.search.inPlace': '– {place}',
  'server.search.remote': 'Zdalnie',
  'server.search.map': 'Miejsce na mapie',
  'server.search.place': 'Miejsce',

  // The job page: the match explanation and the insights.
  'server.match.noSkillsListed': 'To stanowisko nie wymienia żadnych umiejętności.',
  'server.match.addSkills': 'Dodaj swoje umiejętności do profilu, aby zobaczyć, jak pasują do tego stanowiska.',
  'server.match.allSkills': '{total, plural, =1 {Masz jedyną umiejętność, której wymaga to stanowisko: {skills}.} few {Masz wszystkie # umiejętności wymagane na tym stanowisku: {skills}.} many {Masz wszystkie # umiejętności wymaganych na tym stanowisku: {skills}.} other {Masz wszystkie # umiejętności wymaganej na tym stanowisku: {skills}.}}',
  'server.match.noneOfSkills': '{total, plural, =1 {Nie masz jeszcze jedynej umiejętności, której wymaga to stanowisko.} few {Nie masz jeszcze żadnej z # umiejętności wymaganych na tym stanowisku.} many {Nie masz jeszcze żadnej z # umiejętności wymaganych na tym stanowisku.} other {Nie masz jeszcze żadnej z # umiejętności wymaganych na tym stanowisku.}}',
  'server.match.someSkills': 'Masz {matched, number} z {total, plural, one {# umiejętności} few {# umiejętności} many {# umiejętności} other {# umiejętności}} wymaganych na tym stanowisku: {skills}.',
  'server.match.missingSkills': 'Umiejętności, których jeszcze nie podajesz: {skills}.',
  'server.match.noYearsStated': 'To stanowisko nie określa wymaganego doświadczenia.',
  'server.match.yearsToCompare':
    'To stanowisko wymaga około {required, plural, one {# roku} few {# lat} many {# lat} other {# roku}} doświadczenia; dodaj swoje do profilu, aby porównać.',
  'server.match.meetsYears': 'Masz {own, plural, one {# rok} few {# lata} many {# lat} other {# roku}} doświadczenia; to stanowisko wymaga około {required, plural, one {# roku} few {# lat} many {# lat} other {# roku}}.',
  'server.match.belowYears': 'To stanowisko wymaga około {required, plural, one {# roku} few {# lat} many {# lat} other {# roku}} doświadczenia; Ty masz {own, plural, one {# rok} few {# lata} many {# lat} other {# roku}}.',
  'server.match.strong': 'Twoje dopasowanie wynosi {score}%, czyli jest to silne dopasowanie (od {threshold}%).',
  'server.match.notStrong': 'Twoje dopasowanie wynosi {score}%; silne dopasowanie wymaga {threshold}%.',
  'server.insights.teamSize': 'Otwarte stanowiska w tym zespole',
  'server.insights.hiringManager': 'Menedżer rekrutujący',
  'server.insights.timeToHire': 'Czas do zatrudnienia',
  'server.insights.similarRoles': 'Podobne stanowiska',
  'server.insights.otherOpenRoles': '{count, plural, =0 {Brak innych otwartych stanowisk w dziale {department} ({city})} one {# inne otwarte stanowisko w dziale {department} ({city})} few {# inne otwarte stanowiska w dziale {department} ({city})} many {# innych otwartych stanowisk w dziale {department} ({city})} other {# innego otwartego stanowiska w dziale {department} ({city})}}',
  'server.insights.aboutDays':
    '{days, plural, one {Około # dnia} few {Około # dni} many {Około # dni} other {Około # dnia}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Kariera w firmie {company}',
  'server.resume.years':
    '{count, plural, one {# rok doświadczenia} few {# lata doświadczenia} many {# lat doświadczenia} other {# roku doświadczenia}}',
  'server.resume.skills': 'Umiejętności',
  'server.resume.experience': 'Doświadczenie',
  'server.resume.education': 'Wykształcenie',
  'server.resume.present': 'obecnie',

  'server.export.files':
    'Pliki są opisane rozmiarem i skrótem SHA-256; każdy można pobrać po zalogowaniu z jego linku „download”.',

  'server.page.backToCareers': 'Wróć do strony kariery',
  'server.page.careersAt': 'Kariera w firmie {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Wewnętrzny błąd serwera',
  'server.error.apology': 'Przepraszamy – coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
  'server.error.contact': 'Kontakt',
  'server.error.details': 'Szczegóły błędu (widoczne tylko dla administratorów)',
  'server.error.notFoundTitle': 'Nie znaleziono strony',
  'server.error.notFound': 'Nie znaleźliśmy strony, której szukasz.',
  'server.error.tooManyTitle': 'Zbyt wiele żądań',
  'server.error.otherTitle': 'Coś jest nie tak',
  'server.login.title': 'Zaloguj się',
  'server.login.signupTitle': 'Załóż konto',
  'server.login.lead': 'Witaj ponownie. Zaloguj się, aby zobaczyć swoje aplikacje i oferty.',
  'server.login.signupLead': 'Zapisuj stanowiska, aplikuj szybciej i śledź swoje aplikacje.',
  'server.login.firstName': 'Imię',
  'server.login.lastName': 'Nazwisko',
  'server.login.email': 'E-mail',
  'server.login.password': 'Hasło',
  'server.login.passwordHint': 'Od {min} do {max} znaków. Nie popularne hasło i nie Twój adres e-mail.',
  'server.login.submit': 'Zaloguj się',
  'server.login.signupSubmit': 'Załóż konto',
  'server.login.haveAccount': 'Masz już konto?',
  'server.login.newHere': 'Jesteś tu pierwszy raz?',
  'server.login.createAccount': 'Załóż konto',
  'server.login.alreadyHeading': 'Jesteś już zalogowany',
  'server.login.loggedInAs': 'Zalogowano jako {who}.',
  'server.login.continue': 'Przejdź do strony kariery',
  'server.login.notYou': 'To nie Ty albo chcesz użyć innego konta? Najpierw się wyloguj.',
  'server.logout.title': 'Wyloguj się',
  'server.noscript.jobs': 'Wyniki wyszukiwania wymagają JavaScriptu. Włącz go i odśwież stronę.',
  'server.noscript.other': 'Ta strona wymaga JavaScriptu. Włącz go i odśwież stronę.',
  'server.closedApply.text': 'To stanowisko nie przyjmuje już aplikacji.',
  'server.closedApply.heading': 'Przyjmowanie aplikacji zakończone: {position}',
  'server.closedApply.searchJobs': 'Szukaj innych stanowisk',
  'server.closedApply.title': '{heading} | Kariera w firmie {company}',
  'server.verify.title': 'Sprawdź podpisany dokument oferty',
  'server.verify.lead': 'Wybierz plik PDF dokumentu oferty pracy podpisanego w tym serwisie, aby sprawdzić, czy ma cyfrową pieczęć serwisu i czy nie został zmieniony od podpisania. Plik jest sprawdzany, a potem zapominany: nic nie jest zapisywane.',
  'server.verify.notChecked': 'Nie udało się sprawdzić pliku',
  'server.verify.unaltered': 'Podpisany tutaj i niezmieniony',
  'server.verify.altered': 'Zmieniony od podpisania',
  'server.verify.notSigned': 'Niepodpisany przez ten serwis',
  'server.verify.document': 'Dokument: {name}',
  'server.verify.fileLabel': 'Podpisany plik PDF',
  'server.verify.fileHint': 'Jeden plik PDF, maksymalnie 10 MB.',
  'server.verify.submit': 'Sprawdź PDF',
  'server.verify.backToOffers': 'Wróć do ofert',
  'server.alerts.searchJobs': 'Szukaj pracy',
  'server.alerts.subscribed':
    'Sprawdź skrzynkę: wysłaliśmy link do potwierdzenia alertu o pracy. Przed potwierdzeniem nie wyślemy żadnych e-maili o stanowiskach.',
  'server.alerts.settings': 'Ustawienia',
  'server.alerts.linkBroken': 'Ten link nie działa',
  'server.alerts.confirmTitle': 'Potwierdź alert o pracy',
  'server.alerts.confirmLead':
    'Potwierdź, aby dostawać e-mail, gdy nowe stanowiska będą pasować do Twojego wyszukiwania. Każda wiadomość zawiera link do wypisania się.',
  'server.alerts.confirmButton': 'Potwierdź alert',
  'server.alerts.onTitle': 'Twój alert o pracy jest włączony',
  'server.alerts.onLead':
    'Wyślemy Ci e-mail, gdy nowe stanowiska będą pasować do Twojego wyszukiwania. Każda wiadomość zawiera link do wypisania się.',
  'server.alerts.unsubscribeAlert': 'Wypisz się z tego alertu o pracy',
  'server.alerts.unsubscribeSaved': 'Wyłącz e-maile dla tego zapisanego wyszukiwania',
  'server.alerts.unsubscribeButton': 'Wypisz się',
  'server.alerts.unsubscribedTitle': 'Wypisano Cię',
  'server.alerts.goneAlert': 'Ten alert o pracy już nie istnieje: nie dostaniesz dla niego żadnych e-maili.',
  'server.alerts.goneSaved': 'To zapisane wyszukiwanie już nie istnieje: nie dostaniesz dla niego żadnych e-maili.',
  'server.alerts.unsubscribeAlertLead': 'Nie dostaniesz już e-maili o nowych stanowiskach z tego wyszukiwania.',
  'server.alerts.unsubscribeSavedLead':
    'Nie dostaniesz już e-maili dla tego zapisanego wyszukiwania. Nowe stanowiska nadal będą widoczne w Twoich powiadomieniach.',
  'server.alerts.savedOffLead':
    'E-maile dla tego zapisanego wyszukiwania są wyłączone. Możesz je ponownie włączyć w ustawieniach.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Wpisz obecne hasło.',
  'server.account.wrongPassword': 'Obecne hasło jest nieprawidłowe. Nic nie zostało zmienione.',
  'server.account.tooManyPasswords':
    'Zbyt wiele błędnych haseł. Spróbuj ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}.',
  'server.account.emailTaken': 'Konto z tym adresem e-mail już istnieje.',
  'server.account.emailInvalid': 'Wpisz prawidłowy adres e-mail.',
  'server.account.chooseLanguage': 'Wybierz jeden z języków: {languages}.',
  'server.account.unknownCategory': 'Nieznana kategoria powiadomień: {category}.',
  'server.account.categoryOnOff': 'Każda kategoria jest włączona (true) lub wyłączona (false).',
  'server.account.deleteWord': 'USUŃ',
  'server.account.typeToConfirm': 'Wpisz {word}, aby potwierdzić.',
  'server.account.keptAfterDeletion': 'Podpisane przez Ciebie oferty są przechowywane: podpisane dokumenty i zapis tego, jak zostały podpisane (kiedy, z jakiego adresu i w jakiej przeglądarce), ponieważ prawo wymaga, aby firma przechowywała dowody zawarcia umowy o pracę. Są przechowywane bez imienia i nazwiska, adresu e-mail i hasła z Twojego konta. Wszystko inne zostaje usunięte.',
  'server.field.firstNameMissing': 'Wpisz imię.',
  'server.field.lastNameMissing': 'Wpisz nazwisko.',
  'server.field.firstNameTooLong':
    'Imię może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.field.lastNameTooLong':
    'Nazwisko może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.field.firstNameControl': 'Usuń z imienia podziały wierszy, tabulatory i inne znaki sterujące.',
  'server.field.lastNameControl': 'Usuń z nazwiska podziały wierszy, tabulatory i inne znaki sterujące.',
  'server.password.tooShort':
    'Hasło musi mieć co najmniej {min, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.password.tooLong':
    'Hasło może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.password.repeats': 'To hasło powtarza jeden znak. Wybierz hasło trudniejsze do odgadnięcia.',
  'server.password.isEmail': 'Hasło nie może być Twoim adresem e-mail. Wybierz hasło trudniejsze do odgadnięcia.',
  'server.password.common': 'To hasło jest zbyt popularne. Wybierz hasło trudniejsze do odgadnięcia.',
  'server.profile.skillsLabel': 'Dodaj swoje umiejętności',
  'server.profile.skillsWhy':
    'Strony stanowisk porównują Twoje umiejętności z wymaganiami każdego stanowiska; bez nich każde dopasowanie pozostaje na poziomie 0%.',
  'server.profile.yearsLabel': 'Dodaj lata doświadczenia',
  'server.profile.yearsWhy':
    'Stanowiska określają wymagane doświadczenie; Twoje lata doświadczenia decydują o jednej czwartej każdego dopasowania.',
  'server.profile.experienceLabel': 'Dodaj doświadczenie zawodowe',
  'server.profile.experienceWhy':
    'Twoje dotychczasowe stanowiska pokazują, do jakich ról pasujesz, a eksportowane CV je wymienia.',
  'server.profile.resumeLabel': 'Prześlij CV',
  'server.profile.resumeWhy':
    'Na podstawie CV w jednym kroku zaproponujemy do Twojego profilu umiejętności, stanowiska i lata doświadczenia.',
  'server.profile.educationLabel': 'Dodaj wykształcenie',
  'server.profile.educationWhy': 'Niektóre stanowiska wymagają dyplomu; eksportowane CV wymienia Twoje wykształcenie.',
  'server.profile.locationLabel': 'Dodaj lokalizację',
  'server.profile.locationWhy': 'Stanowiska są związane z miejscami; eksportowane CV podaje, gdzie mieszkasz.',
  'server.profile.nameLabel': 'Dodaj imię i nazwisko',
  'server.profile.nameWhy': 'Twoje imię i nazwisko otwiera eksportowane CV i podpisuje Twoje oferty.',
  'server.profile.avatarLabel': 'Dodaj zdjęcie profilowe',
  'server.profile.avatarWhy': 'Zdjęcie jest widoczne w Twoim profilu; nie zmienia dopasowań.',
  'server.dashboard.nextApplied':
    'Zespół rekrutacyjny rozpatruje Twoją aplikację. Odezwiemy się niezależnie od decyzji.',
  'server.dashboard.nextInReview':
    'Jeśli Twoje doświadczenie pasuje do stanowiska, zespół zaprosi Cię na rozmowę kwalifikacyjną.',
  'server.dashboard.nextInterviewing': 'Po rozmowach zespół podejmie decyzję i poinformuje Cię o wyniku.',
  'server.dashboard.nextOffer': 'Przejrzyj ofertę i przyjmij ją lub odrzuć na stronie ofert.',
  'server.dashboard.stageReceived': 'Aplikacja otrzymana',
  'server.dashboard.stageWithdrawn': 'Wycofana przez kandydata',
  'server.profileEdit.entryMissing':
    'Wpisz {field, select, title {stanowisko} company {firmę} school {szkołę} other {kierunek lub tytuł}}.',
  'server.profileEdit.entryTooLong': '{field, select, title {Stanowisko} company {Nazwa firmy} school {Nazwa szkoły} other {Kierunek lub tytuł}} może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.profileEdit.control': 'Usuń podziały wierszy, tabulatory i inne znaki sterujące z pola {field, select, title {„Stanowisko”} company {„Firma”} school {„Szkoła”} degree {„Kierunek lub tytuł”} skill {„Umiejętność”} other {„Lokalizacja”}}.',
  'server.profileEdit.dateFormat':
    'Wpisz {field, select, startDate {datę rozpoczęcia} other {datę zakończenia}} w formacie RRRR-MM lub RRRR.',
  'server.profileEdit.datesOrder': 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
  'server.profileEdit.skillMissing': 'Wpisz umiejętność.',
  'server.profileEdit.skillTooLong':
    'Umiejętność może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.profileEdit.tooManySkills': 'Profil może zawierać najwyżej {max, plural, one {# umiejętność} few {# umiejętności} many {# umiejętności} other {# umiejętności}}. Najpierw usuń niektóre.',
  'server.profileEdit.skillNotListed': 'Tej umiejętności nie ma w Twoim profilu.',
  'server.profileEdit.entryGone': 'Ten wpis już nie istnieje. Odśwież stronę.',
  'server.profileEdit.nameNotRemovable': 'Imienia i nazwiska nie można usunąć, tylko zmienić.',
  'server.profileEdit.locationNotText': 'Wpisz lokalizację jako tekst.',
  'server.profileEdit.locationMissing': 'Wpisz lokalizację.',
  'server.profileEdit.locationTooLong':
    'Lokalizacja może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.profileEdit.photoUpload': 'Prześlij zdjęcie, aby je dodać.',
  'server.profileEdit.yearsRange': 'Wpisz lata doświadczenia jako liczbę całkowitą od 0 do {max}.',
  'server.apply.noForm': 'Ta firma nie ma formularza aplikacyjnego.',
  'server.apply.positionClosed': 'To stanowisko nie przyjmuje już aplikacji.',
  'server.apply.alreadyApplied': 'Twoja aplikacja na to stanowisko została już wysłana.',
  'server.apply.tooManyDrafts': 'Możesz mieć najwyżej {max, plural, one {# wersję roboczą aplikacji} few {# wersje robocze aplikacji} many {# wersji roboczych aplikacji} other {# wersji roboczej aplikacji}}. Najpierw usuń niektóre w panelu.',
  'server.apply.emailRequired': 'Aby aplikować bez logowania, potrzebny jest adres e-mail.',
  'server.forms.notFound': 'Nie znaleziono formularza.',
  'server.forms.alreadySubmitted': 'Ten formularz został już wysłany.',
  'server.forms.fixFields': 'Popraw zaznaczone pola.',
  'server.upload.interrupted': 'Przesyłanie pliku „{name}” zostało przerwane.',
  'server.upload.tooLarge':
    'Plik „{name}” jest większy niż {amount, number} {unit}, czyli maksymalny rozmiar jednego pliku.',
  'server.upload.empty': 'Plik „{name}” jest pusty.',
  'server.upload.wrongType': 'Te pliki mają niedozwolony typ ({types}): {files}.',
  'server.upload.wrongContent':
    'Zawartość tych plików nie pasuje do ich nazw ani do dozwolonego typu ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Plik „{name}” zawiera JavaScript lub inną aktywną zawartość. Prześlij zwykły plik PDF (wydrukuj go ponownie do PDF).',
  'server.upload.pdfEncrypted': 'Plik „{name}” jest chroniony hasłem. Prześlij plik PDF, który otwiera się bez hasła.',
  'server.upload.pdfTooSlow':
    'Plik „{name}” jest zbudowany tak, że jego odczyt trwa zbyt długo. Wydrukuj go ponownie do PDF i prześlij nowy plik.',
  'server.upload.avatarShape': 'Wyślij zdjęcie jako multipart/form-data z jedną częścią pliku o nazwie „file”.',
  'server.upload.resumeShape':
    'Wyślij multipart/form-data z polami resume_file_name, resume_content (data URL) i domain.',
  'server.forms.fileNotFound': 'Nie znaleziono pliku.',
  'server.positions.notFound': 'Nie znaleziono stanowiska.',
  'server.resume.notPdfOrDocx':
    'Plik „{name}” nie jest dokumentem PDF ani Word (.docx). Prześlij CV jako plik PDF lub DOCX.',
  'server.resume.unreadable':
    'Nie udało się odczytać pliku „{name}”. Zapisz go ponownie jako PDF lub DOCX i prześlij jeszcze raz.',
  'server.resume.inflates': 'Plik „{name}” zawiera skompresowane dane, które rozrastają się znacznie ponad to, czego potrzebuje CV. Zapisz go ponownie jako PDF (lub wydrukuj do PDF) i prześlij nowy plik.',
  'server.resume.unsupportedCompression':
    'Plik „{name}” używa kompresji, której ten serwis nie akceptuje. Zapisz go ponownie jako PDF (lub wydrukuj do PDF) i prześlij nowy plik.',
  'server.resume.stillReading': 'Twoje poprzednie CV jest jeszcze odczytywane. Spróbuj ponownie za kilka minut.',
  'server.resume.readersBusy': 'W tej chwili odczytujemy wiele CV. Spróbuj ponownie za kilka minut.',
  'server.resume.dataUrl': 'Wyślij zawartość CV jako data URL ({example}).',
  'server.resume.tooMany':
    'Możesz mieć najwyżej {max, plural, one {# CV} few {# CV} many {# CV} other {# CV}}. Najpierw usuń takie, którego już nie potrzebujesz.',
  'server.resume.notFound': 'Nie znaleziono CV.',
  'server.auth.sessionExpired': 'Sesja wygasła. Spróbuj ponownie.',
  'server.auth.emailTooLong':
    'Ten adres e-mail jest za długi. Adres e-mail może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.auth.passwordTooLong':
    'To hasło jest za długie. Hasło może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'server.upload.quota': 'Przesłano zbyt wiele plików, które nie należą jeszcze do żadnego zapisanego formularza. Zapisz lub wyślij formularz albo usuń niepotrzebne pliki, a potem spróbuj ponownie.',
  'server.upload.paused':
    'Przesyłanie jest chwilowo wstrzymane, ponieważ zbyt wiele plików czeka w kolejce. Spróbuj ponownie później.',
  'server.upload.tooManyAtOnce':
    'Zbyt wiele przesyłanych plików naraz. Poczekaj, aż jeden się prześle, i spróbuj ponownie.',
  'server.upload.fileShape': 'Wyślij plik jako multipart/form-data z jedną częścią o nazwie „file”.',
  'server.avatar.notAnImage': 'Plik „{name}” nie jest obrazem PNG ani JPEG. Wybierz zdjęcie w jednym z tych formatów.',
  'server.avatar.tooManyPixels': 'Zdjęcie „{name}” ma {width} × {height} pikseli, więcej niż może mieć zdjęcie profilowe. Wybierz zdjęcie o wymiarach najwyżej {max} × {max} pikseli (lub zmniejsz to).',
  'server.offerUpload.attachAs': 'Dołącz podpisany plik PDF jako plik „{field}”.',
  'server.offerUpload.oneFile': 'Możesz przesłać najwyżej 1 plik',
  'server.offerUpload.onlyOne': 'Wyślij jeden podpisany plik PDF jako plik „{field}” i nic więcej.',
  'server.offerUpload.fullName': 'Wpisz imię i nazwisko',
  'server.offerUpload.notPdf': 'Plik „{name}” nie jest plikiem PDF. Prześlij podpisany dokument jako plik PDF.',
  'server.offerUpload.tooLarge':
    'Plik „{name}” jest większy niż {amount, number} {unit}, czyli maksymalny rozmiar podpisanego dokumentu.',
  'server.offerUpload.noPages': 'Plik „{name}” nie ma stron.',
  'server.offerUpload.activeContent': 'Plik „{name}” zawiera JavaScript lub inną aktywną zawartość. Prześlij zwykły plik PDF (wydrukuj go ponownie do PDF lub zeskanuj podpisany papierowy dokument).',
  'server.offerUpload.unreadable':
    'Nie udało się odczytać pliku „{name}” jako PDF. Prześlij podpisany dokument jako plik PDF.',
  'server.offerUpload.tooSlow': 'Plik „{name}” jest zbudowany tak, że jego odczyt trwa zbyt długo. Wydrukuj go ponownie do PDF lub zeskanuj podpisany papierowy dokument i prześlij nowy plik.',
  'server.offerUpload.inflates': 'Plik „{name}” zawiera skompresowane dane, które rozrastają się do ponad {amount, number} {unit}, znacznie więcej, niż potrzebuje podpisany dokument. Prześlij zwykły plik PDF (wydrukuj go ponownie do PDF lub zeskanuj podpisany papierowy dokument).',
  'server.offerUpload.unsupported': 'Plik „{name}” używa kompresji, której ten serwis nie akceptuje (strumienie obiektów LZW lub run-length). Wydrukuj go ponownie do PDF i prześlij nowy plik.',
} satisfies Messages;
