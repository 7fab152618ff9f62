// The five flight-app exports of a saved mission (view access is enough), downloaded under the
// server's file name; feature-areas §8: 'Unable to export mission' unless the server says why.
import Download from '@mui/icons-material/Download';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { MISSION_EXPORT_TARGETS, type TMission } from '@sortie/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { planLockReason } from '../../../components/ui/plan-lock/index.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { dismissNotice, notify, notifyError } from '../../../lib/notify.ts';
import { usePlanFeature } from '../../../lib/plan-feature.ts';
import { exportMission, type MissionExportTarget } from '../api/export-mission.ts';
import { limitErrorText as errorText } from '../../../lib/errors.ts';

export const EXPORT_ERROR = 'Unable to export mission';

export function MissionExportMenu(props: {
  companyId: string;
  siteName: string;
  mission: TMission;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // DJI WPML is a plan feature: locked with its reason, not refused after the click.
  const wpml = usePlanFeature(props.companyId, 'wpml_export');
  const locked = (t: MissionExportTarget) => t.destination === 'dji' && !wpml.enabled;
  const run = (target: MissionExportTarget) => {
    setAnchor(null);
    const id = notify(`Preparing ${target.label}…`, { code: -1, timeout: -1 });
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
        {MISSION_EXPORT_TARGETS.map((t) =>
          locked(t) ? (
            <MenuItem key={t.destination} disabled data-testid={`export-${t.destination}`}>
              <ListItemIcon>
                <LockOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t.label}
                secondary={`${planLockReason('WPML export')}${
                  wpml.canUpgrade ? '' : '. Ask your workspace owner to upgrade.'
                }`}
              />
            </MenuItem>
          ) : (
            <MenuItem
              key={t.destination}
              onClick={() => run(t)}
              data-testid={`export-${t.destination}`}
            >
              <ListItemText>{t.label}</ListItemText>
            </MenuItem>
          ),
        )}
        {!wpml.enabled &&
          wpml.canUpgrade && [
            <Divider key="divider" />,
            <MenuItem
              key="plans"
              component={Link}
              to={paths.settings.href(props.companyId, 'plan')}
              data-testid="export-see-plans"
            >
              <ListItemText primary="See plans and usage" />
            </MenuItem>,
          ]}
      </Menu>
    </>
  );
}
