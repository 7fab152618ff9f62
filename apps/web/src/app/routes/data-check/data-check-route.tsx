// DroneDataVerification /drone-data-verification (public; sidebar only when signed in).
import { DataCheckPage } from '../../../features/data-check/index.ts';

export function Component() {
  return <DataCheckPage />;
}
