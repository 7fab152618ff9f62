// Corridor video: altitude, gimbal pitch and speed along the line.
import { Stack } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { LIMITS } from '@sortie/flightplan';
import type { PlannerDraft } from '../utils/planner-draft.ts';
import { heightUnit, speedUnit } from '../utils/unit-convert.ts';
import { NumberField } from './number-field.tsx';
import { useTranslation } from 'react-i18next';

export function VideoFields(props: {
  value: PlannerDraft['video'];
  onChange: (next: PlannerDraft['video']) => void;
  units: TUnitPreferences;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('missions');
  const { value: v, onChange, units, errors } = props;
  const h = heightUnit(units);
  return (
    <Stack spacing={2}>
      <NumberField
        label={t('mapping.altitude')}
        value={v.altitude_m}
        onChange={(x) => x !== undefined && onChange({ ...v, altitude_m: x })}
        {...h}
        error={errors.altitude_m}
        testId="planner-altitude"
      />
      <NumberField
        label={t('video.gimbalPitch')}
        unit="°"
        decimals={0}
        min={LIMITS.gimbal_pitch_deg[0]}
        max={LIMITS.gimbal_pitch_deg[1]}
        value={v.gimbal_pitch_deg}
        onChange={(x) => x !== undefined && onChange({ ...v, gimbal_pitch_deg: x })}
        error={errors.gimbal_pitch_deg}
      />
      <NumberField
        label={t('mapping.speed')}
        value={v.speed_mps}
        optional
        placeholder={t('video.cameraDefault')}
        onChange={(x) => onChange({ ...v, speed_mps: x })}
        {...speedUnit(units)}
        error={errors.speed_mps}
        testId="planner-speed"
      />
    </Stack>
  );
}
