// The workspace's cloud-recording toggle (decision 321): admins and owners switch it; others see
// whether it is on.
import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveStreamSettings, useStreamSettings } from '../api/streams.ts';

export function CloudRecordingSwitch(props: { companyId: string; canManage: boolean }) {
  const settings = useStreamSettings(props.companyId);
  const save = useSaveStreamSettings(props.companyId);
  const on = save.isPending
    ? !settings.data?.cloud_recording
    : Boolean(settings.data?.cloud_recording);
  return (
    <Tooltip
      title={
        props.canManage
          ? 'Record every live stream of this workspace. Recordings count against storage.'
          : 'Only admins and owners can change cloud recording.'
      }
    >
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!props.canManage || !settings.data || save.isPending}
            onChange={(e) =>
              save.mutate(
                { cloud_recording: e.target.checked },
                { onError: () => notifyError('Unable to change cloud recording') },
              )
            }
            slotProps={{ input: { 'aria-label': 'Cloud recording' } }}
          />
        }
        label="Cloud recording"
      />
    </Tooltip>
  );
}
