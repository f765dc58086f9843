import type { Messages } from '@careers/shared/i18n/types';

// Arabic (Modern Standard Arabic, as in Arabic web products). 'تنبيه الوظائف', 'البحث المحفوظ', 'عرض العمل' as the
// browser packages' Arabic names them.
export default {
  'server.mail.newJobs.intro':
    '{count, plural, zero {لا توجد وظائف جديدة تطابق «{name}»:} one {وظيفة جديدة واحدة تطابق «{name}»:} two {وظيفتان جديدتان تطابقان «{name}»:} few {# وظائف جديدة تطابق «{name}»:} many {# وظيفة جديدة تطابق «{name}»:} other {# وظيفة جديدة تطابق «{name}»:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, zero {لا توجد وظائف جديدة تطابق بحثك المحفوظ{filters, select, none {} other { ({filters})}}:} one {وظيفة جديدة واحدة تطابق بحثك المحفوظ{filters, select, none {} other { ({filters})}}:} two {وظيفتان جديدتان تطابقان بحثك المحفوظ{filters, select, none {} other { ({filters})}}:} few {# وظائف جديدة تطابق بحثك المحفوظ{filters, select, none {} other { ({filters})}}:} many {# وظيفة جديدة تطابق بحثك المحفوظ{filters, select, none {} other { ({filters})}}:} other {# وظيفة جديدة تطابق بحثك المحفوظ{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, zero {لا توجد وظائف جديدة في {company}} one {وظيفة جديدة في {company}: {title}} two {وظيفتان جديدتان في {company}} few {# وظائف جديدة في {company}} many {# وظيفة جديدة في {company}} other {# وظيفة جديدة في {company}}}',
  'server.mail.newJobs.seeSearch': 'عرض كل وظائف عملية البحث هذه',
  'server.mail.newJobs.openSavedSearches': 'فتح عمليات البحث المحفوظة',
  'server.mail.newJobs.unsubscribeSaved': 'إيقاف رسائل البريد الإلكتروني لهذا البحث المحفوظ (سيبقى في إشعاراتك)',
  'server.mail.newJobs.unsubscribeAlert': 'إلغاء الاشتراك في تنبيه الوظائف هذا',
  'server.mail.confirm.subject': 'أكّد تنبيه الوظائف لدى {company}',
  'server.mail.confirm.intro':
    'طلب شخص ما، ونأمل أن تكون أنت، تلقي رسائل بريد إلكتروني عن الوظائف الجديدة لدى {company} لعملية بحث عن وظائف{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'تأكيد تنبيه الوظائف',
  'server.mail.confirm.ignore': 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل أي شيء دون التأكيد.',
  'server.search.allJobs': 'كل الوظائف',
  'server.search.inPlace': 'في {place}',
  'server.search.remote': 'عن بُعد',
  'server.search.map': 'مكان على الخريطة',
  'server.search.place': 'المكان',

  // The job page: the match explanation and the insights ('تطابق', 'المهارات', 'وظيفة' as mf-search says them); years
  // in the genitive after 'نحو' (سنتين) and the nominative after 'لديك' (سنتان).
  'server.match.noSkillsListed': 'لا تذكر هذه الوظيفة أي مهارات.',
  'server.match.addSkills': 'أضف مهاراتك إلى ملفك الشخصي لمعرفة مدى تطابقها مع هذه الوظيفة.',
  'server.match.allSkills':
    '{total, plural, =1 {لديك المهارة الوحيدة التي تطلبها هذه الوظيفة: {skills}.} zero {لديك كل المهارات التي تطلبها هذه الوظيفة: {skills}.} one {لديك المهارة الوحيدة التي تطلبها هذه الوظيفة: {skills}.} two {لديك المهارتان اللتان تطلبهما هذه الوظيفة: {skills}.} few {لديك كل المهارات الـ# التي تطلبها هذه الوظيفة: {skills}.} many {لديك كل المهارات الـ# التي تطلبها هذه الوظيفة: {skills}.} other {لديك كل المهارات الـ# التي تطلبها هذه الوظيفة: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {ليست لديك بعد المهارة الوحيدة التي تطلبها هذه الوظيفة.} zero {ليست لديك بعد أي من المهارات التي تطلبها هذه الوظيفة.} one {ليست لديك بعد المهارة الوحيدة التي تطلبها هذه الوظيفة.} two {ليست لديك بعد أي من المهارتين اللتين تطلبهما هذه الوظيفة.} few {ليست لديك بعد أي من المهارات الـ# التي تطلبها هذه الوظيفة.} many {ليست لديك بعد أي من المهارات الـ# التي تطلبها هذه الوظيفة.} other {ليست لديك بعد أي من المهارات الـ# التي تطلبها هذه الوظيفة.}}',
  'server.match.someSkills':
    'لديك {matched, number} من {total, plural, zero {# مهارات تطلبها} one {مهارة واحدة تطلبها} two {مهارتين تطلبهما} few {# مهارات تطلبها} many {# مهارة تطلبها} other {# مهارة تطلبها}} هذه الوظيفة: {skills}.',
  'server.match.missingSkills': 'مهارات لم تذكرها في ملفك بعد: {skills}.',
  'server.match.noYearsStated': 'لا تذكر هذه الوظيفة مقدار الخبرة الذي تطلبه.',
  'server.match.yearsToCompare':
    'تطلب هذه الوظيفة نحو {required, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}} من الخبرة؛ أضف خبرتك إلى ملفك الشخصي للمقارنة.',
  'server.match.meetsYears':
    'لديك {own, plural, zero {# سنة} one {سنة واحدة} two {سنتان} few {# سنوات} many {# سنة} other {# سنة}} من الخبرة؛ وتطلب هذه الوظيفة نحو {required, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}}.',
  'server.match.belowYears':
    'تطلب هذه الوظيفة نحو {required, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}} من الخبرة؛ ولديك {own, plural, zero {# سنة} one {سنة واحدة} two {سنتان} few {# سنوات} many {# سنة} other {# سنة}}.',
  'server.match.strong': 'درجة تطابقك {score}%، وهذا تطابق قوي ({threshold}% أو أكثر).',
  'server.match.notStrong': 'درجة تطابقك {score}%؛ ويتطلب التطابق القوي {threshold}%.',
  'server.insights.teamSize': 'الوظائف الشاغرة في هذا الفريق',
  'server.insights.hiringManager': 'مدير التوظيف',
  'server.insights.timeToHire': 'مدة التوظيف',
  'server.insights.similarRoles': 'وظائف مشابهة',
  'server.insights.otherOpenRoles':
    '{count, plural, zero {لا توجد وظائف شاغرة أخرى في {department} في {city}} one {وظيفة شاغرة أخرى واحدة في {department} في {city}} two {وظيفتان شاغرتان أخريان في {department} في {city}} few {# وظائف شاغرة أخرى في {department} في {city}} many {# وظيفة شاغرة أخرى في {department} في {city}} other {# وظيفة شاغرة أخرى في {department} في {city}}}',
  'server.insights.aboutDays': '{days, plural, zero {نحو # يوم} one {نحو يوم واحد} two {نحو يومين} few {نحو # أيام} many {نحو # يومًا} other {نحو # يوم}}',

  // The exported resume (a Latin-1 PDF): English, see above.
  'server.resume.title': '{name} – السيرة الذاتية',
  'server.resume.creator': 'الوظائف في {company}',
  'server.resume.years':
    '{count, plural, zero {بدون سنوات خبرة} one {سنة واحدة من الخبرة} two {سنتان من الخبرة} few {# سنوات من الخبرة} many {# سنة من الخبرة} other {# سنة من الخبرة}}',
  'server.resume.skills': 'المهارات',
  'server.resume.experience': 'الخبرة',
  'server.resume.education': 'التعليم',
  'server.resume.present': 'حتى الآن',

  'server.export.files': 'تُوصف الملفات بحجمها وبصمة SHA-256 الخاصة بها، ويمكن تنزيل كل ملف من رابط «download» الخاص به ما دمت مسجّل الدخول.',

  'server.page.backToCareers': 'العودة إلى الوظائف',
  'server.page.careersAt': 'الوظائف في {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'خطأ داخلي في الخادم',
  'server.error.apology': 'نعتذر، حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
  'server.error.contact': 'اتصل بنا',
  'server.error.details': 'تفاصيل الخطأ (تظهر للمسؤولين فقط)',
  'server.error.notFoundTitle': 'الصفحة غير موجودة',
  'server.error.notFound': 'تعذّر علينا العثور على الصفحة التي تبحث عنها.',
  'server.error.tooManyTitle': 'طلبات كثيرة جدًا',
  'server.error.otherTitle': 'هناك خطأ ما',
  'server.login.title': 'تسجيل الدخول',
  'server.login.signupTitle': 'إنشاء حسابك',
  'server.login.lead': 'مرحبًا بعودتك. سجّل الدخول لعرض طلباتك وعروضك.',
  'server.login.signupLead': 'احفظ الوظائف، وقدّم بشكل أسرع، وتابع طلباتك.',
  'server.login.firstName': 'الاسم الأول',
  'server.login.lastName': 'اسم العائلة',
  'server.login.email': 'البريد الإلكتروني',
  'server.login.password': 'كلمة المرور',
  'server.login.passwordHint': 'عدد الأحرف: من {min} إلى {max}. لا تستخدم كلمة مرور شائعة أو عنوان بريدك الإلكتروني.',
  'server.login.submit': 'تسجيل الدخول',
  'server.login.signupSubmit': 'إنشاء حساب',
  'server.login.haveAccount': 'لديك حساب بالفعل؟',
  'server.login.newHere': 'جديد هنا؟',
  'server.login.createAccount': 'إنشاء حساب',
  'server.login.alreadyHeading': 'أنت مسجّل الدخول بالفعل',
  'server.login.loggedInAs': 'أنت مسجّل الدخول باسم {who}.',
  'server.login.continue': 'المتابعة إلى الوظائف',
  'server.login.notYou': 'لست أنت، أو تريد استخدام حساب آخر؟ سجّل الخروج أولًا.',
  'server.logout.title': 'تسجيل الخروج',
  'server.noscript.jobs': 'تتطلب نتائج البحث تفعيل JavaScript. يُرجى تفعيلها ثم إعادة تحميل الصفحة.',
  'server.noscript.other': 'تتطلب هذه الصفحة تفعيل JavaScript. يُرجى تفعيلها ثم إعادة تحميل الصفحة.',
  'server.closedApply.text': 'لم تعد هذه الوظيفة تستقبل طلبات.',
  'server.closedApply.heading': 'باب التقديم مغلق: {position}',
  'server.closedApply.searchJobs': 'البحث عن المزيد من الوظائف',
  'server.closedApply.title': '{heading} | الوظائف في {company}',
  'server.verify.title': 'التحقق من مستند عرض موقَّع',
  'server.verify.lead':
    'اختر ملف PDF لمستند عرض عمل موقَّع على هذا الموقع لمعرفة ما إذا كان يحمل الختم الرقمي للموقع ولم يُعدَّل منذ توقيعه. يُفحص الملف ثم يُنسى: لا يُخزَّن أي شيء.',
  'server.verify.notChecked': 'تعذّر فحص الملف',
  'server.verify.unaltered': 'موقَّع هنا ولم يُعدَّل',
  'server.verify.altered': 'عُدِّل بعد توقيعه',
  'server.verify.notSigned': 'غير موقَّع من هذا الموقع',
  'server.verify.document': 'المستند: {name}',
  'server.verify.fileLabel': 'ملف PDF موقَّع',
  'server.verify.fileHint': 'ملف PDF واحد، بحجم 10 ميغابايت كحد أقصى.',
  'server.verify.submit': 'التحقق من ملف PDF',
  'server.verify.backToOffers': 'العودة إلى العروض',
  'server.alerts.searchJobs': 'البحث عن وظائف',
  'server.alerts.subscribed': 'تحقق من بريدك الوارد: أرسلنا إليك رابطًا لتأكيد تنبيه الوظائف. لن تصلك أي رسائل عن الوظائف قبل التأكيد.',
  'server.alerts.settings': 'الإعدادات',
  'server.alerts.linkBroken': 'هذا الرابط لا يعمل',
  'server.alerts.confirmTitle': 'أكّد تنبيه الوظائف',
  'server.alerts.confirmLead': 'أكّد لتتلقى رسالة بريد إلكتروني عندما تطابق وظائف جديدة بحثك. تتضمن كل رسالة رابطًا لإلغاء الاشتراك.',
  'server.alerts.confirmButton': 'تأكيد تنبيه الوظائف',
  'server.alerts.onTitle': 'تنبيه الوظائف مفعّل',
  'server.alerts.onLead': 'سنراسلك عبر البريد الإلكتروني عندما تطابق وظائف جديدة بحثك. تتضمن كل رسالة رابطًا لإلغاء الاشتراك.',
  'server.alerts.unsubscribeAlert': 'إلغاء الاشتراك في تنبيه الوظائف هذا',
  'server.alerts.unsubscribeSaved': 'إيقاف رسائل البريد الإلكتروني لهذا البحث المحفوظ',
  'server.alerts.unsubscribeButton': 'إلغاء الاشتراك',
  'server.alerts.unsubscribedTitle': 'تم إلغاء اشتراكك',
  'server.alerts.goneAlert': 'تنبيه الوظائف هذا لم يعد موجودًا: لن تصلك أي رسائل بشأنه.',
  'server.alerts.goneSaved': 'هذا البحث المحفوظ لم يعد موجودًا: لن تصلك أي رسائل بشأنه.',
  'server.alerts.unsubscribeAlertLead': 'لن تصلك بعد الآن رسائل بريد إلكتروني عن الوظائف الجديدة لعملية البحث هذه.',
  'server.alerts.unsubscribeSavedLead': 'لن تصلك بعد الآن رسائل بريد إلكتروني لهذا البحث المحفوظ. ستظل الوظائف الجديدة تظهر في إشعاراتك.',
  'server.alerts.savedOffLead': 'رسائل البريد الإلكتروني لهذا البحث المحفوظ متوقفة. يمكنك تفعيلها مجددًا من الإعدادات.',
} satisfies Messages;
