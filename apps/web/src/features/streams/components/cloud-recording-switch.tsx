// The workspace's cloud-recording toggle (decision 321): admins and owners switch it; others see
// whether it is on.
import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveStreamSettings, useStreamSettings } from '../api/streams.ts';
import { useTranslation } from 'react-i18next';

export function CloudRecordingSwitch(props: { companyId: string; canManage: boolean }) {
  const settings = useStreamSettings(props.companyId);
  const save = useSaveStreamSettings(props.companyId);
  const { t } = useTranslation('streams');
  const on = save.isPending
    ? !settings.data?.cloud_recording
    : Boolean(settings.data?.cloud_recording);
  return (
    <Tooltip
      title={props.canManage ? t('recording.toggleHint') : t('recording.toggleManagersOnly')}
    >
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!props.canManage || !settings.data || save.isPending}
            onChange={(e) =>
              save.mutate(
                { cloud_recording: e.target.checked },
                { onError: () => notifyError(t('recording.toggleFailed')) },
              )
            }
            slotProps={{ input: { 'aria-label': t('recording.cloudRecording') } }}
          />
        }
        label={t('recording.cloudRecording')}
      />
    </Tooltip>
  );
}
