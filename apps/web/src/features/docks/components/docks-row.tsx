// The home Docks row (feature-areas §2): one card per dock, shown only when the workspace has
// docks and the user may see them (Docks GET); the live states are pushed by the server (the
// 10 s poll is the fallback), list changes refetch on the realtime `docks.changed` hint. While
// the list loads the row holds its place with card skeletons, as the other home rows do.
import { useTranslation } from 'react-i18next';
import { Box, Skeleton } from '@mui/material';
import { hasRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { useBrand } from '../../../lib/brand.tsx';
import { useDocks, useDockStates } from '../api/docks.ts';
import { DockCard } from './dock-card.tsx';
import { DockCardMenu } from './dock-card-menu.tsx';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';

/** Placeholders while the list loads: one row of cards on the widest layout. */
const LOADING_CARDS = 3;

export function DocksRow({ companyId, user }: { companyId: string; user: TUser }) {
  const { t } = useTranslation('docks');
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const allowed = !!role && hasRight(user.rbac_rules, 'Docks', 'GET', role);
  const canEdit = !!role && hasRight(user.rbac_rules, 'Docks', 'PATCH', role);
  const devTools = useBrand().flags.devTools;
  const docks = useDocks(companyId, allowed);
  const list = docks.data ?? [];
  const states = useDockStates(
    companyId,
    list.map((d) => d.sn),
  );
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {docks.isPending &&
          Array.from({ length: LOADING_CARDS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={180} data-testid="dock-card-skeleton" />
          ))}
        {list.map((dock) => (
          <DockCard
            key={dock.id}
            companyId={companyId}
            dock={dock}
            state={states.data?.get(dock.sn)}
            menu={
              <DockCardMenu
                companyId={companyId}
                dock={dock}
                state={states.data?.get(dock.sn)}
                canEdit={canEdit}
                devTools={devTools}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
