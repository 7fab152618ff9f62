// The drone details dialog (feature-areas §2, §4): name with the maker's link, picture, specs
// (manufacturer, flight time in minutes, ceiling in metres), the features accordion in green or
// red, and the flight app download, disabled as '{app} Not Supported' without a link.
import type { TDroneAsset } from '@sortie/domain/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useBrand } from '../../../lib/brand.tsx';
import { useCatalogueSensors as useSensors } from '../api/catalogue.ts';
import {
  ceilingMetres,
  downloadLink,
  droneFeatures,
  flightTimeMinutes,
} from '../utils/drone-details.ts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';

export function DroneDetailsDialog(props: { drone: TDroneAsset | null; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const { drone, onClose } = props;
  const brand = useBrand();
  const sensors = useSensors();
  if (!drone) return null;
  const features = droneFeatures(drone, sensors.data ?? []);
  const link = downloadLink(drone, brand);
  const minutes = flightTimeMinutes(drone);
  const ceiling = ceilingMetres(drone);
  const spec = (label: string, value: string) => (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography fontWeight={600}>{value}</Typography>
    </Stack>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="drone-details-title">
      <DialogTitle id="drone-details-title">
        {drone.website ? (
          <Link href={drone.website} target="_blank" rel="noopener" underline="hover">
            {drone.model_name}
          </Link>
        ) : (
          drone.model_name
        )}
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            height: 120,
            bgcolor: 'action.hover',
            borderRadius: 2,
            mb: 2,
          }}
        >
          {drone.picture_url ? (
            <img src={drone.picture_url} alt={drone.model_name} style={{ maxHeight: 110 }} />
          ) : (
            <FlightOutlined sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
          )}
        </Box>
        {spec(t('details.manufacturer'), drone.manufacturer)}
        {spec(
          t('details.flightTime'),
          minutes === null ? '—' : t('details.minutes', { count: minutes }),
        )}
        {spec(t('details.ceiling'), ceiling === null ? '—' : `${formatNumber(ceiling)} m`)}
        <Accordion disableGutters sx={{ mt: 2 }} defaultExpanded>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography fontWeight={600}>{t('details.features')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {features.map((f) => (
              <Stack
                key={f.key}
                direction="row"
                spacing={1}
                alignItems="center"
                sx={{ py: 0.25, color: f.supported ? 'success.main' : 'error.main' }}
                data-testid={`feature-${f.key}`}
                data-supported={f.supported}
              >
                {f.supported ? <CheckCircle fontSize="small" /> : <Cancel fontSize="small" />}
                <Typography>{t(`features.${f.key}`, { defaultValue: f.label })}</Typography>
              </Stack>
            ))}
          </AccordionDetails>
        </Accordion>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        {link ? (
          <Button variant="contained" href={link} target="_blank" rel="noopener">
            {t('details.download', { app: brand.appName })}
          </Button>
        ) : (
          <Button variant="contained" disabled>
            {t('details.notSupported', { app: brand.appName })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
