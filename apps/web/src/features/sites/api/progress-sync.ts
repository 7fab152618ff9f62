// Whether the workspace's plan has progress sync (web_progress_sync gates status filtering,
// status grouping and progress bars), read from the one company query (lib/company.ts).
import { checkFeature } from '@sortie/domain';
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions } from '../../../lib/company.ts';

/** True when the workspace's plan enables real-time progress sync. */
export function useProgressSync(companyId: string): boolean {
  const { data } = useQuery(companyQueryOptions(companyId));
  if (!data) return false;
  try {
    return checkFeature(data.fcl, 'web_progress_sync');
  } catch {
    return false;
  }
}
