import type { Messages } from '@careers/shared/i18n/types';

/**
 * The English texts the server itself writes for a candidate: e-mails, the pages it draws without a remote, their
 * titles. Keys are `server.<area>.<name>`; the other languages are files in ./locales (listed in ./locales/index.ts),
 * held to these keys and their arguments by catalogues.test.ts. These texts are the spec's and the tests': change
 * them only with both.
 */
export const en = {
  // E-mail: the "new jobs" mail (services/alerts/alertMessages.ts). Counted in ICU, so one job reads right.
  'server.mail.newJobs.intro': '{count, plural, one {# new job matches "{name}":} other {# new jobs match "{name}":}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, one {# new job matches your saved search{filters, select, none {} other { ({filters})}}:} other {# new jobs match your saved search{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject': '{count, plural, one {New job at {company}: {title}} other {# new jobs at {company}}}',
  'server.mail.newJobs.seeSearch': 'See every job of this search',
  'server.mail.newJobs.openSavedSearches': 'Open your saved searches',
  'server.mail.newJobs.unsubscribeSaved': 'Stop e-mail for this saved search (it stays in your notifications)',
  'server.mail.newJobs.unsubscribeAlert': 'Unsubscribe from this job alert',
  // E-mail: the job alert's confirmation (double opt-in).
  'server.mail.confirm.subject': 'Confirm your job alert at {company}',
  'server.mail.confirm.intro':
    'Someone, hopefully you, asked for e-mail about new jobs at {company} for a job search{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Confirm your job alert',
  'server.mail.confirm.ignore': 'If it was not you, ignore this message: nothing is sent without the confirmation.',
  // In-app notifications (services/notificationTexts.ts), drawn when they are read, in the reader's language. Titles
  // are the settings' notification categories (mf-dashboard settings.notifications.*), the welcome's its own.
  'server.notifications.welcome.title': 'Welcome',
  'server.notifications.welcome': 'Welcome to {company} careers! Complete your profile to get better job matches.',
  'server.notifications.offers.title': 'Offers',
  'server.notifications.offerExtended': 'You have a new job offer for {position}. Review and sign it before it expires.',
  'server.notifications.offerDocumentReady': 'Your document "{document}" for {position} is ready for your signature.',
  'server.notifications.forms.title': 'Forms',
  'server.notifications.formAssigned': 'New form to complete: {form}.',
  'server.notifications.interviews.title': 'Interviews',
  // {date}: the day in the reader's language and time zone (MM/DD/YYYY in English, as the offers' dates).
  'server.notifications.interviewScheduled': 'Your interview for {position} is scheduled for {date}.',
  'server.notifications.applications.title': 'Applications',
  'server.notifications.applicationSubmitted': 'Thanks for applying for {position}! We will be in touch soon.',
  'server.notifications.jobs.title': 'Jobs',
  'server.notifications.savedSearchMatches':
    '{count, plural, one {# new job matches your saved search "{name}".} other {# new jobs match your saved search "{name}".}}',
  // How a search is named in a mail (alertMessages.ts searchName, describeSearch.ts).
  'server.search.allJobs': 'All jobs',
  'server.search.inPlace': 'in {place}',
  'server.search.remote': 'Remote',
  'server.search.map': 'A place on the map',
  'server.search.place': 'Place',

  // The job page's answers (issue 30): the match explanation (services/positions/matchDetails.ts, GET
  // /api/pcsx/match_details) and the insights' labels and facts (services/positions/insights.ts, GET
  // /api/pcsx/position_insights). Skills, departments, cities and role names are the company's, as written; {score}
  // and {threshold} are whole percents.
  'server.match.noSkillsListed': 'This role does not list any skills.',
  'server.match.addSkills': 'Add your skills to your profile to see how they match this role.',
  'server.match.allSkills': '{total, plural, =1 {You have the one skill this role asks for: {skills}.} other {You have all # skills this role asks for: {skills}.}}',
  'server.match.noneOfSkills': '{total, plural, =1 {You do not have the one skill this role asks for yet.} other {You have none of the # skills this role asks for yet.}}',
  'server.match.someSkills': 'You have {matched, number} of the {total, plural, one {# skill} other {# skills}} this role asks for: {skills}.',
  'server.match.missingSkills': 'Skills you do not list yet: {skills}.',
  'server.match.noYearsStated': 'This role does not state how much experience it asks for.',
  'server.match.yearsToCompare': 'This role asks for about {required, plural, one {# year} other {# years}} of experience; add yours to your profile to compare.',
  'server.match.meetsYears': 'You have {own, plural, one {# year} other {# years}} of experience; this role asks for about {required, plural, one {# year} other {# years}}.',
  'server.match.belowYears': 'This role asks for about {required, plural, one {# year} other {# years}} of experience; you have {own, plural, one {# year} other {# years}}.',
  'server.match.strong': 'Your match score is {score}%, which makes this a strong match ({threshold}% or more).',
  'server.match.notStrong': 'Your match score is {score}%; a strong match needs {threshold}%.',
  'server.insights.teamSize': 'Open roles in this team',
  'server.insights.hiringManager': 'Hiring manager',
  'server.insights.timeToHire': 'Time to hire',
  'server.insights.similarRoles': 'Similar roles',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {No other open roles in {department} in {city}} one {# other open role in {department} in {city}} other {# other open roles in {department} in {city}}}',
  'server.insights.aboutDays': '{days, plural, one {About # day} other {About # days}}',

  // The exported resume (services/profile/exportResume.ts): a PDF in the standard fonts (Latin-1 only).
  'server.resume.title': '{name} – Resume',
  'server.resume.creator': 'Careers at {company}',
  'server.resume.years': '{count, plural, one {# year of experience} other {# years of experience}}',
  'server.resume.skills': 'Skills',
  'server.resume.experience': 'Experience',
  'server.resume.education': 'Education',
  'server.resume.present': 'Present',

  // The data export's one sentence for people (services/account/candidateRecords.ts); its keys and values stay as stored.
  'server.export.files': 'Files are described by their size and SHA-256; each downloads, while you are logged in, from its "download" link.',

  // Pages the server draws (views/*).
  'server.page.backToCareers': 'Back to careers',
  'server.page.careersAt': 'Careers at {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Internal Server Error',
  'server.error.apology': "We're sorry — something went wrong on our side. Please try again in a moment.",
  'server.error.contact': 'Contact us',
  'server.error.details': 'Error details (shown to administrators only)',
  'server.error.notFoundTitle': 'Page not found',
  'server.error.notFound': 'We could not find the page you were looking for.',
  'server.error.tooManyTitle': 'Too many requests',
  'server.error.otherTitle': 'Something is not right',
  'server.login.title': 'Log in',
  'server.login.signupTitle': 'Create your account',
  'server.login.lead': 'Welcome back. Log in to see your applications and offers.',
  'server.login.signupLead': 'Save jobs, apply faster and follow your applications.',
  'server.login.firstName': 'First name',
  'server.login.lastName': 'Last name',
  'server.login.email': 'Email',
  'server.login.password': 'Password',
  'server.login.passwordHint': '{min} to {max} characters. Not a common password, and not your email address.',
  'server.login.submit': 'Log in',
  'server.login.signupSubmit': 'Create account',
  'server.login.haveAccount': 'Already have an account?',
  'server.login.newHere': 'New here?',
  'server.login.createAccount': 'Create an account',
  'server.login.alreadyHeading': 'You are already logged in',
  'server.login.loggedInAs': 'You are logged in as {who}.',
  'server.login.continue': 'Continue to careers',
  'server.login.notYou': 'Not you, or want to use another account? Log out first.',
  'server.logout.title': 'Log out',
  'server.noscript.jobs': 'Search results need JavaScript. Please enable it and reload the page.',
  'server.noscript.other': 'This page needs JavaScript. Please enable it and reload the page.',
  'server.closedApply.text': 'This position is no longer accepting applications.',
  'server.closedApply.heading': 'Applications closed: {position}',
  'server.closedApply.searchJobs': 'Search more jobs',
  'server.closedApply.title': '{heading} | Careers at {company}',
  'server.verify.title': 'Verify a signed offer document',
  'server.verify.lead':
    "Choose a PDF of a job offer document signed on this site to see whether it carries the site's digital seal and has not been changed since it was signed. The file is checked and then forgotten: nothing is stored.",
  'server.verify.notChecked': 'The file could not be checked',
  'server.verify.unaltered': 'Signed here and unaltered',
  'server.verify.altered': 'Altered since it was signed',
  'server.verify.notSigned': 'Not signed by this site',
  'server.verify.document': 'Document: {name}',
  'server.verify.fileLabel': 'Signed PDF',
  'server.verify.fileHint': 'One PDF file, at most 10 MB.',
  'server.verify.submit': 'Verify PDF',
  'server.verify.backToOffers': 'Back to offers',
  // The job alert's own pages (routes/alerts.ts).
  'server.alerts.searchJobs': 'Search jobs',
  'server.alerts.subscribed': 'Check your inbox: we sent a link to confirm your job alert. No e-mail about jobs comes before you confirm.',
  'server.alerts.settings': 'Settings',
  'server.alerts.linkBroken': 'This link does not work',
  'server.alerts.confirmTitle': 'Confirm your job alert',
  'server.alerts.confirmLead': 'Confirm to get an e-mail when new jobs match your search. Every message has a link to unsubscribe.',
  'server.alerts.confirmButton': 'Confirm job alert',
  'server.alerts.onTitle': 'Your job alert is on',
  'server.alerts.onLead': 'We will e-mail you when new jobs match your search. Every message has a link to unsubscribe.',
  'server.alerts.unsubscribeAlert': 'Unsubscribe from this job alert',
  'server.alerts.unsubscribeSaved': 'Stop e-mail for this saved search',
  'server.alerts.unsubscribeButton': 'Unsubscribe',
  'server.alerts.unsubscribedTitle': 'You are unsubscribed',
  'server.alerts.goneAlert': 'This job alert no longer exists: you get no e-mail for it.',
  'server.alerts.goneSaved': 'This saved search no longer exists: you get no e-mail for it.',
  'server.alerts.unsubscribeAlertLead': 'You will get no more e-mail about new jobs for this search.',
  'server.alerts.unsubscribeSavedLead': 'You will get no more e-mail for this saved search. New jobs still show in your notifications.',
  'server.alerts.savedOffLead': 'E-mail for this saved search is off. You can turn it on again in your settings.',
} satisfies Messages;

/** A key of the server's messages. */
export type ServerMessageKey = keyof typeof en;
