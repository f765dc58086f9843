import type { Messages } from '@careers/shared/i18n/types';

// Bulgarian (formal "вие", lower-case: a company addressing a candidate, as Bulgarian careers sites do). 'Предложение',
// 'кандидатура', 'запазено търсене', 'абонамент за позиции' as shared/src/i18n/glossaries/bg.json names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# нова позиция отговаря на „{name}“:} other {# нови позиции отговарят на „{name}“:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# нова позиция отговаря на запазеното ви търсене{filters, select, none {} other { ({filters})}}:} other {# нови позиции отговарят на запазеното ви търсене{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, one {Нова позиция в {company}: {title}} other {# нови позиции в {company}}}',
  'server.mail.newJobs.seeSearch': 'Вижте всички позиции от това търсене',
  'server.mail.newJobs.openSavedSearches': 'Отворете запазените си търсения',
  'server.mail.newJobs.unsubscribeSaved': 'Спиране на имейлите за това запазено търсене (то остава в известията ви)',
  'server.mail.newJobs.unsubscribeAlert': 'Отписване от този абонамент за позиции',
  'server.mail.confirm.subject': 'Потвърдете абонамента си за позиции в {company}',
  'server.mail.confirm.intro':
    'Някой, надяваме се вие, е поискал имейли за нови позиции в {company} за търсене{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Потвърждаване на абонамента за позиции',
  'server.mail.confirm.ignore':
    'Ако не сте били вие, пренебрегнете това съобщение: без потвърждение нищо няма да бъде изпратено.',
  'server.notifications.tooManyStreams': 'Твърде много прозорци следят известията ви едновременно. Затворете някои или презаредете страницата по-късно.',
  'server.notifications.welcome.title': 'Добре дошли',
  'server.notifications.welcome':
    'Добре дошли в кариерния сайт на {company}! Попълнете профила си, за да получавате по-подходящи позиции.',
  'server.notifications.offers.title': 'Предложения',
  'server.notifications.offerExtended':
    'Имате ново предложение за работа за {position}. Прегледайте го и го подпишете, преди да изтече.',
  'server.notifications.offerDocumentReady': 'Документът ви „{document}“ за {position} е готов за подпис.',
  'server.notifications.forms.title': 'Формуляри',
  'server.notifications.formAssigned': 'Нов формуляр за попълване: {form}.',
  'server.notifications.interviews.title': 'Интервюта',
  'server.notifications.interviewScheduled': 'Интервюто ви за {position} е насрочено за {date}.',
  'server.notifications.applications.title': 'Кандидатури',
  'server.notifications.applicationSubmitted':
    'Благодарим ви, че кандидатствахте за {position}! Скоро ще се свържем с вас.',
  'server.notifications.jobs.title': 'Позиции',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# нова позиция отговаря на запазеното ви търсене „{name}“.} other {# нови позиции отговарят на запазеното ви търсене „{name}“.}}',
  'server.search.allJobs': 'Всички позиции',
  'server.search.inPlace': 'в {place}',
  'server.search.remote': 'Дистанционно',
  'server.search.map': 'Място на картата',
  'server.search.place': 'Място',

  // The job page: the match explanation and the insights ('съответствие', 'умения', 'позиция' as mf-search says them).
  'server.match.noSkillsListed': 'За тази позиция не са посочени умения.',
  'server.match.addSkills': 'Добавете уменията си в профила, за да видите доколко отговарят на тази позиция.',
  'server.match.allSkills':
    '{total, plural, =1 {Имате единственото умение, което изисква тази позиция: {skills}.} other {Имате всичките # умения, които изисква тази позиция: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Все още нямате единственото умение, което изисква тази позиция.} other {Все още нямате нито едно от # умения, които изисква тази позиция.}}',
  'server.match.someSkills':
    'Имате {matched, number} от {total, plural, one {# умение} other {# умения}}, които изисква тази позиция: {skills}.',
  'server.match.missingSkills': 'Умения, които още не сте посочили: {skills}.',
  'server.match.noYearsStated': 'Тази позиция не посочва колко опит изисква.',
  'server.match.yearsToCompare':
    'Тази позиция изисква около {required, plural, one {# година} other {# години}} опит; добавете своя в профила си, за да сравните.',
  'server.match.meetsYears':
    'Имате {own, plural, one {# година} other {# години}} опит; тази позиция изисква около {required, plural, one {# година} other {# години}}.',
  'server.match.belowYears':
    'Тази позиция изисква около {required, plural, one {# година} other {# години}} опит; вие имате {own, plural, one {# година} other {# години}}.',
  'server.match.strong': 'Съответствието ви е {score}%, което е силно съответствие ({threshold}% или повече).',
  'server.match.notStrong': 'Съответствието ви е {score}%; за силно съответствие са нужни {threshold}%.',
  'server.insights.teamSize': 'Отворени позиции в този екип',
  'server.insights.hiringManager': 'Мениджър по наемането',
  'server.insights.timeToHire': 'Време за наемане',
  'server.insights.similarRoles': 'Подобни позиции',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Няма други отворени позиции в {department} в {city}} one {Още # отворена позиция в {department} в {city}} other {Още # отворени позиции в {department} в {city}}}',
  'server.insights.aboutDays': '{days, plural, one {Около # ден} other {Около # дни}}',

  'server.resume.title': '{name} – Автобиография',
  'server.resume.creator': 'Кариери в {company}',
  'server.resume.years': '{count, plural, one {# година опит} other {# години опит}}',
  'server.resume.skills': 'Умения',
  'server.resume.experience': 'Опит',
  'server.resume.education': 'Образование',
  'server.resume.present': 'Досега',

  'server.export.files':
    'Файловете са описани с размера и SHA-256 хеша си; всеки се изтегля от връзката му „download“, докато сте влезли.',

  'server.page.backToCareers': 'Обратно към позициите',
  'server.page.careersAt': 'Кариери в {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Вътрешна грешка на сървъра',
  'server.error.apology': 'Съжаляваме — нещо се обърка при нас. Опитайте отново след малко.',
  'server.error.contact': 'Свържете се с нас',
  'server.error.details': 'Подробности за грешката (виждат се само от администратори)',
  'server.error.notFoundTitle': 'Страницата не е намерена',
  'server.error.notFound': 'Не успяхме да намерим страницата, която търсите.',
  'server.error.tooManyTitle': 'Твърде много заявки',
  'server.error.otherTitle': 'Нещо не е наред',
  'server.login.title': 'Вход',
  'server.login.signupTitle': 'Създайте акаунт',
  'server.login.lead': 'Добре дошли отново. Влезте, за да видите кандидатурите и предложенията си.',
  'server.login.signupLead': 'Запазвайте позиции, кандидатствайте по-бързо и проследявайте кандидатурите си.',
  'server.login.firstName': 'Име',
  'server.login.lastName': 'Фамилия',
  'server.login.email': 'Имейл',
  'server.login.password': 'Парола',
  'server.login.passwordHint': 'От {min} до {max} знака. Не често срещана парола и не имейл адресът ви.',
  'server.login.submit': 'Вход',
  'server.login.signupSubmit': 'Създаване на акаунт',
  'server.login.haveAccount': 'Вече имате акаунт?',
  'server.login.newHere': 'За първи път сте тук?',
  'server.login.createAccount': 'Създайте акаунт',
  'server.login.alreadyHeading': 'Вече сте влезли',
  'server.login.loggedInAs': 'Влезли сте като {who}.',
  'server.login.continue': 'Към позициите',
  'server.login.notYou': 'Не сте вие или искате да използвате друг акаунт? Първо излезте.',
  'server.logout.title': 'Изход',
  'server.noscript.jobs': 'За резултатите от търсенето е нужен JavaScript. Включете го и презаредете страницата.',
  'server.noscript.other': 'За тази страница е нужен JavaScript. Включете го и презаредете страницата.',
  'server.closedApply.text': 'Тази позиция вече не приема кандидатури.',
  'server.closedApply.heading': 'Кандидатурите са затворени: {position}',
  'server.closedApply.searchJobs': 'Търсене на още позиции',
  'server.closedApply.title': '{heading} | Кариери в {company}',
  'server.verify.title': 'Проверка на подписан документ към предложение',
  'server.verify.lead':
    'Изберете PDF на документ към предложение за работа, подписан в този сайт, за да видите дали носи цифровия печат на сайта и дали не е променян след подписването. Файлът се проверява и след това се забравя: нищо не се съхранява.',
  'server.verify.notChecked': 'Файлът не можа да бъде проверен',
  'server.verify.unaltered': 'Подписан тук и непроменен',
  'server.verify.altered': 'Променен след подписването',
  'server.verify.notSigned': 'Не е подписан от този сайт',
  'server.verify.document': 'Документ: {name}',
  'server.verify.fileLabel': 'Подписан PDF',
  'server.verify.fileHint': 'Един PDF файл, до 10 MB.',
  'server.verify.submit': 'Проверка на PDF',
  'server.verify.backToOffers': 'Обратно към предложенията',
  'server.alerts.searchJobs': 'Търсене на позиции',
  'server.alerts.subscribed':
    'Проверете пощата си: изпратихме ви връзка за потвърждаване на абонамента за позиции. Преди да потвърдите, няма да получавате имейли за позиции.',
  'server.alerts.settings': 'Настройки',
  'server.alerts.linkBroken': 'Тази връзка не работи',
  'server.alerts.confirmTitle': 'Потвърдете абонамента си за позиции',
  'server.alerts.confirmLead':
    'Потвърдете, за да получавате имейл, когато нови позиции отговарят на търсенето ви. Всяко съобщение съдържа връзка за отписване.',
  'server.alerts.confirmButton': 'Потвърждаване на абонамента',
  'server.alerts.onTitle': 'Абонаментът ви за позиции е активен',
  'server.alerts.onLead':
    'Ще ви пишем, когато нови позиции отговарят на търсенето ви. Всяко съобщение съдържа връзка за отписване.',
  'server.alerts.unsubscribeAlert': 'Отписване от този абонамент за позиции',
  'server.alerts.unsubscribeSaved': 'Спиране на имейлите за това запазено търсене',
  'server.alerts.unsubscribeButton': 'Отписване',
  'server.alerts.unsubscribedTitle': 'Отписахте се',
  'server.alerts.goneAlert': 'Този абонамент за позиции вече не съществува: не получавате имейли за него.',
  'server.alerts.goneSaved': 'Това запазено търсене вече не съществува: не получавате имейли за него.',
  'server.alerts.unsubscribeAlertLead': 'Няма да получавате повече имейли за нови позиции от това търсене.',
  'server.alerts.unsubscribeSavedLead':
    'Няма да получавате повече имейли за това запазено търсене. Новите позиции продължават да се показват в известията ви.',
  'server.alerts.savedOffLead':
    'Имейлите за това запазено търсене са изключени. Можете да ги включите отново в настройките си.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Въведете текущата си парола.',
  'server.account.wrongPassword': 'Текущата ви парола не е правилна. Нищо не е променено.',
  'server.account.tooManyPasswords':
    'Твърде много грешни пароли. Опитайте отново след {seconds, plural, one {# секунда} other {# секунди}}.',
  'server.account.emailTaken': 'Вече има акаунт с този имейл адрес.',
  'server.account.emailInvalid': 'Въведете валиден имейл адрес.',
  'server.account.chooseLanguage': 'Изберете една от възможностите: {languages}.',
  'server.account.unknownCategory': 'Неизвестна категория известия: {category}.',
  'server.account.categoryOnOff': 'Всяка категория е включена (true) или изключена (false).',
  'server.account.deleteWord': 'ИЗТРИВАНЕ',
  'server.account.typeToConfirm': 'Въведете {word} за потвърждение.',
  'server.account.keptAfterDeletion':
    'Подписаните от вас предложения се пазят: подписаните документи и записът за това как са подписани (кога, от кой адрес и браузър), защото законът задължава компанията да пази доказателствата за трудов договор. Те се пазят без името, имейла и паролата от акаунта ви. Всичко останало се изтрива.',
  'server.field.firstNameMissing': 'Въведете името си.',
  'server.field.lastNameMissing': 'Въведете фамилията си.',
  'server.field.firstNameTooLong': 'Името може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.field.lastNameTooLong': 'Фамилията може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.field.firstNameControl': 'Премахнете новите редове, табулациите и другите управляващи знаци от името.',
  'server.field.lastNameControl': 'Премахнете новите редове, табулациите и другите управляващи знаци от фамилията.',
  'server.password.tooShort': 'Паролата трябва да съдържа поне {min, plural, one {# знак} other {# знака}}.',
  'server.password.tooLong': 'Паролата може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.password.repeats': 'Тази парола повтаря един и същ знак. Изберете по-трудна за отгатване.',
  'server.password.isEmail': 'Паролата не може да е имейл адресът ви. Изберете по-трудна за отгатване.',
  'server.password.common': 'Тази парола е твърде често срещана. Изберете по-трудна за отгатване.',
  'server.profile.skillsLabel': 'Добавете уменията си',
  'server.profile.skillsWhy':
    'Страниците на позициите сравняват уменията ви с изискваните за всяка позиция; без тях всяко съответствие остава 0%.',
  'server.profile.yearsLabel': 'Добавете годините си опит',
  'server.profile.yearsWhy':
    'Позициите посочват колко опит изискват; годините ви определят една четвърт от всяко съответствие.',
  'server.profile.experienceLabel': 'Добавете професионалния си опит',
  'server.profile.experienceWhy':
    'Предишните ви длъжности показват за кои позиции сте подходящи, а експортираната ви автобиография ги изброява.',
  'server.profile.resumeLabel': 'Качете автобиографията си',
  'server.profile.resumeWhy':
    'От автобиографията ви с една стъпка се предлагат умения, длъжности и години опит за профила ви.',
  'server.profile.educationLabel': 'Добавете образованието си',
  'server.profile.educationWhy':
    'Някои позиции изискват диплома; експортираната ви автобиография изброява образованието ви.',
  'server.profile.locationLabel': 'Добавете местоположението си',
  'server.profile.locationWhy':
    'Позициите са свързани с места; експортираната ви автобиография посочва къде се намирате.',
  'server.profile.nameLabel': 'Добавете пълното си име',
  'server.profile.nameWhy': 'Името ви стои в началото на експортираната автобиография и подписва предложенията ви.',
  'server.profile.avatarLabel': 'Добавете профилна снимка',
  'server.profile.avatarWhy': 'Снимката ви се показва в профила ви; тя не влияе на съответствието.',
  'server.dashboard.nextApplied': 'Екипът по подбор преглежда кандидатурата ви. Ще получите отговор при всички случаи.',
  'server.dashboard.nextInReview': 'Ако опитът ви отговаря на позицията, екипът ще ви покани на интервю.',
  'server.dashboard.nextInterviewing': 'След интервютата екипът ще вземе решение и ще ви уведоми за резултата.',
  'server.dashboard.nextOffer':
    'Прегледайте предложението си и го приемете или отхвърлете на страницата с предложения.',
  'server.dashboard.stageReceived': 'Кандидатурата е получена',
  'server.dashboard.stageWithdrawn': 'Оттеглена от кандидата',
  'server.profileEdit.entryMissing':
    'Въведете {field, select, title {длъжността} company {компанията} school {учебното заведение} other {степента}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Длъжността} company {Компанията} school {Учебното заведение} other {Степента}} може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.profileEdit.control':
    'Премахнете новите редове, табулациите и другите управляващи знаци от полето „{field, select, title {Длъжност} company {Компания} school {Учебно заведение} degree {Степен} skill {Умение} other {Местоположение}}“.',
  'server.profileEdit.dateFormat':
    'Въведете {field, select, startDate {началната дата} other {крайната дата}} във формат ГГГГ-ММ или ГГГГ.',
  'server.profileEdit.datesOrder': 'Крайната дата не може да е преди началната.',
  'server.profileEdit.skillMissing': 'Въведете умение.',
  'server.profileEdit.skillTooLong': 'Умението може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.profileEdit.tooManySkills':
    'Профилът може да съдържа най-много {max, plural, one {# умение} other {# умения}}. Първо премахнете някои.',
  'server.profileEdit.skillNotListed': 'Това умение не е в профила ви.',
  'server.profileEdit.entryGone': 'Този запис вече не съществува. Презаредете страницата.',
  'server.profileEdit.nameNotRemovable': 'Името ви не може да бъде премахнато, само променено.',
  'server.profileEdit.locationNotText': 'Въведете местоположението си като текст.',
  'server.profileEdit.locationMissing': 'Въведете местоположението си.',
  'server.profileEdit.locationTooLong':
    'Местоположението може да съдържа най-много {max, plural, one {# знак} other {# знака}}.',
  'server.profileEdit.photoUpload': 'Качете снимка, за да добавите такава.',
  'server.profileEdit.yearsRange': 'Въведете годините си опит като цяло число от 0 до {max}.',
  'server.apply.noForm': 'Тази компания няма формуляр за кандидатстване.',
  'server.apply.positionClosed': 'Тази позиция вече не приема кандидатури.',
  'server.apply.alreadyApplied': 'Вече сте кандидатствали за тази позиция.',
  'server.apply.tooManyDrafts':
    'Можете да пазите най-много {max, plural, one {# чернова на кандидатура} other {# чернови на кандидатури}}. Първо изтрийте някои от таблото си.',
  'server.apply.emailRequired': 'За да кандидатствате, без да влизате, е нужен имейл адрес.',
  'server.forms.notFound': 'Формулярът не е намерен.',
  'server.forms.alreadySubmitted': 'Този формуляр вече е изпратен.',
  'server.forms.fixFields': 'Коригирайте маркираните полета.',
  'server.upload.interrupted': 'Качването на „{name}“ беше прекъснато.',
  'server.upload.tooLarge': 'Файлът „{name}“ е по-голям от {amount, number} {unit} – максимума за едно качване.',
  'server.upload.empty': 'Файлът „{name}“ е празен.',
  'server.upload.wrongType': 'Тези файлове не са в допустим формат ({types}): {files}.',
  'server.upload.wrongContent':
    'Съдържанието на тези файлове не отговаря на имената им или на допустим формат ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Файлът „{name}“ съдържа JavaScript или друго активно съдържание. Качете обикновен PDF (отпечатайте го отново като PDF).',
  'server.upload.pdfEncrypted': 'Файлът „{name}“ е защитен с парола. Качете PDF, който се отваря без парола.',
  'server.upload.pdfTooSlow':
    'Файлът „{name}“ е изграден така, че четенето му отнема твърде дълго. Отпечатайте го отново като PDF и качете новия файл.',
  'server.upload.avatarShape': 'Изпратете снимката като multipart/form-data с една файлова част с име „file“.',
  'server.upload.resumeShape':
    'Изпратете multipart/form-data с полетата resume_file_name, resume_content (data URL) и domain.',
  'server.forms.fileNotFound': 'Файлът не е намерен.',
  'server.positions.notFound': 'Позицията не е намерена.',
  'server.resume.notPdfOrDocx':
    'Файлът „{name}“ не е документ PDF или Word (.docx). Качете автобиографията си като PDF или DOCX файл.',
  'server.resume.unreadable': 'Не успяхме да прочетем „{name}“. Запазете го отново като PDF или DOCX и го качете пак.',
  'server.resume.inflates':
    'Файлът „{name}“ съдържа компресирани данни, които се разширяват далеч повече, отколкото е нужно за автобиография. Запазете го отново като PDF (или го отпечатайте като PDF) и качете новия файл.',
  'server.resume.unsupportedCompression':
    'Файлът „{name}“ използва компресия, която този сайт не приема. Запазете го отново като PDF (или го отпечатайте като PDF) и качете новия файл.',
  'server.resume.stillReading':
    'Предишната ви автобиография все още се обработва. Опитайте отново след няколко минути.',
  'server.resume.readersBusy': 'В момента се обработват много автобиографии. Опитайте отново след няколко минути.',
  'server.resume.dataUrl': 'Изпратете съдържанието на автобиографията като data URL ({example}).',
  'server.resume.tooMany':
    'Можете да пазите най-много {max} автобиографии. Първо изтрийте някоя, която вече не ви трябва.',
  'server.resume.notFound': 'Автобиографията не е намерена.',
  'server.auth.sessionExpired': 'Сесията ви изтече. Опитайте отново.',
  'server.auth.emailTooLong': 'Този имейл адрес е твърде дълъг. Имейл адресът може да съдържа най-много {max} знака.',
  'server.auth.passwordTooLong': 'Тази парола е твърде дълга. Паролата може да съдържа най-много {max} знака.',
  'server.upload.quota':
    'Качили сте твърде много файлове, които още не са част от запазен формуляр. Запазете или изпратете формуляра си или премахнете ненужните файлове и опитайте отново.',
  'server.upload.paused': 'Качването е временно спряно, защото чакат твърде много файлове. Опитайте отново по-късно.',
  'server.upload.tooManyAtOnce': 'Твърде много едновременни качвания. Изчакайте някое да завърши и опитайте отново.',
  'server.upload.fileShape': 'Изпратете файла като multipart/form-data с една част с име „file“.',
  'server.avatar.notAnImage': 'Файлът „{name}“ не е изображение PNG или JPEG. Изберете снимка в един от тези формати.',
  'server.avatar.tooManyPixels':
    'Снимката „{name}“ е {width} × {height} пиксела – повече, отколкото е допустимо за профилна снимка. Изберете снимка до {max} × {max} пиксела (или намалете тази).',
  'server.offerUpload.attachAs': 'Прикачете подписания PDF като файла „{field}“.',
  'server.offerUpload.oneFile': 'Можете да качите най-много 1 файл',
  'server.offerUpload.onlyOne': 'Изпратете един подписан PDF като файла „{field}“ и нищо друго.',
  'server.offerUpload.fullName': 'Въведете пълното си име',
  'server.offerUpload.notPdf': 'Файлът „{name}“ не е PDF. Качете подписания документ като PDF файл.',
  'server.offerUpload.tooLarge':
    'Файлът „{name}“ е по-голям от {amount, number} {unit} – максимума за подписан документ.',
  'server.offerUpload.noPages': 'Файлът „{name}“ няма страници.',
  'server.offerUpload.activeContent':
    'Файлът „{name}“ съдържа JavaScript или друго активно съдържание. Качете обикновен PDF (отпечатайте го отново като PDF или сканирайте подписания хартиен документ).',
  'server.offerUpload.unreadable':
    'Файлът „{name}“ не можа да бъде прочетен като PDF. Качете подписания документ като PDF файл.',
  'server.offerUpload.tooSlow':
    'Файлът „{name}“ е изграден така, че четенето му отнема твърде дълго. Отпечатайте го отново като PDF или сканирайте подписания хартиен документ и качете новия файл.',
  'server.offerUpload.inflates':
    'Файлът „{name}“ съдържа компресирани данни, които се разширяват до над {amount, number} {unit} – далеч повече, отколкото е нужно за подписан документ. Качете обикновен PDF (отпечатайте го отново като PDF или сканирайте подписания хартиен документ).',
  'server.offerUpload.unsupported':
    'Файлът „{name}“ използва компресия, която този сайт не приема (потоци от обекти с LZW или run-length). Отпечатайте го отново като PDF и качете новия файл.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Преглед на джаджите',
  'server.theme.notThemeFile': 'Файлът с темата не е валиден: това не е експорт на тема за сайт за кариери (JSON файл с "format": "careers-theme").',
  'server.theme.wrongProduct': 'Файлът с темата не е валиден: съдържа тема за „{found}“, а не за „{expected}“.',
  'server.theme.badColour': 'Файлът с темата не е валиден: {token} трябва да е цвят като #1a2b3c.',
  'server.theme.badValue': 'Файлът с темата не е валиден: {token} има стойност, която този токен не допуска.',
  'server.theme.unknownToken': 'Файлът с темата не е валиден: {token} не е токен на тази тема.',
  'server.theme.missingToken': 'Файлът с темата не е валиден: липсва {token}.',
  'server.theme.unknownImage': 'Темата сочи изображение, което не е качено в този сайт ({token}). Качете изображението отново.',
  'server.theme.contrastFails': 'Двойки цветове с недостатъчен контраст (WCAG AA): {count}. Поправете ги или публикувайте с изключение и причина.',
  'server.theme.noDraft': 'Няма чернова за публикуване.',
  'server.theme.noVersion': 'Такава публикувана версия няма.',
  'server.theme.nothingToExport': 'Все още няма тема за експортиране.',
  'server.theme.svgRefused': 'SVG изображения не се приемат: качете PNG, JPEG или WebP.',
  'server.theme.notAnImage': 'Този файл не е PNG, JPEG или WebP изображение.',
  'server.theme.imageTooLarge': 'Изображението е по-голямо от {maxKb, number} KB — максимумът за {use, select, hero {заглавно изображение} other {лого}}.',
  'server.theme.imageSize': 'Изображението е {width} × {height} пиксела; {use, select, hero {заглавното изображение} other {логото}} трябва да е поне {minWidth} × {minHeight} и най-много {maxSide} пиксела на страна.',
} satisfies Messages;
