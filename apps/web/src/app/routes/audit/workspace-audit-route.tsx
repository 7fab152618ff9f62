// /company/{c}/audit-log: the workspace's audit log, for those holding AuditLog GET (owners and
// admins); anyone else is sent to /forbidden (the server refuses them too).
import { hasRight } from '@sortie/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuditLogPage } from '../../../features/audit/components/audit-log-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { t } = useTranslation('shell');
  const { companyId = '' } = useParams();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  if (!user || !role || !hasRight(user.rbac_rules, 'AuditLog', 'GET', role))
    return <Navigate to={paths.forbidden.href()} replace />;
  return <AuditLogPage key={companyId} scope={{ companyId }} title={t('audit.title')} />;
}
