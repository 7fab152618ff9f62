// The supported-drones catalogue /company/{c}/drones/catalogue (public data, shown in the shell).
import { CataloguePage } from '../../../features/fleet/components/catalogue-page.tsx';

export function Component() {
  return <CataloguePage />;
}
