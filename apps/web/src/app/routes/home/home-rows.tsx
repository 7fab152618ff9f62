// The logged-in home dashboard of feature-areas §2, top to bottom, below the greeting: one line
// per row. Each area builds its row in its own feature; the route composes them here because
// features never import each other. A row renders nothing while it has nothing to show.
import type { ComponentType } from 'react';
import { NewsRow } from '../../../features/content/components/news-row.tsx';
import { TipOfTheDayRow } from '../../../features/content/components/tip-card.tsx';
import { DownloadAppRow } from '../../../features/home/components/home-sections.tsx';
import { SupportedDronesCard } from '../../../features/fleet/components/supported-drones-card.tsx';
import { DocksRow } from '../../../features/docks/components/docks-row.tsx';
import { HomeStreamsRow } from '../../../features/streams/components/home-streams-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { isBrandFeatureEnabled, useBrand } from '../../../lib/brand.tsx';
import { HomeSitesRowSlot } from '../sites/home-sites-row-slot.tsx';
import { HomeAirspaceAndDataCheckRow } from './home-airspace-row.tsx';
import { useDocksErrorToast, useSupportedDronesErrorToast } from './home-row-errors.ts';

export type HomeRowProps = { companyId: string };

/** Industry News and Updates, hidden when the brand disables news. */
function HomeNewsRow() {
  return isBrandFeatureEnabled(useBrand(), 'news') ? <NewsRow /> : null;
}

/** Download the app: the Supported Drones card beside the pilot app and M3E installer card. */
function HomeDownloadAppRow() {
  useSupportedDronesErrorToast();
  return <DownloadAppRow supportedDrones={<SupportedDronesCard />} />;
}

/** The dock cards, only when the workspace has docks. */
function HomeDocksRow({ companyId }: HomeRowProps) {
  const user = useCurrentUser();
  useDocksErrorToast(companyId, user);
  return user ? <DocksRow companyId={companyId} user={user} /> : null;
}

/** Live Streams: a live one opens its private page, an ended one its recording. */
function HomeLiveStreamsRow({ companyId }: HomeRowProps) {
  return (
    <HomeStreamsRow
      companyId={companyId}
      viewAllHref={paths.streams.href(companyId)}
      hrefOf={(stream) =>
        stream.status === 'live'
          ? paths.streamPrivate.href(companyId, stream.id)
          : paths.recording.href(companyId, stream.id)
      }
    />
  );
}

export const HOME_ROWS: readonly { key: string; Row: ComponentType<HomeRowProps> }[] = [
  { key: 'sites', Row: HomeSitesRowSlot },
  { key: 'docks', Row: HomeDocksRow },
  { key: 'live-streams', Row: HomeLiveStreamsRow },
  { key: 'airspace-and-data-check', Row: HomeAirspaceAndDataCheckRow },
  { key: 'download-the-app', Row: HomeDownloadAppRow },
  { key: 'tip-of-the-day', Row: TipOfTheDayRow },
  { key: 'industry-news', Row: HomeNewsRow },
];
