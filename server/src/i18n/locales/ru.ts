import type { Messages } from '@careers/shared/i18n/types';

// Russian (formal "вы", lower-case: a company addressing a candidate, as Russian careers sites do). 'Предложение',
// 'отклик', 'сохраненный поиск', 'подписка на вакансии' as shared/src/i18n/glossaries/ru.json names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, one {# новая вакансия подходит под «{name}»:} few {# новые вакансии подходят под «{name}»:} many {# новых вакансий подходят под «{name}»:} other {# новой вакансии подходят под «{name}»:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# новая вакансия подходит под ваш сохраненный поиск{filters, select, none {} other { ({filters})}}:} few {# новые вакансии подходят под ваш сохраненный поиск{filters, select, none {} other { ({filters})}}:} many {# новых вакансий подходят под ваш сохраненный поиск{filters, select, none {} other { ({filters})}}:} other {# новой вакансии подходят под ваш сохраненный поиск{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, =1 {Новая вакансия в {company}: {title}} one {# новая вакансия в {company}} few {# новые вакансии в {company}} many {# новых вакансий в {company}} other {# новой вакансии в {company}}}',
  'server.mail.newJobs.seeSearch': 'Все вакансии по этому поиску',
  'server.mail.newJobs.openSavedSearches': 'Открыть сохраненные поиски',
  'server.mail.newJobs.unsubscribeSaved':
    'Не присылать письма по этому сохраненному поиску (он останется в ваших уведомлениях)',
  'server.mail.newJobs.unsubscribeAlert': 'Отменить эту подписку на вакансии',
  'server.mail.confirm.subject': 'Подтвердите подписку на вакансии в {company}',
  'server.mail.confirm.intro':
    'Кто-то, надеемся, что вы, запросил письма о новых вакансиях в {company} по поиску{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Подтвердить подписку на вакансии',
  'server.mail.confirm.ignore':
    'Если это были не вы, просто проигнорируйте это письмо: без подтверждения мы ничего не отправим.',
  'server.notifications.tooManyStreams': 'Слишком много окон одновременно следят за вашими уведомлениями. Закройте некоторые или обновите страницу позже.',
  'server.notifications.welcome.title': 'Добро пожаловать',
  'server.notifications.welcome':
    'Добро пожаловать на карьерный сайт {company}! Заполните профиль, чтобы получать более подходящие вакансии.',
  'server.notifications.offers.title': 'Предложения',
  'server.notifications.offerExtended':
    'Вы получили новое предложение о работе на должность {position}. Просмотрите и подпишите его до истечения срока.',
  'server.notifications.offerDocumentReady': 'Ваш документ «{document}» для должности {position} готов к подписанию.',
  'server.notifications.forms.title': 'Формы',
  'server.notifications.formAssigned': 'Новая форма для заполнения: {form}.',
  'server.notifications.interviews.title': 'Собеседования',
  'server.notifications.interviewScheduled': 'Ваше собеседование на должность {position} назначено на {date}.',
  'server.notifications.applications.title': 'Отклики',
  'server.notifications.applicationSubmitted': 'Спасибо за отклик на вакансию {position}! Мы скоро с вами свяжемся.',
  'server.notifications.jobs.title': 'Вакансии',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# новая вакансия подходит под ваш сохраненный поиск «{name}».} few {# новые вакансии подходят под ваш сохраненный поиск «{name}».} many {# новых вакансий подходят под ваш сохраненный поиск «{name}».} other {# новой вакансии подходят под ваш сохраненный поиск «{name}».}}',
  'server.search.allJobs': 'Все вакансии',
  'server.search.inPlace': '— {place}',
  'server.search.remote': 'Удаленно',
  'server.search.map': 'Точка на карте',
  'server.search.place': 'Место',

  // The job page: the match explanation and the insights ('соответствие', 'навыки', 'вакансия' as mf-search says them).
  'server.match.noSkillsListed': 'Для этой вакансии навыки не указаны.',
  'server.match.addSkills': 'Добавьте навыки в профиль, чтобы увидеть, насколько они подходят для этой вакансии.',
  'server.match.allSkills':
    '{total, plural, =1 {У вас есть единственный навык, который требуется для этой вакансии: {skills}.} one {У вас есть все # навык, которые требуются для этой вакансии: {skills}.} few {У вас есть все # навыка, которые требуются для этой вакансии: {skills}.} many {У вас есть все # навыков, которые требуются для этой вакансии: {skills}.} other {У вас есть все # навыка, которые требуются для этой вакансии: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {У вас пока нет единственного навыка, который требуется для этой вакансии.} one {У вас пока нет ни одного из # навыка, которые требуются для этой вакансии.} few {У вас пока нет ни одного из # навыков, которые требуются для этой вакансии.} many {У вас пока нет ни одного из # навыков, которые требуются для этой вакансии.} other {У вас пока нет ни одного из # навыка, которые требуются для этой вакансии.}}',
  'server.match.someSkills':
    'У вас есть {matched, number} из {total, plural, one {# навыка} few {# навыков} many {# навыков} other {# навыка}}, которые требуются для этой вакансии: {skills}.',
  'server.match.missingSkills': 'Навыки, которых пока нет в вашем профиле: {skills}.',
  'server.match.noYearsStated': 'Для этой вакансии не указано, какой опыт работы требуется.',
  'server.match.yearsToCompare':
    'Для этой вакансии требуется опыт работы около {required, plural, one {# года} few {# лет} many {# лет} other {# года}}; укажите свой опыт в профиле, чтобы сравнить.',
  'server.match.meetsYears':
    'Ваш опыт работы — {own, plural, one {# год} few {# года} many {# лет} other {# года}}; для этой вакансии требуется около {required, plural, one {# года} few {# лет} many {# лет} other {# года}}.',
  'server.match.belowYears':
    'Для этой вакансии требуется опыт работы около {required, plural, one {# года} few {# лет} many {# лет} other {# года}}; ваш опыт — {own, plural, one {# год} few {# года} many {# лет} other {# года}}.',
  'server.match.strong': 'Ваша оценка соответствия — {score}%, это высокое соответствие ({threshold}% и выше).',
  'server.match.notStrong': 'Ваша оценка соответствия — {score}%; для высокого соответствия нужно {threshold}%.',
  'server.insights.teamSize': 'Открытые вакансии в этой команде',
  'server.insights.hiringManager': 'Нанимающий менеджер',
  'server.insights.timeToHire': 'Срок найма',
  'server.insights.similarRoles': 'Похожие вакансии',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Других открытых вакансий в отделе {department} в городе {city} нет} one {Еще # открытая вакансия в отделе {department} в городе {city}} few {Еще # открытые вакансии в отделе {department} в городе {city}} many {Еще # открытых вакансий в отделе {department} в городе {city}} other {Еще # открытой вакансии в отделе {department} в городе {city}}}',
  'server.insights.aboutDays':
    '{days, plural, one {Около # дня} few {Около # дней} many {Около # дней} other {Около # дня}}',

  'server.resume.title': '{name} – Резюме',
  'server.resume.creator': 'Карьера в {company}',
  'server.resume.years':
    '{count, plural, one {Опыт работы: # год} few {Опыт работы: # года} many {Опыт работы: # лет} other {Опыт работы: # года}}',
  'server.resume.skills': 'Навыки',
  'server.resume.experience': 'Опыт работы',
  'server.resume.education': 'Образование',
  'server.resume.present': 'По настоящее время',

  'server.export.files':
    'Файлы описаны размером и хешем SHA-256; каждый можно скачать по ссылке «download», пока вы в системе.',

  'server.page.backToCareers': 'Вернуться к вакансиям',
  'server.page.careersAt': 'Карьера в {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Внутренняя ошибка сервера',
  'server.error.apology': 'Приносим извинения — у нас что-то пошло не так. Повторите попытку через минуту.',
  'server.error.contact': 'Связаться с нами',
  'server.error.details': 'Подробности ошибки (видны только администраторам)',
  'server.error.notFoundTitle': 'Страница не найдена',
  'server.error.notFound': 'Не удалось найти страницу, которую вы ищете.',
  'server.error.tooManyTitle': 'Слишком много запросов',
  'server.error.otherTitle': 'Что-то не так',
  'server.login.title': 'Вход',
  'server.login.signupTitle': 'Создание аккаунта',
  'server.login.lead': 'С возвращением! Войдите, чтобы увидеть свои отклики и предложения.',
  'server.login.signupLead': 'Сохраняйте вакансии, откликайтесь быстрее и следите за своими откликами.',
  'server.login.firstName': 'Имя',
  'server.login.lastName': 'Фамилия',
  'server.login.email': 'Электронная почта',
  'server.login.password': 'Пароль',
  'server.login.passwordHint':
    'От {min} до {max} символов. Не распространенный пароль и не ваш адрес электронной почты.',
  'server.login.submit': 'Войти',
  'server.login.signupSubmit': 'Создать аккаунт',
  'server.login.haveAccount': 'Уже есть аккаунт?',
  'server.login.newHere': 'Впервые здесь?',
  'server.login.createAccount': 'Создать аккаунт',
  'server.login.alreadyHeading': 'Вы уже вошли',
  'server.login.loggedInAs': 'Вы вошли как {who}.',
  'server.login.continue': 'Перейти к вакансиям',
  'server.login.notYou': 'Это не вы или хотите войти в другой аккаунт? Сначала выйдите.',
  'server.logout.title': 'Выход',
  'server.noscript.jobs': 'Для результатов поиска нужен JavaScript. Включите его и перезагрузите страницу.',
  'server.noscript.other': 'Для этой страницы нужен JavaScript. Включите его и перезагрузите страницу.',
  'server.closedApply.text': 'На эту вакансию больше не принимаются отклики.',
  'server.closedApply.heading': 'Прием откликов закрыт: {position}',
  'server.closedApply.searchJobs': 'Искать другие вакансии',
  'server.closedApply.title': '{heading} | Карьера в {company}',
  'server.verify.title': 'Проверка подписанного документа предложения',
  'server.verify.lead':
    'Выберите PDF-файл документа предложения о работе, подписанного на этом сайте, чтобы узнать, есть ли на нем цифровая печать сайта и не изменялся ли он после подписания. Файл проверяется и сразу забывается: ничего не сохраняется.',
  'server.verify.notChecked': 'Не удалось проверить файл',
  'server.verify.unaltered': 'Подписан здесь и не изменен',
  'server.verify.altered': 'Изменен после подписания',
  'server.verify.notSigned': 'Не подписан этим сайтом',
  'server.verify.document': 'Документ: {name}',
  'server.verify.fileLabel': 'Подписанный PDF',
  'server.verify.fileHint': 'Один PDF-файл, не более 10 МБ.',
  'server.verify.submit': 'Проверить PDF',
  'server.verify.backToOffers': 'Вернуться к предложениям',
  'server.alerts.searchJobs': 'Искать вакансии',
  'server.alerts.subscribed':
    'Проверьте почту: мы отправили ссылку для подтверждения подписки на вакансии. Письма о вакансиях начнут приходить только после подтверждения.',
  'server.alerts.settings': 'Настройки',
  'server.alerts.linkBroken': 'Эта ссылка не работает',
  'server.alerts.confirmTitle': 'Подтвердите подписку на вакансии',
  'server.alerts.confirmLead':
    'Подтвердите, чтобы получать письмо, когда появятся новые вакансии по вашему поиску. В каждом письме есть ссылка для отписки.',
  'server.alerts.confirmButton': 'Подтвердить подписку',
  'server.alerts.onTitle': 'Подписка на вакансии включена',
  'server.alerts.onLead':
    'Мы напишем вам, когда появятся новые вакансии по вашему поиску. В каждом письме есть ссылка для отписки.',
  'server.alerts.unsubscribeAlert': 'Отменить эту подписку на вакансии',
  'server.alerts.unsubscribeSaved': 'Не присылать письма по этому сохраненному поиску',
  'server.alerts.unsubscribeButton': 'Отписаться',
  'server.alerts.unsubscribedTitle': 'Вы отписались',
  'server.alerts.goneAlert': 'Этой подписки на вакансии больше нет: письма по ней не приходят.',
  'server.alerts.goneSaved': 'Этого сохраненного поиска больше нет: письма по нему не приходят.',
  'server.alerts.unsubscribeAlertLead': 'Вы больше не будете получать письма о новых вакансиях по этому поиску.',
  'server.alerts.unsubscribeSavedLead':
    'Вы больше не будете получать письма по этому сохраненному поиску. Новые вакансии по-прежнему будут появляться в ваших уведомлениях.',
  'server.alerts.savedOffLead': 'Письма по этому сохраненному поиску отключены. Снова включить их можно в настройках.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Введите текущий пароль.',
  'server.account.wrongPassword': 'Текущий пароль неверен. Ничего не изменено.',
  'server.account.tooManyPasswords':
    'Слишком много неверных паролей. Повторите попытку через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.',
  'server.account.emailTaken': 'Аккаунт с этим адресом электронной почты уже существует.',
  'server.account.emailInvalid': 'Введите правильный адрес электронной почты.',
  'server.account.chooseLanguage': 'Выберите один из вариантов: {languages}.',
  'server.account.unknownCategory': 'Неизвестная категория уведомлений: {category}.',
  'server.account.categoryOnOff': 'Каждая категория либо включена (true), либо выключена (false).',
  'server.account.deleteWord': 'УДАЛИТЬ',
  'server.account.typeToConfirm': 'Введите {word} для подтверждения.',
  'server.account.keptAfterDeletion':
    'Подписанные вами предложения сохраняются: подписанные документы и запись о том, как они были подписаны (когда, с какого адреса и в каком браузере), поскольку закон обязывает компанию хранить подтверждение трудового договора. Они хранятся без имени, адреса электронной почты и пароля вашего аккаунта. Все остальное удаляется.',
  'server.field.firstNameMissing': 'Введите имя.',
  'server.field.lastNameMissing': 'Введите фамилию.',
  'server.field.firstNameTooLong':
    'Имя может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.field.lastNameTooLong':
    'Фамилия может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.field.firstNameControl': 'Удалите из имени переносы строк, табуляции и другие управляющие символы.',
  'server.field.lastNameControl': 'Удалите из фамилии переносы строк, табуляции и другие управляющие символы.',
  'server.password.tooShort':
    'Пароль должен содержать не менее {min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.password.tooLong':
    'Пароль может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.password.repeats':
    'Этот пароль состоит из одного повторяющегося символа. Выберите пароль, который труднее угадать.',
  'server.password.isEmail':
    'Пароль не может совпадать с адресом электронной почты. Выберите пароль, который труднее угадать.',
  'server.password.common': 'Этот пароль слишком распространен. Выберите пароль, который труднее угадать.',
  'server.profile.skillsLabel': 'Добавьте навыки',
  'server.profile.skillsWhy':
    'На страницах вакансий ваши навыки сравниваются с требуемыми; без них оценка соответствия всегда равна 0%.',
  'server.profile.yearsLabel': 'Укажите опыт работы в годах',
  'server.profile.yearsWhy':
    'В вакансиях указано, какой опыт требуется; от вашего опыта зависит четверть каждой оценки соответствия.',
  'server.profile.experienceLabel': 'Добавьте опыт работы',
  'server.profile.experienceWhy':
    'Ваши прошлые должности показывают, какие вакансии вам подходят, а экспортированное резюме их перечисляет.',
  'server.profile.resumeLabel': 'Загрузите резюме',
  'server.profile.resumeWhy': 'Из вашего резюме за один шаг извлекаются навыки, должности и опыт работы для профиля.',
  'server.profile.educationLabel': 'Добавьте образование',
  'server.profile.educationWhy':
    'Для некоторых вакансий требуется диплом; экспортированное резюме перечисляет ваше образование.',
  'server.profile.locationLabel': 'Укажите местоположение',
  'server.profile.locationWhy': 'Вакансии привязаны к местам; в экспортированном резюме указано, где вы находитесь.',
  'server.profile.nameLabel': 'Укажите полное имя',
  'server.profile.nameWhy': 'Ваше имя стоит в заголовке экспортированного резюме и служит подписью под предложениями.',
  'server.profile.avatarLabel': 'Добавьте фото профиля',
  'server.profile.avatarWhy': 'Фото отображается в вашем профиле и не влияет на оценку соответствия.',
  'server.dashboard.nextApplied':
    'Команда по подбору рассматривает ваш отклик. Мы сообщим вам о решении в любом случае.',
  'server.dashboard.nextInReview': 'Если ваш опыт подходит для этой вакансии, команда пригласит вас на собеседование.',
  'server.dashboard.nextInterviewing': 'После собеседований команда примет решение и сообщит вам результат.',
  'server.dashboard.nextOffer': 'Изучите предложение и примите или отклоните его на странице предложений.',
  'server.dashboard.stageReceived': 'Отклик получен',
  'server.dashboard.stageWithdrawn': 'Отозван кандидатом',
  'server.profileEdit.entryMissing':
    'Введите {field, select, title {должность} company {компанию} school {учебное заведение} other {степень}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Должность} company {Название компании} school {Название учебного заведения} other {Степень}} может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.profileEdit.control':
    'Удалите переносы строк, табуляции и другие управляющие символы из поля «{field, select, title {Должность} company {Компания} school {Учебное заведение} degree {Степень} skill {Навык} other {Местоположение}}».',
  'server.profileEdit.dateFormat':
    'Введите {field, select, startDate {дату начала} other {дату окончания}} в формате ГГГГ-ММ или ГГГГ.',
  'server.profileEdit.datesOrder': 'Дата окончания не может быть раньше даты начала.',
  'server.profileEdit.skillMissing': 'Введите навык.',
  'server.profileEdit.skillTooLong':
    'Навык может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.profileEdit.tooManySkills':
    'В профиле может быть не более {max, plural, one {# навыка} few {# навыков} many {# навыков} other {# навыка}}. Сначала удалите некоторые.',
  'server.profileEdit.skillNotListed': 'Этого навыка нет в вашем профиле.',
  'server.profileEdit.entryGone': 'Эта запись больше не существует. Перезагрузите страницу.',
  'server.profileEdit.nameNotRemovable': 'Имя нельзя удалить, только изменить.',
  'server.profileEdit.locationNotText': 'Укажите местоположение текстом.',
  'server.profileEdit.locationMissing': 'Укажите местоположение.',
  'server.profileEdit.locationTooLong':
    'Местоположение может содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.',
  'server.profileEdit.photoUpload': 'Чтобы добавить фото, загрузите его.',
  'server.profileEdit.yearsRange': 'Укажите опыт работы целым числом лет от 0 до {max}.',
  'server.apply.noForm': 'У этой компании нет формы отклика.',
  'server.apply.positionClosed': 'На эту вакансию больше не принимаются отклики.',
  'server.apply.alreadyApplied': 'Вы уже откликнулись на эту вакансию.',
  'server.apply.tooManyDrafts':
    'Можно хранить не более {max, plural, one {# черновика отклика} few {# черновиков откликов} many {# черновиков откликов} other {# черновика отклика}}. Сначала удалите некоторые в личном кабинете.',
  'server.apply.emailRequired': 'Чтобы откликнуться без входа в аккаунт, нужен адрес электронной почты.',
  'server.forms.notFound': 'Форма не найдена.',
  'server.forms.alreadySubmitted': 'Эта форма уже отправлена.',
  'server.forms.fixFields': 'Исправьте выделенные поля.',
  'server.upload.interrupted': 'Загрузка файла «{name}» прервана.',
  'server.upload.tooLarge': 'Файл «{name}» больше {amount, number} {unit} — максимального размера одной загрузки.',
  'server.upload.empty': 'Файл «{name}» пуст.',
  'server.upload.wrongType': 'Формат этих файлов не допускается ({types}): {files}.',
  'server.upload.wrongContent':
    'Содержимое этих файлов не соответствует их именам или допустимому формату ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Файл «{name}» содержит JavaScript или другое активное содержимое. Загрузите обычный PDF (снова распечатайте его в PDF).',
  'server.upload.pdfEncrypted': 'Файл «{name}» защищен паролем. Загрузите PDF, который открывается без пароля.',
  'server.upload.pdfTooSlow':
    'Файл «{name}» устроен так, что его чтение занимает слишком много времени. Снова распечатайте его в PDF и загрузите новый файл.',
  'server.upload.avatarShape': 'Отправьте фото как multipart/form-data с одной файловой частью с именем «file».',
  'server.upload.resumeShape':
    'Отправьте multipart/form-data с полями resume_file_name, resume_content (data URL) и domain.',
  'server.forms.fileNotFound': 'Файл не найден.',
  'server.positions.notFound': 'Вакансия не найдена.',
  'server.resume.notPdfOrDocx':
    'Файл «{name}» не является документом PDF или Word (.docx). Загрузите резюме в формате PDF или DOCX.',
  'server.resume.unreadable':
    'Не удалось прочитать «{name}». Сохраните файл заново в формате PDF или DOCX и загрузите еще раз.',
  'server.resume.inflates':
    'Файл «{name}» содержит сжатые данные, которые распаковываются в объем, намного превышающий нужный для резюме. Сохраните его заново как PDF (или распечатайте в PDF) и загрузите новый файл.',
  'server.resume.unsupportedCompression':
    'Файл «{name}» использует сжатие, которое этот сайт не принимает. Сохраните его заново как PDF (или распечатайте в PDF) и загрузите новый файл.',
  'server.resume.stillReading': 'Ваше предыдущее резюме еще обрабатывается. Повторите попытку через несколько минут.',
  'server.resume.readersBusy': 'Сейчас обрабатывается много резюме. Повторите попытку через несколько минут.',
  'server.resume.dataUrl': 'Отправьте содержимое резюме как data URL ({example}).',
  'server.resume.tooMany': 'Можно хранить не более {max} резюме. Сначала удалите ненужное.',
  'server.resume.notFound': 'Резюме не найдено.',
  'server.auth.sessionExpired': 'Время сеанса истекло. Повторите попытку.',
  'server.auth.emailTooLong':
    'Этот адрес электронной почты слишком длинный. Адрес может содержать не более {max} символов.',
  'server.auth.passwordTooLong': 'Этот пароль слишком длинный. Пароль может содержать не более {max} символов.',
  'server.upload.quota':
    'Вы загрузили слишком много файлов, которые еще не входят в сохраненную форму. Сохраните или отправьте форму либо удалите ненужные файлы, затем повторите попытку.',
  'server.upload.paused': 'Загрузка временно приостановлена: в очереди слишком много файлов. Повторите попытку позже.',
  'server.upload.tooManyAtOnce':
    'Слишком много одновременных загрузок. Дождитесь окончания одной из них и повторите попытку.',
  'server.upload.fileShape': 'Отправьте файл как multipart/form-data с одной частью с именем «file».',
  'server.avatar.notAnImage':
    'Файл «{name}» не является изображением PNG или JPEG. Выберите фото в одном из этих форматов.',
  'server.avatar.tooManyPixels':
    'Размер фото «{name}» — {width} × {height} пикселей, это больше допустимого для фото профиля. Выберите фото не более {max} × {max} пикселей (или уменьшите это).',
  'server.offerUpload.attachAs': 'Прикрепите подписанный PDF как файл «{field}».',
  'server.offerUpload.oneFile': 'Можно загрузить не более 1 файла',
  'server.offerUpload.onlyOne': 'Отправьте один подписанный PDF как файл «{field}» и больше ничего.',
  'server.offerUpload.fullName': 'Введите полное имя',
  'server.offerUpload.notPdf': 'Файл «{name}» не является PDF. Загрузите подписанный документ в формате PDF.',
  'server.offerUpload.tooLarge':
    'Файл «{name}» больше {amount, number} {unit} — максимального размера подписанного документа.',
  'server.offerUpload.noPages': 'В файле «{name}» нет страниц.',
  'server.offerUpload.activeContent':
    'Файл «{name}» содержит JavaScript или другое активное содержимое. Загрузите обычный PDF (снова распечатайте его в PDF или отсканируйте подписанный бумажный экземпляр).',
  'server.offerUpload.unreadable':
    'Не удалось прочитать файл «{name}» как PDF. Загрузите подписанный документ в формате PDF.',
  'server.offerUpload.tooSlow':
    'Файл «{name}» устроен так, что его чтение занимает слишком много времени. Снова распечатайте его в PDF или отсканируйте подписанный бумажный экземпляр и загрузите новый файл.',
  'server.offerUpload.inflates':
    'Файл «{name}» содержит сжатые данные, которые распаковываются более чем в {amount, number} {unit} — намного больше, чем нужно подписанному документу. Загрузите обычный PDF (снова распечатайте его в PDF или отсканируйте подписанный бумажный экземпляр).',
  'server.offerUpload.unsupported':
    'Файл «{name}» использует сжатие, которое этот сайт не принимает (потоки объектов LZW или run-length). Снова распечатайте его в PDF и загрузите новый файл.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Предпросмотр виджетов',
  'server.theme.notThemeFile': 'Файл темы недействителен: это не экспорт темы карьерного сайта (файл JSON с "format": "careers-theme").',
  'server.theme.wrongProduct': 'Файл темы недействителен: в нём тема для «{found}», а не для «{expected}».',
  'server.theme.badColour': 'Файл темы недействителен: {token} должен быть цветом вида #1a2b3c.',
  'server.theme.badValue': 'Файл темы недействителен: у {token} значение, которое этот токен не допускает.',
  'server.theme.unknownToken': 'Файл темы недействителен: {token} не является токеном этой темы.',
  'server.theme.missingToken': 'Файл темы недействителен: отсутствует {token}.',
  'server.theme.unknownImage': 'Тема ссылается на изображение, которое не загружено на этот сайт ({token}). Загрузите изображение ещё раз.',
  'server.theme.contrastFails': 'Пары цветов с недостаточным контрастом (WCAG AA): {count}. Исправьте их или опубликуйте с исключением и причиной.',
  'server.theme.noDraft': 'Нет черновика для публикации.',
  'server.theme.noVersion': 'Такой опубликованной версии нет.',
  'server.theme.nothingToExport': 'Пока нет темы для экспорта.',
  'server.theme.svgRefused': 'Изображения SVG не принимаются: загрузите PNG, JPEG или WebP.',
  'server.theme.notAnImage': 'Этот файл не является изображением PNG, JPEG или WebP.',
  'server.theme.imageTooLarge': 'Изображение больше {maxKb, number} КБ — это максимум для {use, select, hero {главного изображения} other {логотипа}}.',
  'server.theme.imageSize': 'Размер изображения {width} × {height} пикселей; {use, select, hero {главное изображение} other {логотип}} должно быть не меньше {minWidth} × {minHeight} и не больше {maxSide} пикселей по стороне.',
} satisfies Messages;
