// SiteDetailsPage with siteId 'new' (feature-areas §2): ?workflow=upload reads a site file,
// ?workflow=draw draws a polygon, line or point. Both are judged by flightplan's siteShapeOf, the
// function the server runs on Save, so Save is offered only for what the server accepts; the
// server's refusals are still shown as its sentences.
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES, formatArea, formatDistance } from '@sortie/domain';
import type { TCreateSiteRequest } from '@sortie/domain/contracts';
import { siteShapeOf, type LngLat, type SiteGeometry } from '@sortie/flightplan';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  drawGeometry,
  emptyDraw,
  isDrawSelfIntersecting,
  type DrawState,
} from '../../../lib/map/draw-geometry.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateSite } from '../api/create-site.ts';
import { siteSaveErrorMessage } from '../utils/site-save-error.ts';
import { findSitesByName } from '../api/find-sites-by-name.ts';
import { CorridorWidthField, DEFAULT_CORRIDOR_WIDTH_M } from './corridor-width-field.tsx';
import { DrawSitePanel } from './draw-site-panel.tsx';
import { SitePageLayout } from './site-page-layout.tsx';
import { UploadSitePanel, type UploadedSite } from './upload-site-panel.tsx';
import { useTranslation } from 'react-i18next';
import { measureText } from '../utils/site-i18n.ts';

export type NewSiteWorkflow = 'upload' | 'draw';

export function NewSitePage({
  companyId,
  workflow,
}: {
  companyId: string;
  workflow: NewSiteWorkflow;
}) {
  const { t } = useTranslation('sites');
  const user = useCurrentUser();
  const units = user?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
  const navigate = useNavigate();
  const create = useCreateSite(companyId);
  const [uploaded, setUploaded] = useState<UploadedSite | null>(null);
  const [draw, setDraw] = useState<DrawState>(() => emptyDraw('polygon'));
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [centre, setCentre] = useState<LngLat | null>(null);
  const [corridorM, setCorridorM] = useState<number | null>(DEFAULT_CORRIDOR_WIDTH_M);
  // A refusal speaks of the shape it was given: any change of the drawing makes it stale.
  const changeDraw = (next: DrawState) => {
    setDraw(next);
    if (create.error) create.reset();
  };

  const intersecting = workflow === 'draw' && isDrawSelfIntersecting(draw);
  const geometry: SiteGeometry | null =
    workflow === 'upload' ? (uploaded?.site.geometry ?? null) : drawGeometry(draw);
  const isLine = geometry?.type === 'LineString' || (workflow === 'draw' && draw.mode === 'line');
  // Crossing edges have their own live message (and red edges) in the draw panel.
  const drawnGeometry = workflow === 'draw' && !intersecting ? geometry : null;
  const drawIssue = useMemo(() => {
    if (!drawnGeometry) return null;
    const judged = siteShapeOf(drawnGeometry, 'Site');
    return judged.ok ? null : judged.error;
  }, [drawnGeometry]);
  const shown = useMemo(
    () => (workflow === 'upload' && uploaded ? [uploaded.site.geometry] : []),
    [workflow, uploaded],
  );
  const nameOk = name.trim().length > 0 && name.trim().length <= 120;
  const canSave =
    geometry !== null &&
    !intersecting &&
    !drawIssue &&
    nameOk &&
    (!isLine || corridorM !== null) &&
    !create.isPending;

  const save = (e: FormEvent) => {
    e.preventDefault();
    setNameTouched(true);
    if (!canSave || !geometry) return;
    const body: TCreateSiteRequest = {
      name: name.trim(),
      geometry: geometry as TCreateSiteRequest['geometry'],
      ...(isLine && corridorM !== null ? { corridor_width_m: corridorM } : {}),
    };
    create.mutate(body, {
      onSuccess: (site) => {
        notify(t('create.created'), { code: 201 });
        void navigate(paths.siteDetails.href(companyId, site.id), { replace: true });
      },
    });
  };

  const uploadMeasure = uploaded
    ? uploaded.site.area_m2 !== null
      ? t('draw.area', { size: measureText(formatArea(uploaded.site.area_m2, units)) })
      : uploaded.site.length_m !== null
        ? t('draw.length', { size: measureText(formatDistance(uploaded.site.length_m, units)) })
        : t('types.point')
    : null;

  const panel = (
    <Card component="form" onSubmit={save} noValidate aria-label={t('create.newSite')}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {workflow === 'upload' ? t('create.uploadHeading') : t('create.drawHeading')}
          </Typography>
          {workflow === 'upload' ? (
            <>
              <UploadSitePanel
                uploaded={uploaded}
                onUploaded={(u) => {
                  setUploaded(u);
                  setName(u.name);
                  create.reset();
                }}
              />
              {uploadMeasure && (
                <Typography
                  sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover', fontWeight: 600 }}
                >
                  {uploadMeasure}
                </Typography>
              )}
            </>
          ) : (
            <DrawSitePanel
              state={draw}
              onChange={changeDraw}
              intersecting={intersecting}
              issue={drawIssue}
              units={units}
              centre={centre}
            />
          )}
          <TextField
            label={t('details.name')}
            value={name}
            required
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setNameTouched(true)}
            error={nameTouched && !nameOk}
            helperText={nameTouched && !nameOk ? t('details.nameHelp') : ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          {isLine && (
            <CorridorWidthField valueM={corridorM} onChange={setCorridorM} units={units} />
          )}
          {create.error && (
            <Alert severity="error" role="alert">
              {siteSaveErrorMessage(create.error, units)}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={!canSave}>
            {t('create.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );

  return (
    <SitePageLayout
      title={workflow === 'upload' ? t('create.upload') : t('create.draw')}
      backTo={paths.sites.href(companyId)}
      panelFirstOnPhones={workflow === 'upload' && !uploaded}
      map={
        <SiteMap
          height={{ xs: 360, md: 'min(70vh, 640px)' }}
          label={workflow === 'draw' ? t('create.drawingMap') : t('create.siteMap')}
          geometries={shown}
          fitKey={uploaded?.fileName}
          invalid={intersecting}
          corridorWidthM={isLine ? corridorM : null}
          draw={workflow === 'draw' ? { state: draw, onChange: changeDraw } : undefined}
          onCenterChange={setCentre}
          searchSites={(q, signal) => findSitesByName(companyId, q, signal)}
        />
      }
      panel={panel}
    />
  );
}
