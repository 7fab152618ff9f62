// The map's static stand-in: the geometry drawn as SVG on a plain background. Shown while
// MapLibre loads, and instead of it when WebGL is unavailable, so the page stays usable.
import { Box, Chip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { geometrySvg, type SiteGeometry } from './geometry.ts';
import { PLAIN_BACKGROUND } from './map-style.ts';

const W = 800;
const H = 500;

export function StaticMap({
  geometries,
  invalid,
  note,
}: {
  geometries: readonly SiteGeometry[];
  invalid?: boolean;
  note?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colour = invalid ? theme.palette.error.main : theme.palette.primary.main;
  const { paths, points } = geometrySvg(geometries, W, H, 40);
  return (
    <Box sx={{ position: 'absolute', inset: 0, bgcolor: PLAIN_BACKGROUND }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="xMidYMid meet"
        width="100%"
        height="100%"
        role="img"
        aria-label={t('map.outline')}
      >
        {paths.map((p, i) => (
          <path
            key={i}
            d={p.d}
            fill={p.closed ? colour : 'none'}
            fillOpacity={0.22}
            stroke={colour}
            strokeWidth={3}
            strokeLinejoin="round"
          />
        ))}
        {points.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={8} fill={colour} stroke="#fff" strokeWidth={2} />
        ))}
      </svg>
      {note && (
        <Chip
          size="small"
          label={note}
          sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', boxShadow: 1 }}
        />
      )}
    </Box>
  );
}
