// The cockpit's "Send a mission" (issue 11 §6-7, decision 301): pick a site of the workspace,
// then one of its saved missions planned for this dock's aircraft, then the ordinary Send to
// dock dialog with this dock chosen. Sites and missions belong to other features, so the route
// hands in their fetchers; missions of other aircraft are listed disabled with the reason.
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { dockAircraftByModelKey, dockAircraftOf } from '@sortie/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useDocks } from '../api/docks.ts';
import { SendToDockDialog } from './send-to-dock-dialog.tsx';

export type PickerSite = { id: string; name: string };
export type PickerMission = { id: string; name: string; drone_id: string | null };

type Fetchers = {
  /** The workspace's sites whose name matches `query` (all of the first page when empty). */
  searchSites: (query: string, signal: AbortSignal) => Promise<readonly PickerSite[]>;
  /** A site's saved missions. */
  loadMissions: (siteId: string, signal: AbortSignal) => Promise<readonly PickerMission[]>;
};

/** Why a mission cannot fly from a dock holding `dockModelKey`, or null when it can. */
type Unfit =
  { code: 'notDockAircraft' } | { code: 'otherAircraft'; planned: string; docked: string };
export function missionUnfit(droneId: string | null, dockModelKey: string | null): Unfit | null {
  const planned = dockAircraftOf(droneId);
  if (!planned) return { code: 'notDockAircraft' };
  if (dockModelKey && planned.modelKey !== dockModelKey)
    return {
      code: 'otherAircraft',
      planned: planned.name,
      docked: dockAircraftByModelKey(dockModelKey)?.name ?? dockModelKey,
    };
  return null;
}

const pickKeys = {
  sites: (companyId: string, query: string) => ['dock-send-pick', companyId, 'sites', query],
  missions: (companyId: string, siteId: string) => [
    'dock-send-pick',
    companyId,
    'missions',
    siteId,
  ],
};

/** Loading, failure, or nothing found, of one of the picker's lists. */
function QueryNotes({
  query,
  empty,
}: {
  query: { isFetching: boolean; error: Error | null; data?: readonly unknown[] };
  empty: string;
}) {
  const { t } = useTranslation('docks');
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={t('pick.loading')} />}
      {query.error && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </>
  );
}

export function DockSendMission({
  companyId,
  dockId,
  canFly,
  ...fetchers
}: { companyId: string; dockId: string; canFly: boolean } & Fetchers) {
  const { t } = useTranslation('docks');
  const [open, setOpen] = useState(false);
  if (!canFly) return null;
  return (
    <>
      <Button
        variant="contained"
        onClick={() => setOpen(true)}
        data-testid="dock-send-mission"
        sx={{ flexShrink: 0 }}
      >
        {t('pick.action')}
      </Button>
      {open && (
        <SendMissionFlow
          companyId={companyId}
          dockId={dockId}
          onDone={() => setOpen(false)}
          {...fetchers}
        />
      )}
    </>
  );
}

function SendMissionFlow({
  companyId,
  dockId,
  onDone,
  searchSites,
  loadMissions,
}: { companyId: string; dockId: string; onDone: () => void } & Fetchers) {
  const { t } = useTranslation('docks');
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const [site, setSite] = useState<PickerSite | null>(null);
  const [missionId, setMissionId] = useState<string | null>(null);
  const docks = useDocks(companyId);
  const dockModelKey = docks.data?.find((d) => d.id === dockId)?.drone?.model_key ?? null;
  const sites = useQuery({
    queryKey: pickKeys.sites(companyId, search),
    queryFn: ({ signal }) => searchSites(search, signal),
    placeholderData: keepPreviousData,
  });
  const missions = useQuery({
    queryKey: pickKeys.missions(companyId, site?.id ?? ''),
    queryFn: ({ signal }) => loadMissions(site!.id, signal),
    enabled: !!site,
  });
  const fit = (missions.data ?? []).map((m) => ({
    ...m,
    unfit: missionUnfit(m.drone_id, dockModelKey),
  }));
  const sendable = fit.filter((m) => !m.unfit);

  if (missionId)
    return (
      <SendToDockDialog
        open
        companyId={companyId}
        missions={sendable}
        initialMissionId={missionId}
        initialDockId={dockId}
        onSent={onDone}
        // Cancel goes back to the site's missions.
        onClose={() => setMissionId(null)}
      />
    );
  return (
    <Dialog open onClose={onDone} fullWidth maxWidth="sm" aria-labelledby="dock-pick-title">
      <DialogTitle id="dock-pick-title">{t('pick.title')}</DialogTitle>
      <DialogContent>
        {!site ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField
              autoFocus
              label={t('pick.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <QueryNotes query={sites} empty={t('pick.noSites')} />
            <List dense aria-label={t('pick.sites')}>
              {(sites.data ?? []).map((s) => (
                <ListItemButton key={s.id} onClick={() => setSite(s)}>
                  <ListItemText primary={s.name} />
                </ListItemButton>
              ))}
            </List>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {t('pick.missionsOf', { site: site.name })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('pick.hint')}
            </Typography>
            <QueryNotes query={missions} empty={t('pick.noMissions')} />
            <List dense aria-label={t('pick.missions')}>
              {fit.map((m) => (
                <ListItemButton
                  key={m.id}
                  disabled={!!m.unfit}
                  onClick={() => setMissionId(m.id)}
                  data-testid="dock-pick-mission"
                >
                  <ListItemText
                    primary={m.name}
                    secondary={
                      m.unfit &&
                      (m.unfit.code === 'otherAircraft'
                        ? t('pick.otherAircraft', {
                            planned: m.unfit.planned,
                            docked: m.unfit.docked,
                          })
                        : t('pick.notDockAircraft'))
                    }
                  />
                </ListItemButton>
              ))}
            </List>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {site && <Button onClick={() => setSite(null)}>{t('pick.otherSite')}</Button>}
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
