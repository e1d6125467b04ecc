import AppGrants from '@/components/AppGrants';
import { mySsoGrants, revokeMySsoGrant } from '@/services/portal/sso';

/** 已授权应用: the apps the visitor let sign them in through the portal. */
export default function AppsTab() {
  return (
    <AppGrants
      load={() => mySsoGrants({ skipErrorHandler: true }).then((res) => res.data)}
      revoke={(clientId) => revokeMySsoGrant({ clientId }, { skipErrorHandler: true })}
    />
  );
}
