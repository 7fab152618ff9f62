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
import type { TDataVerificationSettings, TListSensorsResponse } from '@sortie/domain/contracts';
import {
  analyseDataset,
  detectCamera,
  geometryOf,
  type CheckSettings,
  type DataCheckResult,
} from '@sortie/domain/data-check';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api, isApiError } from '../../../lib/api-client.ts';
import { pickHomeWorkspace } from '../../../lib/auth-storage.ts';
import { errorText } from '../../../lib/errors.ts';
import { assetKeys } from '../../../lib/query-keys.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { resultCsv } from '../analysis/csv.ts';
import { runSummary } from '../analysis/summary.ts';
import { analyseFiles, type Progress } from '../analysis/worker-pool.ts';
import {
  attachResult,
  countTrial,
  createRun,
  dataCheckKeys,
} from '../api/data-verification-api.ts';
import { useSiteOptions } from '../api/site-options.ts';
import { ConfigureStep, DEFAULT_FORM, formErrors, type ConfigForm } from './configure-step.tsx';
import { DatasetFindings } from './dataset-findings.tsx';
import { FlaggedThumbnails } from './flagged-thumbnails.tsx';
import { PastRuns } from './past-runs.tsx';
import { ResultsMap } from './results-map.tsx';
import { ResultsTable } from './results-table.tsx';
import { RunProgress } from './run-progress.tsx';
import { SelectStep } from './select-step.tsx';
import { VerdictCard } from './verdict-card.tsx';

const STEPS = ['Select dataset', 'Configure verification', 'Results'];

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
  const cameras = useMemo(() => catalogue.data ?? [], [catalogue.data]);
  const site = sites.data?.find((s) => s.id === form.siteId)?.ring ?? null;

  function settingsOf(): { check: CheckSettings; wire: TDataVerificationSettings } {
    const chosen = cameras.find((c) => c.id === form.cameraId);
    const check: CheckSettings = {
      altitudeM: form.by === 'altitude' ? Number(form.altitudeM) : null,
      gsdCm: form.by === 'gsd' ? Number(form.gsdCm) : null,
      frontOverlapPct: Number(form.front),
      sideOverlapPct: Number(form.side),
      camera: chosen ? geometryOf(chosen) : null,
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
            Data Check
          </Typography>
          <Typography color="text.secondary">
            Identify image issues before they cost you: blur, exposure, GPS, overlap and coverage,
            checked on this computer before you leave the site.
          </Typography>
        </Box>
        <Stepper activeStep={step} alternativeLabel>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
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
                  Export CSV
                </Button>
                <Button
                  variant="outlined"
                  onClick={() =>
                    void import('../analysis/pdf-report.ts')
                      .then(({ resultPdf }) => resultPdf(result, 'Data Check report'))
                      .then((blob) => saveBlob(blob, 'data-check-report.pdf'))
                  }
                >
                  PDF report
                </Button>
              </Stack>
              <ResultsMap result={result} site={site} />
              <Typography variant="h6" component="h2">
                Dataset findings
              </Typography>
              <DatasetFindings result={result} />
              <Typography variant="h6" component="h2">
                Flagged images
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
                Back
              </Button>
            )}
            {step < 2 && (
              <Button
                variant="contained"
                disabled={!canNext}
                onClick={() => (step === 0 ? setStep(1) : void start())}
              >
                {step === 0 ? 'Next' : 'Start check'}
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
                Check another dataset
              </Button>
            )}
          </Stack>
        </Paper>
        <PastRuns signedIn={signedIn} />
      </Stack>
    </Container>
  );
}
