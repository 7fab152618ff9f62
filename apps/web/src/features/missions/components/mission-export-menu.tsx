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
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

/** The failed export's sentence, in the reader's language. */
export function exportErrorText(): string {
  return i18n.t('missions:export.failed');
}

export function MissionExportMenu(props: {
  companyId: string;
  siteName: string;
  mission: TMission;
}) {
  const { t } = useTranslation('missions');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // DJI WPML is a plan feature: locked with its reason, not refused after the click.
  const wpml = usePlanFeature(props.companyId, 'wpml_export');
  const locked = (target: MissionExportTarget) => target.destination === 'dji' && !wpml.enabled;
  const run = (target: MissionExportTarget) => {
    setAnchor(null);
    const id = notify(t('export.preparing', { format: target.label }), { code: -1, timeout: -1 });
    exportMission({
      companyId: props.companyId,
      mission: props.mission,
      siteName: props.siteName,
      target,
    })
      .then((name) => notify(t('export.downloaded', { name }), { code: 200 }))
      .catch((error: unknown) => {
        // A refusal with a reason (DJI WPML needs a plan feature) adds it to §8's text.
        const reason = isApiError(error) && error.status >= 400 && error.status < 500;
        notifyError(reason ? `${exportErrorText()}: ${errorText(error)}` : exportErrorText());
      })
      .finally(() => dismissNotice(id));
  };
  return (
    <>
      <Tooltip title={t('export.export')} enterDelay={300}>
        <IconButton
          size="small"
          aria-label={t('export.exportName', { name: props.mission.name })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="mission-export"
        >
          <Download fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MISSION_EXPORT_TARGETS.map((target) =>
          locked(target) ? (
            <MenuItem
              key={target.destination}
              disabled
              data-testid={`export-${target.destination}`}
            >
              <ListItemIcon>
                <LockOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={target.label}
                secondary={`${planLockReason(t('export.wpmlFeature'))}${
                  wpml.canUpgrade ? '' : t('export.askOwner')
                }`}
              />
            </MenuItem>
          ) : (
            <MenuItem
              key={target.destination}
              onClick={() => run(target)}
              data-testid={`export-${target.destination}`}
            >
              <ListItemText>{target.label}</ListItemText>
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
              <ListItemText primary={t('export.seePlans')} />
            </MenuItem>,
          ]}
      </Menu>
    </>
  );
}
