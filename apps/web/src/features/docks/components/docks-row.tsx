// The home Docks row (feature-areas §2): one card per dock, shown only when the workspace has
// docks and the user may see them (Docks GET); the live states are pushed by the server (the
// 10 s poll is the fallback), list changes refetch on the realtime `docks.changed` hint. While
// the list loads the row holds its place with card skeletons, as the other home rows do.
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { hasRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { useDocks } from '../api/docks.ts';
import { DockCardGrid } from './dock-card-grid.tsx';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';

/** Placeholders while the list loads: one row of cards on the widest layout. */
const LOADING_CARDS = 3;

export function DocksRow({ companyId, user }: { companyId: string; user: TUser }) {
  const { t } = useTranslation('docks');
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const allowed = !!role && hasRight(user.rbac_rules, 'Docks', 'GET', role);
  const canEdit = !!role && hasRight(user.rbac_rules, 'Docks', 'PATCH', role);
  const docks = useDocks(companyId, allowed);
  const list = docks.data ?? [];
  // A disabled query stays pending: without the right the row is simply absent.
  if (!allowed || (!docks.isPending && list.length === 0)) return null;
  return (
    <Box
      component="section"
      aria-label={t('row.title')}
      aria-busy={docks.isPending}
      data-testid="home-docks-row"
    >
      <DashboardRowTitle>{t('row.title')}</DashboardRowTitle>
      <DockCardGrid
        companyId={companyId}
        docks={list}
        canEdit={canEdit}
        placeholders={docks.isPending ? LOADING_CARDS : 0}
      />
    </Box>
  );
}
