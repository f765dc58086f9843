import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the dashboard and its list pages (issue 13); the other locales are in src/i18n/locales/. */
export const dashboardMessages = {
  en: {
    'dashboard.heading': 'Dashboard',
    'dashboard.tabs': 'Dashboard sections',
    'dashboard.tab.applications': 'Applications',
    'dashboard.tab.inactive_applications': 'Inactive applications',
    'dashboard.tab.interviews': 'Interviews',
    'dashboard.tab.saved_positions': 'Saved jobs',
    'dashboard.tab.events': 'Events',
    'dashboard.tab.offers': 'Offers',
    'dashboard.tab.draft_applications': 'Draft applications',
    'dashboard.tab.referrals': 'Referrals',
    'dashboard.seeAll': 'See all %(what)s',
    'dashboard.profileTeaser': 'Complete your profile to get better job matches.',
    'dashboard.profileLink': 'Go to your profile',
    'dashboard.nudges': 'For you',
    'dashboard.savedSearches': 'Saved searches',
    // In place of a loading state where no script runs (the server draws the dashboard): the site's noscript wording.
    'dashboard.listNeedsScripts': 'This list needs JavaScript. Please enable it and reload the page.',
    'dashboard.listsNeedScripts': 'These lists need JavaScript. Please enable it and reload the page.',
    // Over a server-drawn button pressed before mf-dashboard has taken the page over (mf-search's words).
    'dashboard.notReady': 'Getting ready, one moment',

    // The statuses the server names by their English ids (applications, offers, referrals), in the page's language.
    'dashboard.status.applied': 'Applied',
    'dashboard.status.in_review': 'In review',
    'dashboard.status.interviewing': 'Interviewing',
    'dashboard.status.offer': 'Offer',
    'dashboard.status.hired': 'Hired',
    'dashboard.status.rejected': 'Rejected',
    'dashboard.status.withdrawn': 'Withdrawn',
    'dashboard.status.submitted': 'Submitted',
    'dashboard.status.extended': 'Extended',
    'dashboard.status.accepted': 'Accepted',
    'dashboard.status.declined': 'Declined',
    'dashboard.status.canceled': 'Canceled',
    'dashboard.status.expired': 'Expired',

    'firstRun.heading': 'Get started',
    'firstRun.intro': 'Nothing here yet. Your next steps:',
    'firstRun.onboarding': '{count, plural, one {Complete the onboarding form waiting for you} other {Complete the # onboarding forms waiting for you}}',
    'firstRun.resume': 'Upload your resume',
    'firstRun.search': 'Search jobs',
    'firstRun.alert': 'Set up a job alert: search, then save the search',

    'applications.heading': 'Applications',
    'applications.active': 'Active applications',
    'applications.inactive': 'Inactive applications',
    'applications.appliedOn': 'Applied %(date)s',
    'applications.status': 'Status: %(status)s',
    'applications.outcome': '%(status)s %(date)s',
    'applications.timeline': 'Status timeline of %(position)s',
    'applications.next': 'Next step: %(step)s',
    'applications.withdraw': 'Withdraw application',
    'applications.withdrawLabel': 'Withdraw application for %(position)s',
    'applications.withdrawConfirm': 'Withdraw your application for %(position)s? The company will no longer consider it.',
    'applications.withdrawKeep': 'Keep application',
    'applications.withdrawn': 'Application withdrawn',
    'applications.withdrawFailed': 'Failed to withdraw application',
    'applications.closed': 'Position closed',

    'interviews.heading': 'Interviews',
    'interviews.upcoming': 'Upcoming',
    'interviews.past': 'Past',
    'interviews.join': 'Join the call',
    'interviews.joinLabel': 'Join the call: %(kind)s for %(position)s',
    'interviews.place': 'Place: %(place)s',
    'interviews.ics': 'Add to calendar (.ics)',
    'interviews.icsLabel': 'Add to calendar (.ics): %(kind)s for %(position)s',
    'interviews.zone': 'Times in %(zone)s',

    'saved.heading': 'Saved jobs',
    'saved.apply': 'Apply',
    'saved.applyLabel': 'Apply for %(position)s',
    'saved.unsave': 'Unsave',
    'saved.unsaveLabel': 'Unsave %(position)s',
    'saved.unsaved': 'Removed from saved jobs',
    'saved.unsaveFailed': 'Failed to remove the saved job',
    'saved.closed': 'This position is closed',

    'events.register': 'Register',
    'events.registerLabel': 'Register for %(event)s',
    'events.unregister': 'Unregister',
    'events.unregisterLabel': 'Unregister from %(event)s',
    'events.registered': 'You are registered',
    'events.registerFailed': 'Failed to update your registration',

    'drafts.open': 'Open drafts',
    'drafts.closed': 'Closed drafts',
    'drafts.savedOn': 'Saved %(date)s',
    'drafts.continue': 'Continue application',
    'drafts.continueLabel': 'Continue application for %(position)s',
    'drafts.delete': 'Delete draft',
    'drafts.deleteLabel': 'Delete draft for %(position)s',
    'drafts.deleted': 'Deleted draft application',
    'drafts.deleteFailed': 'Failed to delete draft application',
    'drafts.closedNote': 'This position is closed',

    // Spec §2 Offers list: the card's button is 'View job offer' (user trial s19 found 'View offer' here).
    'offers.view': 'View job offer',
    'offers.viewLabel': 'View job offer for %(position)s',
    'offers.actionRequired': 'Action required',
    'offers.all': 'All offers',
    // The offers list's wording (mf-offers offersMessages), so both pages say the same.
    /** Spec §2's 'Expires in 1 day' / 'Expires in N days' in one ICU text. */
    'offers.expiresIn': '{count, plural, =0 {Expires today} one {Expires in # day} other {Expires in # days}}',
    'offers.expiresOn': 'Expires %(date)s',
    'offers.expired': 'Expired %(date)s',
    'offers.updated': 'Last updated %(date)s',

    'referrals.by': 'Referred by %(name)s',

    'nudges.action.complete_profile': 'Go to your profile',
    'nudges.action.finish_application': 'See your drafts',
    'nudges.action.event_reminder': 'See events',
    'nudges.action.default': 'Open',
  },
};

registerCatalogue('en', dashboardMessages.en);
