// Group By (Created At, Status, Remove Grouping) and, when grouped, the grid/column toggle.
// Status grouping needs web_progress_sync, otherwise the pro dialog shows (feature-areas §6).
import GridView from '@mui/icons-material/GridView';
import Lock from '@mui/icons-material/LockOutlined';
import ViewColumn from '@mui/icons-material/ViewColumn';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import {
  Button,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState } from 'react';
import type { SiteGroupBy } from '../api/get-sites.ts';
import { ProUpsellDialog } from './message-dialog.tsx';
import { useTranslation } from 'react-i18next';

const LABEL_KEYS: Record<SiteGroupBy, string> = {
  created_at: 'groupBy.createdAt',
  status: 'groupBy.status',
};

export function GroupByMenu({
  groupBy,
  view,
  progressSync,
  onGroupBy,
  onView,
}: {
  groupBy: SiteGroupBy | null;
  view: 'grid' | 'column';
  progressSync: boolean;
  onGroupBy: (g: SiteGroupBy | null) => void;
  onView: (v: 'grid' | 'column') => void;
}) {
  const { t } = useTranslation('sites');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [upsell, setUpsell] = useState(false);
  const pick = (g: SiteGroupBy | null) => {
    setAnchor(null);
    if (g === 'status' && !progressSync) setUpsell(true);
    else onGroupBy(g);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {groupBy ? t('groupBy.labelWith', { group: t(LABEL_KEYS[groupBy]) }) : t('groupBy.label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem selected={groupBy === 'created_at'} onClick={() => pick('created_at')}>
          <ListItemText>{t('groupBy.createdAt')}</ListItemText>
        </MenuItem>
        <MenuItem selected={groupBy === 'status'} onClick={() => pick('status')}>
          <ListItemText>{t('groupBy.status')}</ListItemText>
          {!progressSync && (
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <Lock fontSize="small" aria-label={t('groupBy.proFeature')} />
            </ListItemIcon>
          )}
        </MenuItem>
        <MenuItem disabled={groupBy === null} onClick={() => pick(null)}>
          <ListItemText>{t('groupBy.remove')}</ListItemText>
        </MenuItem>
      </Menu>
      {groupBy && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: 'grid' | 'column' | null) => v && onView(v)}
          aria-label={t('groupBy.view')}
        >
          <ToggleButton value="grid" aria-label={t('groupBy.grid')}>
            <GridView fontSize="small" />
          </ToggleButton>
          <ToggleButton value="column" aria-label={t('groupBy.column')}>
            <ViewColumn fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {upsell && <ProUpsellDialog feature={t('groupBy.upsell')} onClose={() => setUpsell(false)} />}
    </Stack>
  );
}
