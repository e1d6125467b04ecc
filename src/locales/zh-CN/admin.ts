import organization from './organization';
import companyImport from './companyImport';
import policyAdmin from './policyAdmin';
import workshop from './workshop';
import company from './company';
import queue from './queue';
import membership from './membership';
import sso from './sso';
import accountSettings from './accountSettings';
import companyAccount from './companyAccount';
import workflow from './workflow';
import workflowTimeline from './workflowTimeline';
import application from './application';
import article from './article';
import dashboard from './dashboard';

/** The back office's areas, loaded by the admin layout (src/locales/load.ts). */
export default {
  ...organization,
  ...companyImport,
  ...policyAdmin,
  ...workshop,
  ...company,
  ...queue,
  ...membership,
  ...sso,
  ...accountSettings,
  ...companyAccount,
  ...workflow,
  ...workflowTimeline,
  ...application,
  ...article,
  ...dashboard,
};
