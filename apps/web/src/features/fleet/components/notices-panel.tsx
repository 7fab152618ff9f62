// Fleet notices above the drones and the logbook: maintenance due, insurance and pilot licences
// about to expire (computed by the server on read, so they are never stale). Overdue first.
import { Alert, Stack } from '@mui/material';
import type { TFleetNotice } from '@sortie/domain/contracts';
import { useFleetNotices } from '../api/records.ts';

export function NoticesPanel(props: { companyId: string; kinds: TFleetNotice['kind'][] }) {
  const notices = useFleetNotices(props.companyId);
  const shown = (notices.data ?? []).filter((n) => props.kinds.includes(n.kind));
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="fleet-notices" aria-label="Fleet notices">
      {shown.map((n) => (
        <Alert
          key={`${n.kind}-${n.subject_id}-${n.due}`}
          severity={n.overdue ? 'error' : 'warning'}
        >
          {n.message}
        </Alert>
      ))}
    </Stack>
  );
}
