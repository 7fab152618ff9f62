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
  const n = index + 1;
  const height = heightUnit(units);
  const speed = speedUnit(units);
  const detailsId = `${idPrefix}-details`;
  const actions = w.actions ?? [];
  const hasProblem = props.hasProblem;
  const summary = [
    `${Math.round(height.toDisplay(w.altitude_m ?? props.missionAltitudeM))} ${height.unit}`,
    actions.length === 1 ? '1 action' : `${actions.length} actions`,
  ].join(' · ');

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', borderColor: hasProblem ? 'error.main' : undefined }}
      aria-label={`Waypoint ${n}`}
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
            Waypoint {n}
          </Typography>
          <Typography variant="caption" color={hasProblem ? 'error' : 'text.secondary'} noWrap>
            {hasProblem ? 'Needs a fix' : summary}
          </Typography>
        </Box>
        <Tooltip title="Move up (Alt+↑)">
          <span>
            <IconButton
              id={`${idPrefix}-up`}
              size="small"
              aria-label={`Move waypoint ${n} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down (Alt+↓)">
          <span>
            <IconButton
              id={`${idPrefix}-down`}
              size="small"
              aria-label={`Move waypoint ${n} down`}
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove waypoint ${n}`} onClick={props.onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton
          size="small"
          aria-label={`Edit waypoint ${n}`}
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
              label="Latitude"
              value={w.position[1]}
              decimals={6}
              onChange={(v) => v !== undefined && props.onChange({ position: [w.position[0], v] })}
              error={errorFor('position')}
            />
            <UnitNumberField
              label="Longitude"
              value={w.position[0]}
              decimals={6}
              onChange={(v) => v !== undefined && props.onChange({ position: [v, w.position[1]] })}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <UnitNumberField
              label="Altitude"
              optional
              value={w.altitude_m}
              unit={height.unit}
              toDisplay={height.toDisplay}
              fromDisplay={height.fromDisplay}
              placeholder={String(Math.round(height.toDisplay(props.missionAltitudeM)))}
              helperText="Empty: mission altitude"
              onChange={(v) => props.onChange({ altitude_m: v })}
              error={errorFor('altitude_m')}
            />
            <UnitNumberField
              label="Speed"
              optional
              value={w.speed_mps}
              unit={speed.unit}
              toDisplay={speed.toDisplay}
              fromDisplay={speed.fromDisplay}
              placeholder={
                props.missionSpeedMps === undefined
                  ? 'Default'
                  : String(speed.toDisplay(props.missionSpeedMps))
              }
              helperText="Empty: mission speed"
              onChange={(v) => props.onChange({ speed_mps: v })}
              error={errorFor('speed_mps')}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            {props.customHeading && (
              <UnitNumberField
                label="Heading"
                optional
                value={w.heading_deg}
                unit="°"
                placeholder="0"
                helperText="0 is north"
                onChange={(v) => props.onChange({ heading_deg: v })}
                error={errorFor('heading_deg')}
              />
            )}
            <UnitNumberField
              label="Gimbal pitch"
              optional
              value={w.gimbal_pitch_deg}
              unit="°"
              placeholder={String(DEFAULT_GIMBAL_PITCH_DEG)}
              helperText="-90 looks straight down"
              onChange={(v) => props.onChange({ gimbal_pitch_deg: v })}
              error={errorFor('gimbal_pitch_deg')}
            />
          </Stack>
          {!props.customHeading && (
            <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
              Heading: auto, facing the next waypoint.
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
