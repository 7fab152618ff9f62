// The annotation tools under the camera controls: turn drawing on (click a point, drag a box on
// the video), name what is marked, and remove marks. Every viewer sees the same list live.
import Close from '@mui/icons-material/Close';
import { Button, Chip, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { StreamControl } from './use-stream-control.ts';
import { useAnnotationLabel } from './annotation-label.ts';
import { useTranslation } from 'react-i18next';

export function AnnotationList(props: {
  control: StreamControl;
  annotating: boolean;
  onAnnotatingChange: (on: boolean) => void;
}) {
  const { control: c } = props;
  const [label, setLabel] = useAnnotationLabel();
  const { t } = useTranslation('streams');
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={props.annotating}
              onChange={(e) => props.onAnnotatingChange(e.target.checked)}
            />
          }
          label={t('annotations.toggle')}
        />
        <TextField
          size="small"
          label={t('annotations.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value.slice(0, 60))}
          sx={{ width: 200 }}
        />
        {c.annotations.length > 0 && (
          <Button size="small" onClick={c.clearAnnotations}>
            {t('annotations.clearAll')}
          </Button>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        data-testid="annotation-list"
      >
        {c.annotations.map((a, i) => (
          <Chip
            key={a.id}
            size="small"
            label={t(a.author.name ? 'annotations.chip' : 'annotations.chipNoAuthor', {
              n: i + 1,
              label: a.label || t(a.kind === 'box' ? 'annotations.box' : 'annotations.point'),
              author: a.author.name,
            })}
            onDelete={() => c.removeAnnotation(a.id)}
            deleteIcon={<Close aria-label={t('annotations.remove', { n: i + 1 })} />}
          />
        ))}
      </Stack>
    </Stack>
  );
}
