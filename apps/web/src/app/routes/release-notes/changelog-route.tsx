// Changelog /whatsnew (public).
import { ChangelogPage } from '../../../features/release-notes/components/changelog-page.tsx';

export function Component() {
  return <ChangelogPage />;
}
