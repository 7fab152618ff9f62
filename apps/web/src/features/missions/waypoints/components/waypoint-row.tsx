// One waypoint of the list: a header with its number, a summary and the move/remove buttons, and
// its settings when expanded. Alt+↑ / Alt+↓ on the header move it too, for keyboard users.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Avatar,
  Box,
  Collapse,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { DEFAULT_GIMBAL_PITCH_DEG } from '@sortie/flightplan';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import type { WaypointDraft } from '../types.ts';
import { heightUnit, speedUnit } from '../utils/unit-conversions.ts';
import { UnitNumberField } from './unit-number-field.tsx';
import { WaypointActions } from './waypoint-actions.tsx';

export interface WaypointRowProps {
  index: number;
  count: number;
  waypoint: WaypointDraft;
  missionAltitudeM: number;
  missionSpeedMps: number | undefined;
  customHeading: boolean;
  units: TUnitPreferences;
  expanded: boolean;
  /** Any problem on this waypoint (marks the collapsed row). */
  hasProblem: boolean;
  /** A problem for a field path relative to this waypoint (`altitude_m`, `actions[0].seconds`). */
  errorFor: (path: string) => string | undefined;
  /** Prefix of the ids of this row's buttons, so focus can follow a moved waypoint. */
  idPrefix: string;
  onToggle: () => void;
  onChange: (patch: Partial<WaypointDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function WaypointRow(props: WaypointRowProps) {
  const { index, count, waypoint: w, units, errorFor, idPrefix } = props;
  const { t } = useTranslation('missions');
  const n = index + 1;
  const height = heightUnit(units);
  const speed = speedUnit(units);
  const detailsId = `${idPrefix}-details`;
  const actions = w.actions ?? [];
  const hasProblem = props.hasProblem;
  const summary = [
    `${Math.round(height.toDisplay(w.altitude_m ?? props.missionAltitudeM))} ${height.unit}`,
    t('waypoints.actionCount', { count: actions.length }),
  ].join(' · ');
  // Looked up before the JSX: the keys are field paths, not words.
  const err = {
    position: errorFor('position'),
    altitude: errorFor('altitude_m'),
    speed: errorFor('speed_mps'),
    heading: errorFor('heading_deg'),
    gimbal: errorFor('gimbal_pitch_deg'),
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', borderColor: hasProblem ? 'error.main' : undefined }}
      aria-label={t('waypoints.waypoint', { n })}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', p: 1 }}
        onKeyDown={(e) => {
          if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
          e.preventDefault();
          props.onMove(e.key === 'ArrowUp' ? index - 1 : index + 1);
        }}
      >
        <Avatar
          sx={{
            width: 28,
            height: 28,
            fontSize: 14,
            bgcolor: props.expanded ? 'secondary.main' : 'primary.main',
          }}
        >
          {n}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {t('waypoints.waypoint', { n })}
          </Typography>
          <Typography variant="caption" color={hasProblem ? 'error' : 'text.secondary'} noWrap>
            {hasProblem ? t('waypoints.needsFix') : summary}
          </Typography>
        </Box>
        <Tooltip title={t('waypoints.moveUpKey')}>
          <span>
            <IconButton
              id={`${idPrefix}-up`}
              size="small"
              aria-label={t('waypoints.moveUp', { n })}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('waypoints.moveDownKey')}>
          <span>
            <IconButton
              id={`${idPrefix}-down`}
              size="small"
              aria-label={t('waypoints.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('common:actions.remove')}>
          <IconButton
            size="small"
            aria-label={t('waypoints.remove', { n })}
            onClick={props.onRemove}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton
          size="small"
          aria-label={t('waypoints.edit', { n })}
          aria-expanded={props.expanded}
          aria-controls={detailsId}
          onClick={props.onToggle}
        >
          <ExpandMoreIcon
            fontSize="small"
            sx={{
              transform: props.expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        </IconButton>
      </Stack>
      <Collapse in={props.expanded} unmountOnExit>
        <Stack id={detailsId} spacing={2} sx={{ p: 1.5, pt: 0.5 }}>
          <Stack direction="row" spacing={1}>
            <UnitNumberField
              label={t('waypoints.latitude')}
              value={w.position[1]}
              decimals={6}
              onChange={(v) => v !== undefined && props.onChange({ position: [w.position[0], v] })}
              error={err.position}
            />
            <UnitNumberField
              label={t('waypoints.longitude')}
              value={w.position[0]}
              decimals={6}
              onChange={(v) => v !== undefined && props.onChange({ position: [v, w.position[1]] })}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <UnitNumberField
              label={t('waypoints.altitude')}
              optional
              value={w.altitude_m}
              unit={height.unit}
              toDisplay={height.toDisplay}
              fromDisplay={height.fromDisplay}
              placeholder={String(Math.round(height.toDisplay(props.missionAltitudeM)))}
              helperText={t('waypoints.emptyAltitude')}
              onChange={(v) => props.onChange({ altitude_m: v })}
              error={err.altitude}
            />
            <UnitNumberField
              label={t('waypoints.speed')}
              optional
              value={w.speed_mps}
              unit={speed.unit}
              toDisplay={speed.toDisplay}
              fromDisplay={speed.fromDisplay}
              placeholder={
                props.missionSpeedMps === undefined
                  ? t('waypoints.default')
                  : String(speed.toDisplay(props.missionSpeedMps))
              }
              helperText={t('waypoints.emptySpeed')}
              onChange={(v) => props.onChange({ speed_mps: v })}
              error={err.speed}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            {props.customHeading && (
              <UnitNumberField
                label={t('waypoints.heading')}
                optional
                value={w.heading_deg}
                unit="°"
                placeholder="0"
                helperText={t('waypoints.headingHint')}
                onChange={(v) => props.onChange({ heading_deg: v })}
                error={err.heading}
              />
            )}
            <UnitNumberField
              label={t('waypoints.gimbalPitch')}
              optional
              value={w.gimbal_pitch_deg}
              unit="°"
              placeholder={String(DEFAULT_GIMBAL_PITCH_DEG)}
              helperText={t('waypoints.gimbalHint')}
              onChange={(v) => props.onChange({ gimbal_pitch_deg: v })}
              error={err.gimbal}
            />
          </Stack>
          {!props.customHeading && (
            <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
              {t('waypoints.headingAutoNote')}
            </Typography>
          )}
          <WaypointActions
            waypointNumber={n}
            actions={actions}
            onChange={(next) => props.onChange({ actions: next })}
            errorFor={errorFor}
          />
        </Stack>
      </Collapse>
    </Paper>
  );
}
