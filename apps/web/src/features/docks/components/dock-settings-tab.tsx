// Settings → Dock (issue 11 item 3): generate a binding code and show what the installer types in
// DJI Pilot 2: the broker address, the dock's own MQTT login and the code, with the steps, and the
// simulator command for trying Sortie without hardware.
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
  const generate = useGenerateBindCode(companyId);
  const [code, setCode] = useState<TBindCodeResponse | null>(null);
  const broker = code?.mqtt.url ?? 'mqtt://<this server>:1883';
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <Typography>
        Bind a DJI Dock to this workspace. Generate a binding code, then enter the details below in
        DJI Pilot 2 on the dock&apos;s remote controller. The code works for 15 minutes and binds
        one dock; the login shown with it is the dock&apos;s own and is shown only once.
      </Typography>
      <Box>
        <Button
          variant="contained"
          onClick={() => generate.mutate(undefined, { onSuccess: setCode })}
          disabled={generate.isPending}
          data-testid="dock-generate-code"
        >
          Generate binding code
        </Button>
      </Box>
      {generate.isError && <Alert severity="error">Unable to generate a binding code.</Alert>}
      {code && (
        <Stack spacing={1.5} data-testid="dock-bind-details">
          <Field label="Binding code" value={code.bind_code} testId="dock-bind-code" />
          <Field label="Organization ID" value={code.organization_id} />
          <Field label="MQTT gateway address" value={broker} testId="dock-broker-url" />
          <Field label="MQTT username" value={code.mqtt.username} testId="dock-mqtt-username" />
          <Field label="MQTT password" value={code.mqtt.password} testId="dock-mqtt-password" />
          <Field label="Expires" value={new Date(code.expires_at).toLocaleString()} />
        </Stack>
      )}
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        <li>Power on the dock and link its remote controller; open DJI Pilot 2.</li>
        <li>
          In Pilot 2, open the dock set-up (Dock → Cloud Service → Third-party cloud) and enter the
          MQTT gateway address, username and password shown above.
        </li>
        <li>
          Once the dock connects, choose “Bind to organization” and enter the Organization ID and
          the binding code. Pilot 2 shows this workspace&apos;s name to confirm.
        </li>
        <li>
          The dock and its aircraft then appear on the home page and in the docks list; the state
          pill turns to Ready To Fly when both are online.
        </li>
      </Box>
      <Box>
        <Typography variant="subtitle2">No dock at hand? Run the simulator:</Typography>
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
