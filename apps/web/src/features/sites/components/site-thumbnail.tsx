// A site's thumbnail: the server's SVG in the brand's primary colour, or the outline drawn here
// while it loads or when it cannot load.
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { TSiteSummary, TUnitPreferences } from '@sortie/domain/contracts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useQuery } from '@tanstack/react-query';
import { geometrySvg } from '../../../lib/map/geometry.ts';
import { siteThumbnailQueryOptions } from '../api/get-site-thumbnail.ts';

// The server thumbnail's own background, so the letterbox around it (object-fit: contain on
// narrow cards) does not show as bands of another shade.
const BG = '#eef3f8';

/**
 * The thumbnail URL asking for `colour` (a #rrggbb theme colour; others keep the default) and,
 * for an imperial user, a scale bar in ft/mi instead of m/km (issue 10 §7).
 */
export function thumbnailUrlIn(
  url: string,
  colour: string,
  units: TUnitPreferences['distance'] = 'metric',
): string {
  if (!url) return url;
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  const params = [
    ...(hex ? [`colour=${hex.toUpperCase()}`] : []),
    ...(units === 'imperial' ? ['units=imperial'] : []),
  ];
  if (params.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}`;
}

export function SiteThumbnail({
  site,
  height = 140,
}: {
  site: Pick<TSiteSummary, 'thumbnail' | 'outline'>;
  height?: number;
}) {
  const theme = useTheme();
  const colour = theme.palette.primary.main;
  const units = useCurrentUser()?.unit_preferences?.distance;
  const q = useQuery({
    ...siteThumbnailQueryOptions(thumbnailUrlIn(site.thumbnail, colour, units)),
    enabled: Boolean(site.thumbnail),
  });
  if (q.data)
    return (
      <Box
        component="img"
        src={q.data}
        alt=""
        sx={{ display: 'block', width: '100%', height, objectFit: 'contain', bgcolor: BG }}
      />
    );
  const { paths, points } = geometrySvg([site.outline], 300, 140, 18);
  return (
    <Box sx={{ height, bgcolor: BG }} aria-hidden>
      <svg viewBox="0 0 300 140" width="100%" height="100%" preserveAspectRatio="xMidYMid meet">
        {paths.map((p, i) => (
          <path
            key={i}
            d={p.d}
            fill={p.closed ? colour : 'none'}
            fillOpacity={0.2}
            stroke={colour}
            strokeWidth={2.5}
          />
        ))}
        {points.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={6} fill={colour} />
        ))}
      </svg>
    </Box>
  );
}
