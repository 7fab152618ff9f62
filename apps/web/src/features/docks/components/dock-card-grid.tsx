// The dock cards of a workspace in a responsive grid (one column on a phone), each with its ⋮
// menu; shared by the home Docks row and the docks list so both show the same card.
import { Box, Skeleton } from '@mui/material';
import type { TDock } from '@sortie/domain/contracts';
import { useBrand } from '../../../lib/brand.tsx';
import { useDockStates } from '../api/docks.ts';
import { DockCard } from './dock-card.tsx';
import { DockCardMenu } from './dock-card-menu.tsx';

export function DockCardGrid({
  companyId,
  docks,
  canEdit,
  placeholders = 0,
}: {
  companyId: string;
  docks: readonly TDock[];
  /** Managers (Docks PATCH) get the edit dialogs in the menu. */
  canEdit: boolean;
  /** Card skeletons shown before the cards while the list loads. */
  placeholders?: number;
}) {
  const devTools = useBrand().flags.devTools;
  const states = useDockStates(
    companyId,
    docks.map((d) => d.sn),
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {Array.from({ length: placeholders }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={180} data-testid="dock-card-skeleton" />
      ))}
      {docks.map((dock) => (
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
  );
}
