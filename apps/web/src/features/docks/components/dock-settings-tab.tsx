// Settings → Dock (issue 11 item 3): generate a binding code and show what the installer types in
// DJI Pilot 2: the broker address, the dock's own MQTT login and the code, with the steps, and the
// simulator command for trying Sortie without hardware.
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { TBindCodeResponse } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useGenerateBindCode } from '../api/docks.ts';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function DockSettingsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation('docks');
  const generate = useGenerateBindCode(companyId);
  const [code, setCode] = useState<TBindCodeResponse | null>(null);
  const broker = code?.mqtt.url ?? t('settings.brokerPlaceholder');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <Typography>{t('settings.intro')}</Typography>
      <Box>
        <Button
          variant="contained"
          onClick={() => generate.mutate(undefined, { onSuccess: setCode })}
          disabled={generate.isPending}
          data-testid="dock-generate-code"
        >
          {t('settings.generate')}
        </Button>
      </Box>
      {generate.isError && <Alert severity="error">{t('settings.generateFailed')}</Alert>}
      {code && (
        <Stack spacing={1.5} data-testid="dock-bind-details">
          <Field label={t('settings.code')} value={code.bind_code} testId="dock-bind-code" />
          <Field label={t('settings.organization')} value={code.organization_id} />
          <Field label={t('settings.broker')} value={broker} testId="dock-broker-url" />
          <Field
            label={t('settings.username')}
            value={code.mqtt.username}
            testId="dock-mqtt-username"
          />
          <Field
            label={t('settings.password')}
            value={code.mqtt.password}
            testId="dock-mqtt-password"
          />
          <Field label={t('settings.expires')} value={new Date(code.expires_at).toLocaleString()} />
        </Stack>
      )}
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        <li>{t('settings.step1')}</li>
        <li>{t('settings.step2')}</li>
        <li>{t('settings.step3')}</li>
        <li>{t('settings.step4')}</li>
      </Box>
      <Box>
        <Typography variant="subtitle2">{t('settings.simulator')}</Typography>
        <Typography
          sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}
          data-testid="dock-sim-command"
        >
          {`npm run dock-sim -- --broker ${broker} --username ${code?.mqtt.username ?? 'USER'} --password ${code?.mqtt.password ?? 'PASS'} --code ${code?.bind_code ?? 'BINDCODE'} --org ${code?.organization_id ?? 'WORKSPACE_ID'}`}
        </Typography>
      </Box>
    </Stack>
  );
}
