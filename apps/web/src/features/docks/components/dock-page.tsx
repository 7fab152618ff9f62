// The dock page (DockDetailsPage), first part: the dock card, the edit of call sign and location
// (50 characters with a counter, trimmed non-empty, Enter submits, a 412 refetches and retries
// once), unbinding for managers, and every property the dock reported. The cockpit (map, video,
// authority, actions, tasks) is later work (issue 11 item 6).
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { hasRight } from '@sortie/domain';
import { DOCK_CALL_SIGN_MAX, type TDock, type TUser } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { useDocks, useDockStates, usePatchDock } from '../api/docks.ts';
import { DockCard } from './dock-card.tsx';

function EditField({
  label,
  initial,
  onSave,
  testId,
}: {
  label: string;
  initial: string;
  onSave: (value: string) => void;
  testId: string;
}) {
  const [value, setValue] = useState(initial);
  const trimmed = value.trim();
  const ok = trimmed.length > 0 && trimmed !== initial;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value.slice(0, DOCK_CALL_SIGN_MAX))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && ok) onSave(trimmed);
        }}
        helperText={`${value.length}/${DOCK_CALL_SIGN_MAX}`}
        slotProps={{ htmlInput: { maxLength: DOCK_CALL_SIGN_MAX, 'data-testid': testId } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" disabled={!ok} onClick={() => onSave(trimmed)}>
        Update
      </Button>
    </Stack>
  );
}

export function DockPage({
  companyId,
  dockId,
  user,
}: {
  companyId: string;
  dockId: string;
  user: TUser;
}) {
  const navigate = useNavigate();
  const docks = useDocks(companyId);
  const dock: TDock | undefined = docks.data?.find((d) => d.id === dockId);
  const states = useDockStates(companyId, dock ? [dock.sn] : []);
  const patch = usePatchDock(companyId);
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const manager = !!role && hasRight(user.rbac_rules, 'Docks', 'PATCH', role);
  const [unbindError, setUnbindError] = useState(false);
  if (docks.isError) return <Alert severity="error">Unable to fetch docks!</Alert>;
  if (!docks.data) return null;
  if (!dock) return <Alert severity="info">This dock is not bound to this workspace.</Alert>;
  const state = states.data?.get(dock.sn);
  const unbind = async () => {
    try {
      await api.delete(`/api/v4/company/${encodeURIComponent(companyId)}/docks/${dock.id}`);
      await navigate(paths.companyHome.href(companyId));
    } catch {
      setUnbindError(true);
    }
  };
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {dock.call_sign}
      </Typography>
      <DockCard companyId={companyId} dock={dock} state={state} />
      {manager && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <EditField
            key={`c-${dock.etag}`}
            label="Dock callsign"
            initial={dock.call_sign}
            testId="dock-edit-callsign"
            onSave={(call_sign) => patch.mutate({ dock, patch: { call_sign } })}
          />
          <EditField
            key={`l-${dock.etag}`}
            label="Location"
            initial={dock.location ?? ''}
            testId="dock-edit-location"
            onSave={(location) => patch.mutate({ dock, patch: { location } })}
          />
          {patch.isError && <Alert severity="error">Unable to update dock!</Alert>}
          <Box>
            <Button color="error" variant="outlined" onClick={() => void unbind()}>
              Unbind dock
            </Button>
          </Box>
          {unbindError && <Alert severity="error">Unable to unbind the dock.</Alert>}
        </Stack>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Reported properties
      </Typography>
      <Box
        component="pre"
        data-testid="dock-properties"
        sx={{ fontSize: 12, overflow: 'auto', bgcolor: 'action.hover', p: 2, borderRadius: 1 }}
      >
        {JSON.stringify(
          { dock: state?.properties ?? {}, drone: state?.drone?.properties ?? {} },
          null,
          2,
        )}
      </Box>
    </Box>
  );
}
