// The actions of one waypoint, run in order when the drone reaches it: add from a menu, reorder,
// remove, edit the value with the engine's bounds. The 15-action cap is explained, not just enforced.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { WaypointAction } from '../types.ts';
import {
  ACTION_TYPES,
  actionProblem,
  actionValue,
  actionValueSpec,
  canAddAction,
  defaultAction,
  MAX_ACTIONS_PER_WAYPOINT,
  withActionValue,
} from '../utils/action-rules.ts';
import { moveItem } from '../utils/waypoint-list.ts';
import { UnitNumberField } from './unit-number-field.tsx';

import { useTranslation } from 'react-i18next';

export interface WaypointActionsProps {
  /** 1-based, for labels ("Remove action 2 of waypoint 3"). */
  waypointNumber: number;
  actions: readonly WaypointAction[];
  onChange: (next: WaypointAction[]) => void;
  /** Server errors keyed by the action's field path relative to the waypoint (`actions[1].seconds`). */
  errorFor: (path: string) => string | undefined;
}

export function WaypointActions({
  waypointNumber,
  actions,
  onChange,
  errorFor,
}: WaypointActionsProps) {
  const { t } = useTranslation('missions');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const canAdd = canAddAction(actions);
  const replace = (i: number, a: WaypointAction) =>
    onChange(actions.map((x, k) => (k === i ? a : x)));
  const where = { n: waypointNumber };

  return (
    <Box component="section" aria-label={t('actions.of', { n: waypointNumber })}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">
          {t('actions.title', { n: actions.length, max: MAX_ACTIONS_PER_WAYPOINT })}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={!canAdd}
          aria-label={t('actions.addTo', { n: waypointNumber })}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
        >
          {t('actions.add')}
        </Button>
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
      >
        {ACTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setMenuAnchor(null);
              onChange([...actions, defaultAction(type)]);
            }}
          >
            {t(`actions.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
      {!canAdd && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('actions.cap', { max: MAX_ACTIONS_PER_WAYPOINT })}
        </Alert>
      )}
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('actions.none')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {actions.map((a, i) => {
            const spec = actionValueSpec(a.type);
            const value = actionValue(a);
            // The engine's bounds sentence, worded by the catalogue (same English as action-rules).
            const bounds = actionProblem(a)
              ? spec
                ? t(`actions.bounds.${a.type}`, { min: spec.min, max: spec.max })
                : t('actions.unsupported')
              : null;
            const problem = bounds ?? (spec ? errorFor(`actions[${i}].${spec.key}`) : undefined);
            return (
              <Stack
                component="li"
                key={i}
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
              >
                <Typography variant="body2" sx={{ minWidth: 120, flex: '1 1 120px', pt: 1 }}>
                  {i + 1}. {t(`actions.types.${a.type}`)}
                </Typography>
                {spec && value !== null && (
                  <Box sx={{ flex: '1 1 130px', minWidth: 0 }}>
                    <UnitNumberField
                      label={t(`actions.value.${spec.key}`)}
                      value={value}
                      unit={spec.unit}
                      decimals={1}
                      onChange={(v) => v !== undefined && replace(i, withActionValue(a, v))}
                      error={problem ?? null}
                      helperText={t('actions.range', {
                        min: spec.min,
                        max: spec.max,
                        unit: spec.unit,
                      })}
                    />
                  </Box>
                )}
                <Stack direction="row">
                  <Tooltip title={t('actions.moveUpTip')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('actions.moveUp', { ...where, i: i + 1 })}
                        disabled={i === 0}
                        onClick={() => onChange(moveItem(actions, i, i - 1))}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('actions.moveDownTip')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('actions.moveDown', { ...where, i: i + 1 })}
                        disabled={i === actions.length - 1}
                        onClick={() => onChange(moveItem(actions, i, i + 1))}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('common:actions.remove')}>
                    <IconButton
                      size="small"
                      aria-label={t('actions.remove', { ...where, i: i + 1 })}
                      onClick={() => onChange(actions.filter((_, k) => k !== i))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
