// The dock card (feature-areas §2, §4): call sign, location or 'Location N/A', the state pill
// (with the flight authority holder's avatar while Flying), the aircraft with its battery
// (colours of §4, a charging icon) or 'Not Bound' in red, and the weather and HMS islands.
// The menu is a slot (dock-card-menu.tsx) so the card itself needs no providers.
import { useTranslation } from 'react-i18next';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import {
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TDock, TDockState } from '@sortie/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { HmsIsland, WeatherIsland } from './dock-islands.tsx';
import { modelText, pillText } from './dock-word-text.ts';

const PILL_COLORS = { red: 'error', amber: 'warning', green: 'success', blue: 'info' } as const;

/** Battery colour of §4: green above 30 % or charging, amber above 15 %, else red. */
export function batteryColor(percent: number, charging: boolean): 'success' | 'warning' | 'error' {
  if (charging || percent > 30) return 'success';
  return percent > 15 ? 'warning' : 'error';
}

export function DockCard({
  companyId,
  dock,
  state,
  menu,
}: {
  companyId: string;
  dock: TDock;
  state: TDockState | undefined;
  /** The ⋮ menu (dock-card-menu.tsx), outside the card's link. */
  menu?: ReactNode;
}) {
  const { t } = useTranslation('docks');
  const pill = state?.pill ?? {
    kind: 'offline',
    label: t('card.offline'),
    color: 'red' as const,
  };
  const battery = state?.drone_battery_percent ?? null;
  const charging = state?.drone_charging ?? false;
  const holder = pill.kind === 'flying' ? (state?.flight_authority ?? null) : null;
  return (
    <Card data-testid={`dock-card-${dock.sn}`} sx={{ height: '100%', position: 'relative' }}>
      {menu && <Box sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1 }}>{menu}</Box>}
      <CardActionArea component={Link} to={paths.dockDetails.href(companyId, dock.id)}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <RouterOutlined color="primary" />
            <Box sx={{ minWidth: 0, flex: 1, pr: menu ? 3 : 0 }}>
              <Typography fontWeight={700} noWrap>
                {dock.call_sign}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {dock.location ?? t('card.noLocation')}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={pillText(pill)}
              color={PILL_COLORS[pill.color]}
              data-testid="dock-pill"
              avatar={
                holder ? (
                  <Tooltip title={t('card.authority', { name: holder.name })}>
                    <Avatar
                      alt={holder.name}
                      src={holder.profile_picture ?? undefined}
                      data-testid="dock-authority-avatar"
                    >
                      {holder.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </Tooltip>
                ) : undefined
              }
            />
            {state && <WeatherIsland state={state} supportsRain={dock.rainfall} />}
            {state && state.hms.length > 0 && <HmsIsland hms={state.hms} />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {modelText(dock.model_name, dock.model_key, 'dock')}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {dock.drone ? (
              <>
                <Typography variant="body2">
                  {modelText(dock.drone.model_name, dock.drone.model_key, 'aircraft')}
                </Typography>
                {battery !== null && (
                  <Typography
                    variant="body2"
                    fontWeight={700}
                    color={`${batteryColor(battery, charging)}.main`}
                    data-testid="dock-battery"
                  >
                    {battery}%
                  </Typography>
                )}
                {charging && (
                  <BatteryChargingFullOutlined fontSize="small" aria-label={t('card.charging')} />
                )}
              </>
            ) : (
              <Typography variant="body2" color="error.main" fontWeight={700}>
                {t('card.notBound')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
