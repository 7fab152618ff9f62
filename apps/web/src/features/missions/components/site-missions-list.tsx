// The site's saved missions (below the map): pick one to show it on the map, export it, and,
// as the site access level allows, rename or split it (edit) and delete one or several
// (full_access; bulk delete is all or nothing on the server).
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { canDeleteSite, canEditSite } from '@sortie/domain';
import type { TMission, TSite } from '@sortie/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useDeleteMissions } from '../api/delete-missions.ts';
import { useLogFlight } from '../api/log-flight.ts';
import { useSiteMissions } from '../api/get-site-missions.ts';
import { useSplitMission } from '../api/split-mission.ts';
import { useRenameMission } from '../api/update-mission.ts';
import { formatFlightTime } from '../utils/mission-stats-format.ts';
import { kindLabel } from '../utils/mission-kinds.ts';
import {
  DeleteMissionsDialog,
  RenameMissionDialog,
  SplitMissionDialog,
} from './mission-dialogs.tsx';
import { MissionExportMenu } from './mission-export-menu.tsx';
import { limitErrorText } from '../../../lib/errors.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

// Its date picker (MUI X with dayjs, ~50 KB gzip) loads when the dialog first opens, not with the
// site page (decision 421).
const LogFlightDialog = lazy(() =>
  import('./log-flight-dialog.tsx').then((m) => ({ default: m.LogFlightDialog })),
);

type DialogState =
  | { type: 'rename'; mission: TMission }
  | { type: 'split'; mission: TMission }
  | { type: 'log'; mission: TMission }
  | { type: 'delete'; missions: TMission[] }
  | null;

function summary(m: TMission): string {
  const parts = [kindLabel(m.kind), formatFlightTime(m.flight_time_s)];
  if (m.photo_count > 0)
    parts.push(
      i18n.t('missions:list.photos', { count: m.photo_count, n: formatNumber(m.photo_count) }),
    );
  return parts.join(' · ');
}

export interface SiteMissionsListProps {
  companyId: string;
  site: TSite;
  /** The mission drawn on the map, if any. */
  selectedId: string | null;
  select: (id: string | null) => void;
}

/** Memoised by the site page: it re-renders for its own props, not for each planner change. */
export function SiteMissionsList({ companyId, site, selectedId, select }: SiteMissionsListProps) {
  const { t } = useTranslation('missions');
  const missions = useSiteMissions(companyId, site.id);
  const canEdit = canEditSite(site.access_level);
  const canDelete = canDeleteSite(site.access_level);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [menu, setMenu] = useState<{ anchor: HTMLElement; mission: TMission } | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const rename = useRenameMission(companyId, site.id);
  const split = useSplitMission(companyId, site.id);
  const del = useDeleteMissions(companyId, site.id);
  const logFlight = useLogFlight(companyId);
  const list = missions.data ?? [];
  const checkedMissions = list.filter((m) => checked.has(m.id));

  const open = (next: DialogState) => {
    setMenu(null);
    setDialogError(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const fail = (e: Error) => setDialogError(limitErrorText(e));

  return (
    <Box
      component="section"
      aria-label={t('list.missions')}
      data-testid="site-missions"
      sx={{ mt: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 36 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18, flex: 1 }}>
          {t('list.missions')}
          {list.length > 0 ? ` (${formatNumber(list.length)})` : ''}
        </Typography>
        {canDelete && checkedMissions.length > 0 && (
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => open({ type: 'delete', missions: checkedMissions })}
            data-testid="missions-bulk-delete"
          >
            {t('list.deleteCount', { n: formatNumber(checkedMissions.length) })}
          </Button>
        )}
      </Stack>
      {missions.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : missions.error ? (
        <Alert severity="error">{missions.error.message || t('list.fetchFailed')}</Alert>
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="missions-empty">
          {t('list.none')} {canEdit ? t('list.planOne') : t('list.willShow')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {list.map((m) => (
            <ListItem
              key={m.id}
              disablePadding
              data-testid="mission-row"
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <MissionExportMenu companyId={companyId} siteName={site.name} mission={m} />
                  {(canEdit || canDelete) && (
                    <IconButton
                      size="small"
                      aria-label={t('list.moreActions', { name: m.name })}
                      aria-haspopup="menu"
                      onClick={(e) => setMenu({ anchor: e.currentTarget, mission: m })}
                    >
                      <MoreVert fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              }
              sx={{ pr: 10 }}
            >
              {canDelete && (
                <Checkbox
                  edge="start"
                  checked={checked.has(m.id)}
                  onChange={() => toggle(m.id)}
                  slotProps={{ input: { 'aria-label': t('list.select', { name: m.name }) } }}
                  sx={{ ml: 0.5 }}
                />
              )}
              <ListItemButton
                selected={selectedId === m.id}
                onClick={() => select(selectedId === m.id ? null : m.id)}
                aria-pressed={selectedId === m.id}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={m.name}
                  secondary={summary(m)}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && canEdit && (
          <MenuItem onClick={() => open({ type: 'rename', mission: menu.mission })}>
            {t('list.rename')}
          </MenuItem>
        )}
        {menu && canEdit && (
          <MenuItem onClick={() => open({ type: 'split', mission: menu.mission })}>
            {t('list.split')}
          </MenuItem>
        )}
        {menu && canEdit && (
          <MenuItem onClick={() => open({ type: 'log', mission: menu.mission })}>
            {t('list.logFlight')}
          </MenuItem>
        )}
        {menu && canDelete && (
          <MenuItem
            onClick={() => open({ type: 'delete', missions: [menu.mission] })}
            sx={{ color: 'error.main' }}
          >
            {t('common:actions.delete')}
          </MenuItem>
        )}
      </Menu>
      {dialog?.type === 'rename' && (
        <RenameMissionDialog
          mission={dialog.mission}
          pending={rename.isPending}
          error={dialogError}
          onClose={close}
          onSubmit={(name) =>
            rename.mutate({ mission: dialog.mission, name }, { onSuccess: close, onError: fail })
          }
        />
      )}
      {dialog?.type === 'split' && (
        <SplitMissionDialog
          mission={dialog.mission}
          pending={split.isPending}
          error={dialogError}
          onClose={close}
          onSubmit={(body) =>
            split.mutate(
              { missionId: dialog.mission.id, body },
              {
                onSuccess: (r) => {
                  notify(t('list.splitDone', { count: r.missions.length }), { code: 201 });
                  if (selectedId === dialog.mission.id) select(null);
                  close();
                },
                onError: fail,
              },
            )
          }
        />
      )}
      {dialog?.type === 'log' && (
        <Suspense fallback={null}>
          <LogFlightDialog
            mission={dialog.mission}
            pending={logFlight.isPending}
            error={dialogError}
            onClose={close}
            onSubmit={(body) =>
              logFlight.mutate(
                { missionId: dialog.mission.id, body },
                {
                  onSuccess: (r) => {
                    notify(
                      r.counted
                        ? t('list.logged', {
                            time: formatFlightTime(r.site.progress),
                            site: site.name,
                          })
                        : t('list.alreadyLogged'),
                      { code: 201 },
                    );
                    close();
                  },
                  onError: fail,
                },
              )
            }
          />
        </Suspense>
      )}
      {dialog?.type === 'delete' && (
        <DeleteMissionsDialog
          names={dialog.missions.map((m) => m.name)}
          pending={del.isPending}
          error={dialogError}
          onClose={close}
          onConfirm={() => {
            const ids = dialog.missions.map((m) => m.id);
            del.mutate(ids, {
              onSuccess: () => {
                notify(t('list.deleted', { count: ids.length }), {
                  code: 201,
                });
                setChecked(new Set());
                if (selectedId && ids.includes(selectedId)) select(null);
                close();
              },
              onError: fail,
            });
          }}
        />
      )}
    </Box>
  );
}
