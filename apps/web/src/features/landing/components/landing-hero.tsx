// Landing hero (feature-areas §2): app name, the tagline of the day, Login and Register.
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha, darken, useTheme } from '@mui/material/styles';
import { useBrand } from '../../../lib/brand.tsx';
import { taglineOfTheDay } from '../utils/tagline.ts';

/** A survey grid and a lawn-mower flight path: what the product plans, drawn as decoration. */
function SurveyArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      aria-hidden
      sx={{ width: '100%', height: 'auto', maxWidth: 460, display: 'block' }}
    >
      <defs>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="300" rx="24" fill="url(#grid)" />
      <polygon
        points="60,70 320,40 360,220 110,260"
        fill="rgba(255,255,255,0.12)"
        stroke="rgba(255,255,255,0.85)"
        strokeWidth="2.5"
        strokeDasharray="8 6"
      />
      <polyline
        points="80,90 318,62 324,92 86,120 92,150 330,122 336,152 98,180 104,210 342,182 348,210 112,238"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {[
        [80, 90],
        [318, 62],
        [112, 238],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#fff" />
      ))}
      <g transform="translate(212 140)">
        <circle r="26" fill="rgba(255,255,255,0.18)" />
        <rect x="-9" y="-9" width="18" height="18" rx="4" fill="#fff" />
        {[
          [-18, -18],
          [18, -18],
          [-18, 18],
          [18, 18],
        ].map(([x, y]) => (
          <g key={`${x}${y}`}>
            <line x1="0" y1="0" x2={x} y2={y} stroke="#fff" strokeWidth="3" />
            <circle cx={x} cy={y} r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
          </g>
        ))}
      </g>
    </Box>
  );
}

export function LandingHero({
  onLogin,
  onRegister,
  now = new Date(),
}: {
  onLogin: () => void;
  onRegister: () => void;
  now?: Date;
}) {
  const brand = useBrand();
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={{
        color: '#fff',
        background: `radial-gradient(1200px 500px at 85% -10%, ${alpha('#ffffff', 0.18)}, transparent 60%), linear-gradient(135deg, ${darken(primary, 0.45)} 0%, ${primary} 100%)`,
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, sm: 3 },
          py: { xs: 6, sm: 8, md: 11 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              textTransform: 'uppercase',
              letterSpacing: '0.14em',
              fontWeight: 700,
              fontSize: 13,
              opacity: 0.85,
            }}
          >
            Plan · Fly · Verify
          </Typography>
          <Typography
            id="landing-title"
            variant="h1"
            data-testid="landing-app-name"
            sx={{ fontSize: { xs: 40, sm: 56, md: 68 }, lineHeight: 1.05, mt: 1.5 }}
          >
            {brand.appName}
          </Typography>
          <Typography
            data-testid="landing-tagline"
            sx={{
              fontSize: { xs: 18, sm: 21 },
              mt: 2,
              opacity: 0.92,
              maxWidth: 560,
              lineHeight: 1.5,
            }}
          >
            {taglineOfTheDay(brand.taglines, now)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button
              size="large"
              variant="contained"
              onClick={onLogin}
              data-testid="landing-login"
              sx={{
                bgcolor: '#fff',
                color: darken(primary, 0.2),
                px: 4,
                '&:hover': { bgcolor: alpha('#ffffff', 0.9) },
              }}
            >
              Login
            </Button>
            <Button
              size="large"
              variant="outlined"
              onClick={onRegister}
              data-testid="landing-register"
              sx={{
                color: '#fff',
                borderColor: alpha('#ffffff', 0.7),
                px: 4,
                '&:hover': { borderColor: '#fff', bgcolor: alpha('#ffffff', 0.08) },
              }}
            >
              Register
            </Button>
          </Stack>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, justifyContent: 'center' }}>
          <SurveyArt />
        </Box>
      </Box>
    </Box>
  );
}
