// Landing footer: the brand's white logo (appLogoWhite) on a deep shade of its primary colour,
// with the legal links and the support address.
import { Box, Link, Stack, Typography } from '@mui/material';
import { alpha, darken, useTheme } from '@mui/material/styles';
import { useBrand } from '../../../lib/brand.tsx';

export function LandingFooter() {
  const brand = useBrand();
  const theme = useTheme();
  const muted = alpha('#ffffff', 0.78);
  const linkSx = { color: muted, '&:hover': { color: '#fff' } };
  return (
    <Box
      component="footer"
      sx={{ bgcolor: darken(theme.palette.primary.main, 0.6), color: '#fff' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, sm: 3 },
          py: 3.5,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Stack spacing={0.75}>
          <Box
            component="img"
            src={brand.appLogoWhite}
            alt={brand.appName}
            data-testid="landing-footer-logo"
            sx={{ height: 28, width: 'auto', alignSelf: 'flex-start' }}
          />
          <Typography variant="body2" sx={{ color: muted }}>
            © {new Date().getFullYear()} {brand.appName}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Link href={brand.privacyUrl} target="_blank" rel="noopener" variant="body2" sx={linkSx}>
            Privacy Policy
          </Link>
          <Link href={brand.termsUrl} target="_blank" rel="noopener" variant="body2" sx={linkSx}>
            Terms of Service
          </Link>
          <Link href={`mailto:${brand.supportEmail}`} variant="body2" sx={linkSx}>
            {brand.supportEmail}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
