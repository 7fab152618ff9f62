// The dock card's menu (feature-areas §2): Copy Dock Location (toast), Navigate To Dock (maps
// driving directions in a new tab), Edit Dock Callsign and Edit Location (managers), and, with
// dev tools only, Stop Livestream (every active feed, in parallel).
import { useTranslation } from 'react-i18next';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import type { TDock, TDockState } from '@sortie/domain/contracts';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { stopDockFeeds } from '../api/cockpit.ts';
import { DockEditDialog, type DockEditField } from './dock-edit-dialog.tsx';

/** Google Maps driving directions to the dock (coordinates first, else the location text). */
export function directionsUrl(dock: TDock): string | null {
  const to = dock.location_coordinates
    ? `${dock.location_coordinates[1]},${dock.location_coordinates[0]}`
    : dock.location;
  if (!to) return null;
  return `https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=${encodeURIComponent(to)}`;
}

export function DockCardMenu({
  companyId,
  dock,
  state,
  canEdit,
  devTools,
}: {
  companyId: string;
  dock: TDock;
  state: TDockState | undefined;
  canEdit: boolean;
  devTools: boolean;
}) {
  const { t } = useTranslation('docks');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<DockEditField | null>(null);
  const close = () => setAnchor(null);
  const where = dock.location_coordinates
    ? `${dock.location_coordinates[1]}, ${dock.location_coordinates[0]}`
    : dock.location;
  const directions = directionsUrl(dock);
  const feeds = state?.active_feeds.map((f) => f.video_id) ?? [];

  const copy = async () => {
    close();
    try {
      await navigator.clipboard.writeText(where ?? '');
      notify(t('menu.copied'), { code: 201 });
    } catch {
      notifyError(t('menu.copyFailed'));
    }
  };
  const stopFeeds = async () => {
    close();
    try {
      await stopDockFeeds(companyId, dock.id, feeds);
      notify(t('menu.feedsStopped'), { code: 201 });
    } catch {
      notifyError(t('menu.feedsStopFailed'));
    }
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('menu.label', { name: dock.call_sign })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="dock-card-menu"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem disabled={!where} onClick={() => void copy()}>
          {t('menu.copy')}
        </MenuItem>
        <MenuItem
          disabled={!directions}
          component="a"
          href={directions ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {t('menu.navigate')}
        </MenuItem>
        {canEdit && (
          <MenuItem
            onClick={() => {
              close();
              setEditing('call_sign');
            }}
          >
            {t('menu.editCallSign')}
          </MenuItem>
        )}
        {canEdit && (
          <MenuItem
            onClick={() => {
              close();
              setEditing('location');
            }}
          >
            {t('menu.editLocation')}
          </MenuItem>
        )}
        {devTools && (
          <MenuItem disabled={feeds.length === 0} onClick={() => void stopFeeds()}>
            {t('menu.stopLive')}
          </MenuItem>
        )}
      </Menu>
      {editing && (
        <DockEditDialog
          companyId={companyId}
          dock={dock}
          field={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
