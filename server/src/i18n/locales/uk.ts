import type { Messages } from '@careers/shared/i18n/types';

// Ukrainian (formal "ви", lower-case: a company addressing a candidate, as Ukrainian careers sites do). 'Пропозиція',
// 'відгук', 'збережений пошук', 'підписка на вакансії' as shared/src/i18n/glossaries/uk.json names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# нова вакансія відповідає пошуку «{name}»:} few {# нові вакансії відповідають пошуку «{name}»:} many {# нових вакансій відповідають пошуку «{name}»:} other {# нової вакансії відповідають пошуку «{name}»:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# нова вакансія відповідає вашому збереженому пошуку{filters, select, none {} other { ({filters})}}:} few {# нові вакансії відповідають вашому збереженому пошуку{filters, select, none {} other { ({filters})}}:} many {# нових вакансій відповідають вашому збереженому пошуку{filters, select, none {} other { ({filters})}}:} other {# нової вакансії відповідають вашому збереженому пошуку{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, =1 {Нова вакансія в {company}: {title}} one {# нова вакансія в {company}} few {# нові вакансії в {company}} many {# нових вакансій у {company}} other {# нової вакансії в {company}}}',
  'server.mail.newJobs.seeSearch': 'Усі вакансії за цим пошуком',
  'server.mail.newJobs.openSavedSearches': 'Відкрити збережені пошуки',
  'server.mail.newJobs.unsubscribeSaved':
    'Не надсилати листи за цим збереженим пошуком (він залишиться у ваших сповіщеннях)',
  'server.mail.newJobs.unsubscribeAlert': 'Скасувати цю підписку на вакансії',
  'server.mail.confirm.subject': 'Підтвердьте підписку на вакансії в {company}',
  'server.mail.confirm.intro':
    'Хтось, сподіваємося, що ви, попросив надсилати листи про нові вакансії в {company} за пошуком{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Підтвердити підписку на вакансії',
  'server.mail.confirm.ignore':
    'Якщо це були не ви, просто проігноруйте цей лист: без підтвердження ми нічого не надішлемо.',
  'server.notifications.tooManyStreams': 'Забагато вікон одночасно стежать за вашими сповіщеннями. Закрийте деякі або перезавантажте сторінку пізніше.',
  'server.notifications.welcome.title': 'Ласкаво просимо',
  'server.notifications.welcome':
    'Ласкаво просимо на кар’єрний сайт {company}! Заповніть профіль, щоб отримувати відповідніші вакансії.',
  'server.notifications.offers.title': 'Пропозиції',
  'server.notifications.offerExtended':
    'Ви отримали нову пропозицію роботи на посаду {position}. Перегляньте й підпишіть її, доки вона дійсна.',
  'server.notifications.offerDocumentReady': 'Ваш документ «{document}» для посади {position} готовий до підписання.',
  'server.notifications.forms.title': 'Форми',
  'server.notifications.formAssigned': 'Нова форма для заповнення: {form}.',
  'server.notifications.interviews.title': 'Співбесіди',
  'server.notifications.interviewScheduled': 'Вашу співбесіду на посаду {position} призначено на {date}.',
  'server.notifications.applications.title': 'Відгуки',
  'server.notifications.applicationSubmitted':
    'Дякуємо за відгук на вакансію {position}! Ми незабаром з вами зв’яжемося.',
  'server.notifications.jobs.title': 'Вакансії',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# нова вакансія відповідає вашому збереженому пошуку «{name}».} few {# нові вакансії відповідають вашому збереженому пошуку «{name}».} many {# нових вакансій відповідають вашому збереженому пошуку «{name}».} other {# нової вакансії відповідають вашому збереженому пошуку «{name}».}}',
  'server.search.allJobs': 'Усі вакансії',
  'server.search.inPlace': '— {place}',
  'server.search.remote': 'Віддалено',
  'server.search.map': 'Точка на карті',
  'server.search.place': 'Місце',

  // The job page: the match explanation and the insights ('відповідність', 'навички', 'вакансія' as mf-search says them).
  'server.match.noSkillsListed': 'Для цієї вакансії навички не вказано.',
  'server.match.addSkills': 'Додайте навички до профілю, щоб побачити, наскільки вони відповідають цій вакансії.',
  'server.match.allSkills':
    '{total, plural, =1 {У вас є єдина навичка, потрібна для цієї вакансії: {skills}.} one {У вас є всі # навичка, потрібні для цієї вакансії: {skills}.} few {У вас є всі # навички, потрібні для цієї вакансії: {skills}.} many {У вас є всі # навичок, потрібних для цієї вакансії: {skills}.} other {У вас є всі # навички, потрібні для цієї вакансії: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {У вас поки немає єдиної навички, потрібної для цієї вакансії.} one {У вас поки немає жодної з # навички, потрібних для цієї вакансії.} few {У вас поки немає жодної з # навичок, потрібних для цієї вакансії.} many {У вас поки немає жодної з # навичок, потрібних для цієї вакансії.} other {У вас поки немає жодної з # навички, потрібних для цієї вакансії.}}',
  'server.match.someSkills':
    'У вас є {matched, number} з {total, plural, one {# навички} few {# навичок} many {# навичок} other {# навички}}, потрібних для цієї вакансії: {skills}.',
  'server.match.missingSkills': 'Навички, яких ще немає у вашому профілі: {skills}.',
  'server.match.noYearsStated': 'Для цієї вакансії не вказано, який досвід роботи потрібен.',
  'server.match.yearsToCompare':
    'Для цієї вакансії потрібно близько {required, plural, one {# року} few {# років} many {# років} other {# року}} досвіду; укажіть свій досвід у профілі, щоб порівняти.',
  'server.match.meetsYears':
    'Ваш досвід роботи — {own, plural, one {# рік} few {# роки} many {# років} other {# року}}; для цієї вакансії потрібно близько {required, plural, one {# року} few {# років} many {# років} other {# року}}.',
  'server.match.belowYears':
    'Для цієї вакансії потрібно близько {required, plural, one {# року} few {# років} many {# років} other {# року}} досвіду; ваш досвід — {own, plural, one {# рік} few {# роки} many {# років} other {# року}}.',
  'server.match.strong': 'Ваша оцінка відповідності — {score}%, це висока відповідність ({threshold}% і більше).',
  'server.match.notStrong': 'Ваша оцінка відповідності — {score}%; для високої відповідності потрібно {threshold}%.',
  'server.insights.teamSize': 'Відкриті вакансії в цій команді',
  'server.insights.hiringManager': 'Менеджер з найму',
  'server.insights.timeToHire': 'Термін найму',
  'server.insights.similarRoles': 'Схожі вакансії',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Інших відкритих вакансій у відділі {department} у місті {city} немає} one {Ще # відкрита вакансія у відділі {department} у місті {city}} few {Ще # відкриті вакансії у відділі {department} у місті {city}} many {Ще # відкритих вакансій у відділі {department} у місті {city}} other {Ще # відкритої вакансії у відділі {department} у місті {city}}}',
  'server.insights.aboutDays':
    '{days, plural, one {Близько # дня} few {Близько # днів} many {Близько # днів} other {Близько # дня}}',

  'server.resume.title': '{name} – Резюме',
  'server.resume.creator': 'Кар’єра в {company}',
  'server.resume.years':
    '{count, plural, one {Досвід роботи: # рік} few {Досвід роботи: # роки} many {Досвід роботи: # років} other {Досвід роботи: # року}}',
  'server.resume.skills': 'Навички',
  'server.resume.experience': 'Досвід роботи',
  'server.resume.education': 'Освіта',
  'server.resume.present': 'Дотепер',

  'server.export.files':
    'Файли описано розміром і хешем SHA-256; кожен можна завантажити за посиланням «download», поки ви в системі.',

  'server.page.backToCareers': 'Повернутися до вакансій',
  'server.page.careersAt': 'Кар’єра в {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Внутрішня помилка сервера',
  'server.error.apology': 'Перепрошуємо — у нас щось пішло не так. Спробуйте ще раз за хвилину.',
  'server.error.contact': 'Зв’язатися з нами',
  'server.error.details': 'Подробиці помилки (бачать лише адміністратори)',
  'server.error.notFoundTitle': 'Сторінку не знайдено',
  'server.error.notFound': 'Не вдалося знайти сторінку, яку ви шукаєте.',
  'server.error.tooManyTitle': 'Забагато запитів',
  'server.error.otherTitle': 'Щось не так',
  'server.login.title': 'Вхід',
  'server.login.signupTitle': 'Створення облікового запису',
  'server.login.lead': 'З поверненням! Увійдіть, щоб побачити свої відгуки та пропозиції.',
  'server.login.signupLead': 'Зберігайте вакансії, відгукуйтеся швидше й стежте за своїми відгуками.',
  'server.login.firstName': 'Ім’я',
  'server.login.lastName': 'Прізвище',
  'server.login.email': 'Електронна пошта',
  'server.login.password': 'Пароль',
  'server.login.passwordHint': 'Від {min} до {max} символів. Не поширений пароль і не ваша адреса електронної пошти.',
  'server.login.submit': 'Увійти',
  'server.login.signupSubmit': 'Створити обліковий запис',
  'server.login.haveAccount': 'Уже маєте обліковий запис?',
  'server.login.newHere': 'Уперше тут?',
  'server.login.createAccount': 'Створити обліковий запис',
  'server.login.alreadyHeading': 'Ви вже ввійшли',
  'server.login.loggedInAs': 'Ви ввійшли як {who}.',
  'server.login.continue': 'Перейти до вакансій',
  'server.login.notYou': 'Це не ви або хочете ввійти в інший обліковий запис? Спершу вийдіть.',
  'server.logout.title': 'Вихід',
  'server.noscript.jobs': 'Для результатів пошуку потрібен JavaScript. Увімкніть його й перезавантажте сторінку.',
  'server.noscript.other': 'Для цієї сторінки потрібен JavaScript. Увімкніть його й перезавантажте сторінку.',
  'server.closedApply.text': 'На цю вакансію більше не приймаються відгуки.',
  'server.closedApply.heading': 'Прийом відгуків закрито: {position}',
  'server.closedApply.searchJobs': 'Шукати інші вакансії',
  'server.closedApply.title': '{heading} | Кар’єра в {company}',
  'server.verify.title': 'Перевірка підписаного документа пропозиції',
  'server.verify.lead':
    'Виберіть PDF-файл документа пропозиції роботи, підписаного на цьому сайті, щоб дізнатися, чи має він цифрову печатку сайту і чи не змінювався після підписання. Файл перевіряється й одразу забувається: нічого не зберігається.',
  'server.verify.notChecked': 'Не вдалося перевірити файл',
  'server.verify.unaltered': 'Підписано тут і не змінено',
  'server.verify.altered': 'Змінено після підписання',
  'server.verify.notSigned': 'Не підписано цим сайтом',
  'server.verify.document': 'Документ: {name}',
  'server.verify.fileLabel': 'Підписаний PDF',
  'server.verify.fileHint': 'Один PDF-файл, не більше ніж 10 МБ.',
  'server.verify.submit': 'Перевірити PDF',
  'server.verify.backToOffers': 'Повернутися до пропозицій',
  'server.alerts.searchJobs': 'Шукати вакансії',
  'server.alerts.subscribed':
    'Перевірте пошту: ми надіслали посилання для підтвердження підписки на вакансії. Листи про вакансії надходитимуть лише після підтвердження.',
  'server.alerts.settings': 'Налаштування',
  'server.alerts.linkBroken': 'Це посилання не працює',
  'server.alerts.confirmTitle': 'Підтвердьте підписку на вакансії',
  'server.alerts.confirmLead':
    'Підтвердьте, щоб отримувати лист, коли з’являться нові вакансії за вашим пошуком. У кожному листі є посилання для відписки.',
  'server.alerts.confirmButton': 'Підтвердити підписку',
  'server.alerts.onTitle': 'Підписку на вакансії ввімкнено',
  'server.alerts.onLead':
    'Ми напишемо вам, коли з’являться нові вакансії за вашим пошуком. У кожному листі є посилання для відписки.',
  'server.alerts.unsubscribeAlert': 'Скасувати цю підписку на вакансії',
  'server.alerts.unsubscribeSaved': 'Не надсилати листи за цим збереженим пошуком',
  'server.alerts.unsubscribeButton': 'Відписатися',
  'server.alerts.unsubscribedTitle': 'Ви відписалися',
  'server.alerts.goneAlert': 'Цієї підписки на вакансії більше немає: листи за нею не надходять.',
  'server.alerts.goneSaved': 'Цього збереженого пошуку більше немає: листи за ним не надходять.',
  'server.alerts.unsubscribeAlertLead': 'Ви більше не отримуватимете листів про нові вакансії за цим пошуком.',
  'server.alerts.unsubscribeSavedLead':
    'Ви більше не отримуватимете листів за цим збереженим пошуком. Нові вакансії й далі з’являтимуться у ваших сповіщеннях.',
  'server.alerts.savedOffLead': 'Листи за цим збереженим пошуком вимкнено. Знову ввімкнути їх можна в налаштуваннях.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Введіть поточний пароль.',
  'server.account.wrongPassword': 'Поточний пароль неправильний. Нічого не змінено.',
  'server.account.tooManyPasswords':
    'Забагато неправильних паролів. Спробуйте ще раз через {seconds, plural, one {# секунду} few {# секунди} many {# секунд} other {# секунди}}.',
  'server.account.emailTaken': 'Обліковий запис із цією адресою електронної пошти вже існує.',
  'server.account.emailInvalid': 'Введіть правильну адресу електронної пошти.',
  'server.account.chooseLanguage': 'Виберіть один із варіантів: {languages}.',
  'server.account.unknownCategory': 'Невідома категорія сповіщень: {category}.',
  'server.account.categoryOnOff': 'Кожна категорія або ввімкнена (true), або вимкнена (false).',
  'server.account.deleteWord': 'ВИДАЛИТИ',
  'server.account.typeToConfirm': 'Введіть {word} для підтвердження.',
  'server.account.keptAfterDeletion':
    'Підписані вами пропозиції зберігаються: підписані документи та запис про те, як їх було підписано (коли, з якої адреси та в якому браузері), оскільки закон зобов’язує компанію зберігати підтвердження трудового договору. Вони зберігаються без імені, адреси електронної пошти та пароля вашого облікового запису. Усе інше видаляється.',
  'server.field.firstNameMissing': 'Введіть ім’я.',
  'server.field.lastNameMissing': 'Введіть прізвище.',
  'server.field.firstNameTooLong':
    'Ім’я може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.field.lastNameTooLong':
    'Прізвище може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.field.firstNameControl': 'Видаліть з імені розриви рядків, табуляції та інші керівні символи.',
  'server.field.lastNameControl': 'Видаліть із прізвища розриви рядків, табуляції та інші керівні символи.',
  'server.password.tooShort':
    'Пароль має містити щонайменше {min, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.password.tooLong':
    'Пароль може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.password.repeats':
    'Цей пароль складається з одного повторюваного символу. Виберіть пароль, який важче вгадати.',
  'server.password.isEmail':
    'Пароль не може збігатися з адресою електронної пошти. Виберіть пароль, який важче вгадати.',
  'server.password.common': 'Цей пароль надто поширений. Виберіть пароль, який важче вгадати.',
  'server.profile.skillsLabel': 'Додайте навички',
  'server.profile.skillsWhy':
    'На сторінках вакансій ваші навички порівнюють із потрібними; без них оцінка відповідності завжди дорівнює 0%.',
  'server.profile.yearsLabel': 'Укажіть досвід роботи в роках',
  'server.profile.yearsWhy':
    'У вакансіях зазначено, який досвід потрібен; від вашого досвіду залежить чверть кожної оцінки відповідності.',
  'server.profile.experienceLabel': 'Додайте досвід роботи',
  'server.profile.experienceWhy':
    'Ваші попередні посади показують, які вакансії вам підходять, а експортоване резюме їх перелічує.',
  'server.profile.resumeLabel': 'Завантажте резюме',
  'server.profile.resumeWhy': 'З вашого резюме за один крок беруться навички, посади й досвід роботи для профілю.',
  'server.profile.educationLabel': 'Додайте освіту',
  'server.profile.educationWhy': 'Для деяких вакансій потрібен диплом; експортоване резюме перелічує вашу освіту.',
  'server.profile.locationLabel': 'Укажіть місцезнаходження',
  'server.profile.locationWhy': 'Вакансії прив’язані до місць; в експортованому резюме зазначено, де ви перебуваєте.',
  'server.profile.nameLabel': 'Укажіть повне ім’я',
  'server.profile.nameWhy': 'Ваше ім’я стоїть у заголовку експортованого резюме і є підписом під пропозиціями.',
  'server.profile.avatarLabel': 'Додайте фото профілю',
  'server.profile.avatarWhy': 'Фото показується у вашому профілі й не впливає на оцінку відповідності.',
  'server.dashboard.nextApplied':
    'Команда з підбору розглядає ваш відгук. Ми повідомимо вас про рішення в будь-якому разі.',
  'server.dashboard.nextInReview': 'Якщо ваш досвід відповідає вакансії, команда запросить вас на співбесіду.',
  'server.dashboard.nextInterviewing': 'Після співбесід команда ухвалить рішення й повідомить вам результат.',
  'server.dashboard.nextOffer': 'Перегляньте пропозицію та прийміть або відхиліть її на сторінці пропозицій.',
  'server.dashboard.stageReceived': 'Відгук отримано',
  'server.dashboard.stageWithdrawn': 'Відкликано кандидатом',
  'server.profileEdit.entryMissing':
    'Введіть {field, select, title {посаду} company {компанію} school {навчальний заклад} other {ступінь}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Посада} company {Назва компанії} school {Назва навчального закладу} other {Ступінь}} може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.profileEdit.control':
    'Видаліть розриви рядків, табуляції та інші керівні символи з поля «{field, select, title {Посада} company {Компанія} school {Навчальний заклад} degree {Ступінь} skill {Навичка} other {Місцезнаходження}}».',
  'server.profileEdit.dateFormat':
    'Введіть {field, select, startDate {дату початку} other {дату завершення}} у форматі РРРР-ММ або РРРР.',
  'server.profileEdit.datesOrder': 'Дата завершення не може бути раніше за дату початку.',
  'server.profileEdit.skillMissing': 'Введіть навичку.',
  'server.profileEdit.skillTooLong':
    'Навичка може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.profileEdit.tooManySkills':
    'У профілі може бути не більше ніж {max, plural, one {# навичка} few {# навички} many {# навичок} other {# навички}}. Спершу видаліть деякі.',
  'server.profileEdit.skillNotListed': 'Цієї навички немає у вашому профілі.',
  'server.profileEdit.entryGone': 'Цього запису більше не існує. Перезавантажте сторінку.',
  'server.profileEdit.nameNotRemovable': 'Ім’я не можна видалити, лише змінити.',
  'server.profileEdit.locationNotText': 'Укажіть місцезнаходження текстом.',
  'server.profileEdit.locationMissing': 'Укажіть місцезнаходження.',
  'server.profileEdit.locationTooLong':
    'Місцезнаходження може містити не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
  'server.profileEdit.photoUpload': 'Щоб додати фото, завантажте його.',
  'server.profileEdit.yearsRange': 'Укажіть досвід роботи цілим числом років від 0 до {max}.',
  'server.apply.noForm': 'У цієї компанії немає форми відгуку.',
  'server.apply.positionClosed': 'На цю вакансію більше не приймаються відгуки.',
  'server.apply.alreadyApplied': 'Ви вже відгукнулися на цю вакансію.',
  'server.apply.tooManyDrafts':
    'Можна зберігати не більше ніж {max, plural, one {# чернетку відгуку} few {# чернетки відгуків} many {# чернеток відгуків} other {# чернетки відгуку}}. Спершу видаліть деякі в особистому кабінеті.',
  'server.apply.emailRequired': 'Щоб відгукнутися без входу в обліковий запис, потрібна адреса електронної пошти.',
  'server.forms.notFound': 'Форму не знайдено.',
  'server.forms.alreadySubmitted': 'Цю форму вже надіслано.',
  'server.forms.fixFields': 'Виправте виділені поля.',
  'server.upload.interrupted': 'Завантаження файлу «{name}» перервано.',
  'server.upload.tooLarge':
    'Файл «{name}» більший за {amount, number} {unit} — максимальний розмір одного завантаження.',
  'server.upload.empty': 'Файл «{name}» порожній.',
  'server.upload.wrongType': 'Формат цих файлів не допускається ({types}): {files}.',
  'server.upload.wrongContent':
    'Вміст цих файлів не відповідає їхнім назвам або допустимому формату ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Файл «{name}» містить JavaScript або інший активний вміст. Завантажте звичайний PDF (знову роздрукуйте його в PDF).',
  'server.upload.pdfEncrypted': 'Файл «{name}» захищено паролем. Завантажте PDF, який відкривається без пароля.',
  'server.upload.pdfTooSlow':
    'Файл «{name}» побудовано так, що його читання триває надто довго. Знову роздрукуйте його в PDF і завантажте новий файл.',
  'server.upload.avatarShape': 'Надішліть фото як multipart/form-data з однією файловою частиною з назвою «file».',
  'server.upload.resumeShape':
    'Надішліть multipart/form-data з полями resume_file_name, resume_content (data URL) і domain.',
  'server.forms.fileNotFound': 'Файл не знайдено.',
  'server.positions.notFound': 'Вакансію не знайдено.',
  'server.resume.notPdfOrDocx':
    'Файл «{name}» не є документом PDF або Word (.docx). Завантажте резюме у форматі PDF або DOCX.',
  'server.resume.unreadable':
    'Не вдалося прочитати «{name}». Збережіть файл ще раз у форматі PDF або DOCX і завантажте знову.',
  'server.resume.inflates':
    'Файл «{name}» містить стиснені дані, які розпаковуються в обсяг, набагато більший, ніж потрібно для резюме. Збережіть його ще раз як PDF (або роздрукуйте в PDF) і завантажте новий файл.',
  'server.resume.unsupportedCompression':
    'Файл «{name}» використовує стиснення, яке цей сайт не приймає. Збережіть його ще раз як PDF (або роздрукуйте в PDF) і завантажте новий файл.',
  'server.resume.stillReading': 'Ваше попереднє резюме ще обробляється. Спробуйте ще раз за кілька хвилин.',
  'server.resume.readersBusy': 'Зараз обробляється багато резюме. Спробуйте ще раз за кілька хвилин.',
  'server.resume.dataUrl': 'Надішліть вміст резюме як data URL ({example}).',
  'server.resume.tooMany': 'Можна зберігати не більше ніж {max} резюме. Спершу видаліть непотрібне.',
  'server.resume.notFound': 'Резюме не знайдено.',
  'server.auth.sessionExpired': 'Час сеансу минув. Спробуйте ще раз.',
  'server.auth.emailTooLong': 'Ця адреса електронної пошти задовга. Адреса може містити не більше ніж {max} символів.',
  'server.auth.passwordTooLong': 'Цей пароль задовгий. Пароль може містити не більше ніж {max} символів.',
  'server.upload.quota':
    'Ви завантажили забагато файлів, які ще не входять до збереженої форми. Збережіть або надішліть форму чи видаліть непотрібні файли, а потім спробуйте ще раз.',
  'server.upload.paused': 'Завантаження тимчасово призупинено: у черзі забагато файлів. Спробуйте пізніше.',
  'server.upload.tooManyAtOnce':
    'Забагато одночасних завантажень. Дочекайтеся завершення одного з них і спробуйте ще раз.',
  'server.upload.fileShape': 'Надішліть файл як multipart/form-data з однією частиною з назвою «file».',
  'server.avatar.notAnImage': 'Файл «{name}» не є зображенням PNG або JPEG. Виберіть фото в одному з цих форматів.',
  'server.avatar.tooManyPixels':
    'Розмір фото «{name}» — {width} × {height} пікселів, це більше, ніж дозволено для фото профілю. Виберіть фото не більше ніж {max} × {max} пікселів (або зменште це).',
  'server.offerUpload.attachAs': 'Прикріпіть підписаний PDF як файл «{field}».',
  'server.offerUpload.oneFile': 'Можна завантажити не більше ніж 1 файл',
  'server.offerUpload.onlyOne': 'Надішліть один підписаний PDF як файл «{field}» і більше нічого.',
  'server.offerUpload.fullName': 'Введіть повне ім’я',
  'server.offerUpload.notPdf': 'Файл «{name}» не є PDF. Завантажте підписаний документ у форматі PDF.',
  'server.offerUpload.tooLarge':
    'Файл «{name}» більший за {amount, number} {unit} — максимальний розмір підписаного документа.',
  'server.offerUpload.noPages': 'У файлі «{name}» немає сторінок.',
  'server.offerUpload.activeContent':
    'Файл «{name}» містить JavaScript або інший активний вміст. Завантажте звичайний PDF (знову роздрукуйте його в PDF або відскануйте підписаний паперовий примірник).',
  'server.offerUpload.unreadable':
    'Не вдалося прочитати файл «{name}» як PDF. Завантажте підписаний документ у форматі PDF.',
  'server.offerUpload.tooSlow':
    'Файл «{name}» побудовано так, що його читання триває надто довго. Знову роздрукуйте його в PDF або відскануйте підписаний паперовий примірник і завантажте новий файл.',
  'server.offerUpload.inflates':
    'Файл «{name}» містить стиснені дані, які розпаковуються понад {amount, number} {unit} — набагато більше, ніж потрібно підписаному документу. Завантажте звичайний PDF (знову роздрукуйте його в PDF або відскануйте підписаний паперовий примірник).',
  'server.offerUpload.unsupported':
    'Файл «{name}» використовує стиснення, яке цей сайт не приймає (потоки об’єктів LZW або run-length). Знову роздрукуйте його в PDF і завантажте новий файл.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Попередній перегляд віджетів',
  'server.theme.notThemeFile': 'Файл теми недійсний: це не експорт теми кар’єрного сайту (файл JSON з "format": "careers-theme").',
  'server.theme.wrongProduct': 'Файл теми недійсний: у ньому тема для «{found}», а не для «{expected}».',
  'server.theme.badColour': 'Файл теми недійсний: {token} має бути кольором на зразок #1a2b3c.',
  'server.theme.badValue': 'Файл теми недійсний: {token} має значення, яке цей токен не допускає.',
  'server.theme.unknownToken': 'Файл теми недійсний: {token} не є токеном цієї теми.',
  'server.theme.missingToken': 'Файл теми недійсний: бракує {token}.',
  'server.theme.unknownImage': 'Тема посилається на зображення, яке не завантажено на цей сайт ({token}). Завантажте зображення ще раз.',
  'server.theme.contrastFails': 'Пари кольорів із недостатнім контрастом (WCAG AA): {count}. Виправте їх або опублікуйте з винятком і причиною.',
  'server.theme.noDraft': 'Немає чернетки для публікації.',
  'server.theme.noVersion': 'Такої опублікованої версії немає.',
  'server.theme.nothingToExport': 'Поки що немає теми для експорту.',
  'server.theme.svgRefused': 'Зображення SVG не приймаються: завантажте PNG, JPEG або WebP.',
  'server.theme.notAnImage': 'Цей файл не є зображенням PNG, JPEG або WebP.',
  'server.theme.imageTooLarge': 'Зображення більше за {maxKb, number} КБ — це максимум для {use, select, hero {головного зображення} other {логотипа}}.',
  'server.theme.imageSize': 'Розмір зображення {width} × {height} пікселів; {use, select, hero {головне зображення} other {логотип}} має бути щонайменше {minWidth} × {minHeight} і щонайбільше {maxSide} пікселів на бік.',
} satisfies Messages;
