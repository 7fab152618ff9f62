// The home 'Airspace and Drone Images Check' row: the airspace feature's card, judging the
// workspace's latest site (listed by the sites feature), beside the data-check feature's card, in
// the home feature's row.
import { useQuery } from '@tanstack/react-query';
import { AirspaceHomeCard } from '../../../features/airspace/index.ts';
import { DataCheckHomeCard } from '../../../features/data-check/index.ts';
import { AirspaceAndDataCheckRow } from '../../../features/home/components/home-sections.tsx';
import { listSites } from '../../../features/sites/api/get-sites.ts';

export function HomeAirspaceAndDataCheckRow({ companyId }: { companyId: string }) {
  const latest = useQuery({
    queryKey: ['airspace', 'home-site', companyId],
    queryFn: ({ signal }) => listSites(companyId, { limit: 1, filters: {} }, signal),
  });
  const res = latest.data;
  const first = res && 'sites' in res ? res.sites[0] : undefined;
  // Loading: undefined (placeholders); no sites or the list failed: null (the generic card).
  const site = latest.isPending ? undefined : first ? { id: first.id, name: first.name } : null;
  return (
    <AirspaceAndDataCheckRow
      airspace={<AirspaceHomeCard companyId={companyId} site={site} />}
      dataCheck={<DataCheckHomeCard />}
    />
  );
}
