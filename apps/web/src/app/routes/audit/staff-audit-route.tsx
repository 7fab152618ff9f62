// /audit-log: every workspace's audit log, for the Super Admin (meta AuditLog GET).
import { hasMetaRight } from '@sortie/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuditLogPage } from '../../../features/audit/components/audit-log-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!user || !hasMetaRight(user.meta_rbac_rules, 'AuditLog', 'GET', user.meta_roles))
    return <Navigate to={paths.forbidden.href()} replace />;
  return <AuditLogPage scope={{ companyId: null }} title={t('audit.allTitle')} />;
}
