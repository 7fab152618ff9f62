// A site's airspace on its page: the advisory badge and findings, and the 48-hour go/no-go
// timeline at the planned height, each no-go hour with its reasons.
import { Box, Card, CardContent, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import type { TSite } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useSiteAirspace } from '../api/airspace-api.ts';
import { AdvisoryBadge } from './advisory-panel.tsx';
import { GoNoGoTimeline } from './go-no-go-timeline.tsx';

const HEIGHTS = [30, 60, 90, 120];

export function SiteAirspaceSection({ companyId, site }: { companyId: string; site: TSite }) {
  const [heightM, setHeightM] = useState(60);
  const q = useSiteAirspace(companyId, site.id, heightM);
  return (
    <Card variant="outlined" data-testid="site-airspace">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Airspace and go/no-go
          </Typography>
          {q.data && <AdvisoryBadge advisory={q.data.advisory} />}
          <TextField
            select
            size="small"
            label="Height"
            value={heightM}
            onChange={(e) => setHeightM(Number(e.target.value))}
          >
            {HEIGHTS.map((h) => (
              <MenuItem key={h} value={h}>
                {h} m
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {q.isPending && <Skeleton variant="rounded" height={120} />}
        {q.isError && <Typography color="error">{q.error.message}</Typography>}
        {q.data && (
          <>
            {q.data.advisory.findings.map((f, i) => (
              <Typography key={i} variant="body2">
                {f.text}
              </Typography>
            ))}
            <Box sx={{ mt: 1 }}>
              <GoNoGoTimeline forecast={q.data.forecast} />
            </Box>
            <Typography variant="caption" component="p" sx={{ mt: 1 }} color="text.secondary">
              {q.data.advisory.disclaimer}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
