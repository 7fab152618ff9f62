// AirspaceAdvisory /airspace-advisory (public; sidebar only when signed in).
import { AirspaceAdvisoryPage } from '../../../features/airspace/index.ts';

export function Component() {
  return <AirspaceAdvisoryPage />;
}
