/**
 * The help of each back-office screen (spec section 2, "help modals"), as data: the route table's name -> the help
 * topic whose text (i18n/<lng>.json, help.screens.<topic>) the screen's help modal shows. Screens that are one task
 * seen from several routes share a topic. A back-office route missing here is caught by topics.test.ts.
 */
export const HELP_TOPICS: Readonly<Record<string, string>> = {
  AccountSettings: 'accountSettings',
  ReleaseCode: 'releaseCode',
  Home: 'home',
  Details: 'details',
  MailOutbox: 'outbox',
  CreateIns: 'createIns',
  ConfigSaveconf: 'saveconf',
  ManageUsers: 'users',
  ManageUsersMenuLink: 'users',
  OperationBookings: 'bookings',
  OperationReception: 'reception',
  OperationPending: 'pending',
  OperationActivity: 'activity',
  OperationReservationsMapping: 'mapping',
  NewPerson: 'newPerson',
  ConfigNotifications: 'notificationSettings',
  DashboardNotificationsList: 'staffNotices',
  DashboardCheckin: 'dashCheckin',
  DashboardNps: 'dashNps',
  SurveyReviews: 'surveyReviews',
  SurveyQuestionnaires: 'questionnaires',
  CrmGuestsSummary: 'crmGuests',
  CrmGuestsLocation: 'crmGuestsLocation',
  CrmFlaggedProfiles: 'crmFlagged',
  CrmSuppressions: 'crmSuppressions',
  LegacyCrmExplore: 'crmExplore',
  CrmGuestProfile: 'crmGuest',
  CrmSegmentList: 'crmSegments',
  CrmSegmentNew: 'crmSegments',
  TemplateList: 'crmTemplates',
  TemplateNew: 'crmTemplates',
  TemplateDesignNew: 'crmDesigner',
  TemplateDesign: 'crmDesigner',
  TemplateSave: 'crmDesigner',
  Templates: 'crmStarters',
  LegacyCrmTemplates: 'crmTemplates',
  CrmFlows: 'crmFlows',
  CrmFlow: 'crmFlows',
  CampaignList: 'crmCampaigns',
  CampaignNew: 'crmCampaignNew',
  CampaignDetails: 'crmCampaignDetails',
  LegacyCrmCampaigns: 'crmCampaigns',
  Emulate: 'emulate',
  AuditTrail: 'audit',
  Settings: 'settings',
  SettingsIndex: 'settings',
  BasicSettings: 'basicSettings',
};

export function helpTopic(routeName: string | undefined): string | null {
  return (routeName && HELP_TOPICS[routeName]) || null;
}
