// A checklist of workspace members for the Created By and Flown By filters.
import {
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { TMember } from '@sortie/domain/contracts';
import { memberOptions } from './member-options.ts';
import { useTranslation } from 'react-i18next';

export function MemberChecklist({
  members,
  currentUserId,
  selected,
  onToggle,
  removedToggle,
}: {
  members: readonly TMember[];
  currentUserId: string;
  selected: readonly string[];
  onToggle: (member: { id: string; name: string | null }) => void;
  removedToggle?: boolean;
}) {
  const { t } = useTranslation('sites');
  const [showRemoved, setShowRemoved] = useState(true);
  const options = memberOptions(members, currentUserId, {
    showRemoved: !removedToggle || showRemoved,
  });
  return (
    <>
      {removedToggle && members.some((m) => m.leaving_date) && (
        <FormControlLabel
          sx={{ px: 2, pt: 1 }}
          control={
            <Switch
              size="small"
              checked={showRemoved}
              onChange={(e) => setShowRemoved(e.target.checked)}
            />
          }
          label={<Typography variant="body2">{t('filters.showRemoved')}</Typography>}
        />
      )}
      <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {options.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('filters.noMembers')} />
          </ListItem>
        )}
        {options.map((o) => {
          const checked = selected.includes(o.id);
          return (
            <ListItemButton
              key={o.id}
              onClick={() => onToggle(o)}
              role="menuitemcheckbox"
              aria-checked={checked}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText
                primary={o.label}
                slotProps={{ primary: { sx: { color: o.removed ? 'text.secondary' : undefined } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
}
