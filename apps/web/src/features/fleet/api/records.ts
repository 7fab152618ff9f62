// Fleet records beside the drones and the logbook: notices (maintenance due, insurance and
// licences about to expire), pilot licences with their documents, the insurance document of a
// drone, and the logbook export as CSV or PDF per pilot and date range (decision 351, 352).
import type {
  TFleetDrone,
  TFleetNotice,
  TLogbookExportQuery,
  TPilotLicence,
  TPilotLicenceInput,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-file.ts';
import { fleetKeys } from './fleet.ts';

const base = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;
const keys = {
  notices: (companyId: string) => [...fleetKeys.all(companyId), 'notices'] as const,
  licences: (companyId: string) => [...fleetKeys.all(companyId), 'licences'] as const,
};

export function useFleetNotices(companyId: string) {
  return useQuery({
    queryKey: keys.notices(companyId),
    queryFn: ({ signal }) =>
      api.get<TFleetNotice[]>(`${base(companyId)}/fleet/notices`, { signal }),
  });
}

export function useLicences(companyId: string) {
  return useQuery({
    queryKey: keys.licences(companyId),
    queryFn: ({ signal }) => api.get<TPilotLicence[]>(`${base(companyId)}/licences`, { signal }),
  });
}

function useInvalidateFleet(companyId: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: fleetKeys.all(companyId) });
}

export function useSaveLicence(companyId: string) {
  const done = useInvalidateFleet(companyId);
  return useMutation({
    mutationFn: (v: { userId: string; body: TPilotLicenceInput }) =>
      api.request<TPilotLicence>(`${base(companyId)}/licences/${v.userId}`, {
        method: 'PUT',
        body: v.body,
      }),
    onSettled: done,
  });
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** Uploads a licence or insurance document (PDF, PNG or JPEG; the server checks). */
export function useUploadDocument(companyId: string) {
  const done = useInvalidateFleet(companyId);
  return useMutation({
    mutationFn: (v: { target: DocumentTarget; file: File }) =>
      api.request<TPilotLicence | TFleetDrone>(documentPath(companyId, v.target), {
        method: 'PUT',
        body: formOf(v.file),
      }),
    onSettled: done,
  });
}

export type DocumentTarget = { licenceOf: string } | { insuranceOf: string };

function documentPath(companyId: string, t: DocumentTarget): string {
  return 'licenceOf' in t
    ? `${base(companyId)}/licences/${t.licenceOf}/document`
    : `${base(companyId)}/drones/${t.insuranceOf}/insurance-document`;
}

export async function downloadDocument(companyId: string, target: DocumentTarget) {
  const file = await api.download(documentPath(companyId, target));
  return saveDownload(file, 'document');
}

/**
 * The logbook as CSV or PDF, for one pilot or all and a date range. The PDF is written in the
 * reader's language; the CSV's columns stay English keys, as its import reads them (decision 436).
 */
export async function exportLogbook(
  companyId: string,
  format: 'csv' | 'pdf',
  q: Omit<TLogbookExportQuery, 'language'>,
): Promise<string> {
  const words = format === 'pdf' ? { ...q, language: currentLanguage() } : q;
  const query = Object.fromEntries(Object.entries(words).filter(([, v]) => v));
  const file = await api.download(`${base(companyId)}/logbook/${format}`, { query });
  return saveDownload(file, `logbook.${format}`);
}
