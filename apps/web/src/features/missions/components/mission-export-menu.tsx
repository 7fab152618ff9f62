// The five flight-app exports of a saved mission (view access is enough), downloaded under the
// server's file name; feature-areas §8: 'Unable to export mission' unless the server says why.
import Download from '@mui/icons-material/Download';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { MISSION_EXPORT_TARGETS, type TMission } from '@sortie/domain/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { dismissNotice, notify, notifyError } from '../../../lib/notify.ts';
import { EXPORT_LABELS, exportMission, type MissionExportTarget } from '../api/export-mission.ts';
import { errorText } from '../utils/error-text.ts';

export const EXPORT_ERROR = 'Unable to export mission';

export function MissionExportMenu(props: {
  companyId: string;
  siteName: string;
  mission: TMission;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (target: MissionExportTarget) => {
    setAnchor(null);
    const id = notify(`Preparing ${EXPORT_LABELS[target.destination]}…`, { code: -1, timeout: -1 });
    exportMission({
      companyId: props.companyId,
      mission: props.mission,
      siteName: props.siteName,
      target,
    })
      .then((name) => notify(`Downloaded ${name}`, { code: 200 }))
      .catch((error: unknown) => {
        // A refusal with a reason (DJI WPML needs a plan feature) adds it to §8's text.
        const reason = isApiError(error) && error.status >= 400 && error.status < 500;
        notifyError(reason ? `${EXPORT_ERROR}: ${errorText(error)}` : EXPORT_ERROR);
      })
      .finally(() => dismissNotice(id));
  };
  return (
    <>
      <Tooltip title="Export" enterDelay={300}>
        <IconButton
          size="small"
          aria-label={`Export ${props.mission.name}`}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="mission-export"
        >
          <Download fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MISSION_EXPORT_TARGETS.map((t) => (
          <MenuItem
            key={t.destination}
            onClick={() => run(t)}
            data-testid={`export-${t.destination}`}
          >
            <ListItemText>{EXPORT_LABELS[t.destination]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
