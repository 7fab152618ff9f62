import { Box, Link, Stack, Typography } from '@mui/material';
import { useBrand } from '../../../lib/brand.tsx';

export function LandingFooter() {
  const brand = useBrand();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, sm: 3 },
          py: 3,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {brand.appName}
        </Typography>
        <Stack direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Link
            href={brand.privacyUrl}
            target="_blank"
            rel="noopener"
            variant="body2"
            color="text.secondary"
          >
            Privacy Policy
          </Link>
          <Link
            href={brand.termsUrl}
            target="_blank"
            rel="noopener"
            variant="body2"
            color="text.secondary"
          >
            Terms of Service
          </Link>
          <Link href={`mailto:${brand.supportEmail}`} variant="body2" color="text.secondary">
            {brand.supportEmail}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
