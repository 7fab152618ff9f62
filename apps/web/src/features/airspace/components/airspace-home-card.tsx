// The home page's Airspace card: where to check, and the advisory page one click away.
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function AirspaceHomeCard() {
  return (
    <Card variant="outlined" data-testid="airspace-home-card">
      <CardContent>
        <Typography variant="h6" component="h3">
          Airspace advisory
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Zones, nearest aerodromes, weather, daylight and a go/no-go for the next 48 hours, for any
          point or site.
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={paths.airspaceAdvisory.href()} variant="outlined">
          Check airspace
        </Button>
      </CardActions>
    </Card>
  );
}
