// Data Check (/drone-data-verification, public): select a dataset, configure, results. The
// images are read in Web Workers and never leave the browser; the server only counts the free run
// and keeps the summary (counts, figures, verdict).
import {
  Box,
  Button,
  Container,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  Alert,
} from '@mui/material';
import type {
  TDataVerificationSettings,
  TListSensorsResponse,
  TMission,
} from '@sortie/domain/contracts';
import {
  analyseDataset,
  detectCamera,
  geometryOf,
  type CheckSettings,
  type DataCheckResult,
} from '@sortie/domain/data-check';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../../lib/api-client.ts';
import { pickHomeWorkspace } from '../../../lib/auth-storage.ts';
import { errorText } from '../../../lib/errors.ts';
import { assetKeys } from '../../../lib/query-keys.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { resultCsv } from '../analysis/csv.ts';
import { mapSnapshot } from '../analysis/map-snapshot.ts';
import { runSummary } from '../analysis/summary.ts';
import { analyseFiles, type Progress } from '../analysis/worker-pool.ts';
import {
  attachResult,
  countTrial,
  createRun,
  dataCheckKeys,
} from '../api/data-verification-api.ts';
import { mappingMissionsQuery, useSiteMappingMissions } from '../api/site-missions.ts';
import { useSiteOptions } from '../api/site-options.ts';
import { customGeometry, missionPlan } from '../analysis/mission-plan.ts';
import { ConfigureStep, DEFAULT_FORM, formErrors, type ConfigForm } from './configure-step.tsx';
import { DatasetFindings } from './dataset-findings.tsx';
import { FlaggedThumbnails } from './flagged-thumbnails.tsx';
import { PastRuns } from './past-runs.tsx';
import { ResultsMap } from './results-map.tsx';
import { ResultsTable } from './results-table.tsx';
import { RunProgress } from './run-progress.tsx';
import { SelectStep } from './select-step.tsx';
import { VerdictCard } from './verdict-card.tsx';

const STEPS = ['steps.select', 'steps.configure', 'steps.results'] as const;

type Run =
  | { phase: 'idle' }
  | { phase: 'running'; progress: Progress }
  | { phase: 'done'; result: DataCheckResult }
  | { phase: 'error'; message: string };

function useCatalogue() {
  return useQuery({
    queryKey: assetKeys.sensors(),
    queryFn: ({ signal }) =>
      api.get<TListSensorsResponse>('/api/v4/assets/sensor', { auth: false, signal }),
    staleTime: 60 * 60_000,
  });
}

export function DataCheckPage() {
  const { t } = useTranslation('dataCheck');
  const user = useCurrentUser();
  const signedIn = user !== null;
  const companyId = user ? pickHomeWorkspace(user) : null;
  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const sites = useSiteOptions(companyId);
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [form, setForm] = useState<ConfigForm>(DEFAULT_FORM);
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onMap = useCallback((map: MapLibreMap | null) => {
    mapRef.current = map;
  }, []);
  const cameras = useMemo(() => catalogue.data ?? [], [catalogue.data]);
  const site = sites.data?.find((s) => s.id === form.siteId)?.ring ?? null;
  const missions = useSiteMappingMissions(companyId, form.siteId);
  const mission = missions.data?.find((m) => m.id === form.missionId) ?? null;

  /** The form with a mission's plan read in (the pilot may still edit every field). */
  function withMission(f: ConfigForm, missionId: string, list: readonly TMission[]): ConfigForm {
    const m = list.find((x) => x.id === missionId);
    const plan = m ? missionPlan(m, new Set(cameras.map((c) => c.id))) : null;
    if (!plan) return { ...f, missionId: '' };
    return {
      ...f,
      missionId,
      by: plan.by,
      altitudeM: plan.altitudeM,
      gsdCm: plan.gsdCm,
      front: plan.front ?? f.front,
      side: plan.side ?? f.side,
      cameraId: plan.cameraId ?? 'auto',
      mapping: plan.mapping,
    };
  }

  /** Choosing a site reads its newest mapping mission's plan. */
  async function chooseSite(siteId: string) {
    setForm((f) => ({ ...f, siteId, missionId: '' }));
    if (!siteId || !companyId) return;
    const list = await queryClient
      .fetchQuery(mappingMissionsQuery(companyId, siteId))
      .catch(() => [] as TMission[]);
    const newest = list[0];
    if (newest) setForm((f) => (f.siteId === siteId ? withMission(f, newest.id, list) : f));
  }

  function settingsOf(): { check: CheckSettings; wire: TDataVerificationSettings } {
    const chosen = cameras.find((c) => c.id === form.cameraId);
    const custom = form.cameraId === 'mission' && mission?.camera ? mission.camera : null;
    const check: CheckSettings = {
      altitudeM: form.by === 'altitude' ? Number(form.altitudeM) : null,
      gsdCm: form.by === 'gsd' ? Number(form.gsdCm) : null,
      frontOverlapPct: Number(form.front),
      sideOverlapPct: Number(form.side),
      camera: custom ? customGeometry(custom) : chosen ? geometryOf(chosen) : null,
      site,
      mapping: form.mapping,
    };
    const wire: TDataVerificationSettings = {
      altitude_m: check.altitudeM,
      gsd_cm: check.gsdCm,
      front_overlap_pct: check.frontOverlapPct,
      side_overlap_pct: check.sideOverlapPct,
      camera_id: chosen?.id ?? null,
      site_id: site ? form.siteId : null,
      mapping: form.mapping,
    };
    return { check, wire };
  }

  async function start() {
    const { check, wire } = settingsOf();
    setStep(2);
    setRun({ phase: 'running', progress: { done: 0, total: files.length, etaS: null } });
    try {
      await countTrial(signedIn, companyId ?? undefined);
    } catch (error) {
      // The plan's limit and the rate limit stop the run; a network failure does not (the check
      // is made in the field, often offline).
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        setRun({ phase: 'error', message: errorText(error) });
        return;
      }
    }
    const runId = await createRun(signedIn, { image_count: files.length, settings: wire })
      .then((r) => r.id)
      .catch(() => null);
    const controller = new AbortController();
    abortRef.current = controller;
    const started = performance.now();
    try {
      const records = await analyseFiles(
        files,
        (progress) => setRun({ phase: 'running', progress }),
        controller.signal,
      );
      const result = analyseDataset(records, check, (meta) => {
        const cam = detectCamera(meta, cameras);
        return cam ? geometryOf(cam) : null;
      });
      setRun({ phase: 'done', result });
      if (runId) {
        await attachResult(signedIn, runId, runSummary(result, performance.now() - started)).catch(
          () => null,
        );
        void queryClient.invalidateQueries({ queryKey: dataCheckKeys.runs(signedIn) });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setRun({ phase: 'idle' });
        setStep(1);
      } else setRun({ phase: 'error', message: errorText(error) });
    } finally {
      abortRef.current = null;
    }
  }

  const canNext = step === 0 ? files.length > 0 : Object.keys(formErrors(form)).length === 0;
  const result = run.phase === 'done' ? run.result : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <Stepper activeStep={step} alternativeLabel>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {step === 0 && <SelectStep files={files} onFiles={setFiles} />}
          {step === 1 && (
            <ConfigureStep
              form={form}
              onChange={setForm}
              cameras={cameras}
              sites={signedIn ? (sites.data ?? []) : null}
              missions={form.siteId ? (missions.data ?? null) : null}
              onSite={(id) => void chooseSite(id)}
              onMission={(id) => setForm((f) => withMission(f, id, missions.data ?? []))}
            />
          )}
          {step === 2 && run.phase === 'running' && (
            <RunProgress progress={run.progress} onCancel={() => abortRef.current?.abort()} />
          )}
          {step === 2 && run.phase === 'error' && <Alert severity="error">{run.message}</Alert>}
          {step === 2 && result && (
            <Stack spacing={3} data-testid="data-check-results">
              <VerdictCard result={result} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  onClick={() =>
                    saveBlob(new Blob([resultCsv(result)], { type: 'text/csv' }), 'data-check.csv')
                  }
                >
                  {t('actions.csv')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() =>
                    void Promise.all([
                      import('../analysis/pdf-report.ts'),
                      mapRef.current ? mapSnapshot(mapRef.current) : null,
                    ])
                      .then(([{ resultPdf }, png]) => resultPdf(result, png))
                      .then((blob) => saveBlob(blob, 'data-check-report.pdf'))
                  }
                >
                  {t('actions.pdf')}
                </Button>
              </Stack>
              <ResultsMap result={result} site={site} onMap={onMap} />
              <Typography variant="h6" component="h2">
                {t('headings.findings')}
              </Typography>
              <DatasetFindings result={result} />
              <Typography variant="h6" component="h2">
                {t('headings.flagged')}
              </Typography>
              <FlaggedThumbnails result={result} files={files} />
              <ResultsTable result={result} />
            </Stack>
          )}
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
            {step > 0 && run.phase !== 'running' && (
              <Button
                onClick={() => {
                  setStep(step - 1);
                  setRun({ phase: 'idle' });
                }}
              >
                {t('actions.back')}
              </Button>
            )}
            {step < 2 && (
              <Button
                variant="contained"
                disabled={!canNext}
                onClick={() => (step === 0 ? setStep(1) : void start())}
              >
                {step === 0 ? t('actions.next') : t('actions.start')}
              </Button>
            )}
            {step === 2 && run.phase !== 'running' && (
              <Button
                variant="contained"
                onClick={() => {
                  setFiles([]);
                  setRun({ phase: 'idle' });
                  setStep(0);
                }}
              >
                {t('actions.another')}
              </Button>
            )}
          </Stack>
        </Paper>
        <PastRuns signedIn={signedIn} />
      </Stack>
    </Container>
  );
}
