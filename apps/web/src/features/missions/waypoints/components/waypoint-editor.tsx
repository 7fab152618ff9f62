// The waypoint mission editor (feature-areas §3/§5): mission altitude and speed, path and heading
// modes, and the list of waypoints with their settings and actions. It is controlled: every edit
// reports the next draft (metric, as ZWaypointsParams stores it); the planner owns the state.
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaypointsDraft } from '../types.ts';
import { heightUnit, speedUnit } from '../utils/unit-conversions.ts';
import { validateWaypointsDraft, type SpeedRange } from '../utils/validate-waypoints.ts';
import {
  addWaypoint,
  moveWaypoint,
  nextWaypointPosition,
  removeWaypoint,
  selectionAfterMove,
  updateWaypoint,
} from '../utils/waypoint-list.ts';
import { UnitNumberField } from './unit-number-field.tsx';
import { ModeChoice } from './mode-choice.tsx';
import { WaypointRow } from './waypoint-row.tsx';

export interface WaypointEditorProps {
  value: WaypointsDraft;
  onChange: (next: WaypointsDraft) => void;
  units: TUnitPreferences;
  /** Server refusals keyed by the engine's field path (`altitude_m`, `waypoints[2].actions[0].seconds`). */
  errors?: Record<string, string>;
  /** The waypoint open for editing (shared with the map's selection); uncontrolled when absent. */
  selectedIndex?: number | null;
  onSelect?: (index: number | null) => void;
  /** The chosen camera's speed range in m/s (flightplan's speedRange); the engine's 1–15 when absent. */
  speedRangeMps?: SpeedRange;
  /** Where Add waypoint puts the first waypoint of an empty list (the site's point). */
  fallbackPosition?: [number, number] | null;
}

export function WaypointEditor(props: WaypointEditorProps) {
  const { value, onChange, units } = props;
  const { t } = useTranslation('missions');
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState<number | null>(null);
  const selected = props.selectedIndex !== undefined ? props.selectedIndex : ownSelected;
  const select = (i: number | null) => {
    setOwnSelected(i);
    props.onSelect?.(i);
  };
  // After a move the focused button's row holds another waypoint; focus follows the moved one.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // A waypoint picked on the map opens in the list; bring it into view.
  useEffect(() => {
    if (selected === null) return;
    document.getElementById(`${baseId}-wp-${selected}-up`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, baseId]);

  const speedRange = props.speedRangeMps;
  const local = useMemo(
    () => validateWaypointsDraft(value, units, speedRange),
    [value, units, speedRange],
  );
  const errorAt = (key: string): string | undefined => local[key] ?? props.errors?.[key];
  const problemKeys = useMemo(
    () => [...Object.keys(local), ...Object.keys(props.errors ?? {})],
    [local, props.errors],
  );
  // Looked up before the JSX: the keys are field paths, not words.
  const err = {
    altitude: errorAt('altitude_m'),
    speed: errorAt('speed_mps'),
    waypoints: errorAt('waypoints'),
  };
  const height = heightUnit(units);
  const speed = speedUnit(units);
  const count = value.waypoints.length;
  const nextPosition = nextWaypointPosition(value.waypoints, props.fallbackPosition ?? null);
  const rowId = (i: number) => `${baseId}-wp-${i}`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    onChange(moveWaypoint(value, from, to));
    const nextSel = selectionAfterMove(selected, from, to);
    if (nextSel !== selected) select(nextSel);
    // Keep focus on the same button, or the other one when the moved row hit an end.
    const dir = to < from ? 'up' : 'down';
    const atEnd = to === 0 || to === count - 1;
    setFocusTarget(`${rowId(to)}-${atEnd ? (dir === 'up' ? 'down' : 'up') : dir}`);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label={t('waypoints.altitude')}
          value={value.altitude_m}
          unit={height.unit}
          toDisplay={height.toDisplay}
          fromDisplay={height.fromDisplay}
          helperText={t('waypoints.aboveTakeOff')}
          error={err.altitude}
          onChange={(v) => v !== undefined && onChange({ ...value, altitude_m: v })}
        />
        <UnitNumberField
          label={t('waypoints.speed')}
          optional
          value={value.speed_mps}
          unit={speed.unit}
          toDisplay={speed.toDisplay}
          fromDisplay={speed.fromDisplay}
          placeholder={t('waypoints.default')}
          helperText={t('waypoints.betweenWaypoints')}
          error={err.speed}
          onChange={(v) => {
            const { speed_mps: _drop, ...rest } = value;
            onChange(v === undefined ? rest : { ...value, speed_mps: v });
          }}
        />
      </Stack>
      <ModeChoice
        label={t('waypoints.flightPath')}
        value={value.path_mode ?? 'normal'}
        options={[
          ['normal', t('waypoints.pathNormal'), t('waypoints.pathNormalHint')],
          ['curved', t('waypoints.pathCurved'), t('waypoints.pathCurvedHint')],
        ]}
        onChange={(path_mode) => onChange({ ...value, path_mode })}
      />
      <ModeChoice
        label={t('waypoints.heading')}
        value={value.heading_mode ?? 'auto'}
        options={[
          ['auto', t('waypoints.headingAuto'), t('waypoints.headingAutoHint')],
          ['custom', t('waypoints.headingCustom'), t('waypoints.headingCustomHint')],
        ]}
        onChange={(heading_mode) => onChange({ ...value, heading_mode })}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {t('waypoints.title', { n: count })}
        </Typography>
        <Button
          size="small"
          startIcon={<AddLocationAltIcon />}
          disabled={!nextPosition}
          onClick={() => {
            if (!nextPosition) return;
            onChange(addWaypoint(value, nextPosition));
            select(count);
          }}
        >
          {t('waypoints.add')}
        </Button>
      </Stack>
      {err.waypoints && <Alert severity={count === 0 ? 'info' : 'warning'}>{err.waypoints}</Alert>}
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('waypoints.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}
          aria-label={t('waypoints.listLabel')}
        >
          {value.waypoints.map((w, i) => (
            <WaypointRow
              key={i}
              index={i}
              count={count}
              waypoint={w}
              missionAltitudeM={value.altitude_m}
              missionSpeedMps={value.speed_mps}
              customHeading={value.heading_mode === 'custom'}
              units={units}
              expanded={selected === i}
              hasProblem={problemKeys.some((k) => k.startsWith(`waypoints[${i}].`))}
              errorFor={(path) => errorAt(`waypoints[${i}].${path}`)}
              idPrefix={rowId(i)}
              onToggle={() => select(selected === i ? null : i)}
              onChange={(patch) => onChange(updateWaypoint(value, i, patch))}
              onMove={(to) => move(i, to)}
              onRemove={() => {
                onChange(removeWaypoint(value, i));
                if (selected !== null && selected >= i)
                  select(selected === i ? null : selected - 1);
              }}
            />
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('waypoints.mapHint')}
      </Typography>
    </Stack>
  );
}
