// ReleasePage /whatsnew/:version (public); an unknown version goes to the changelog.
import { useParams } from 'react-router';
import { ReleasePage } from '../../../features/release-notes/components/release-page.tsx';

export function Component() {
  const { version = '' } = useParams();
  return <ReleasePage version={version} />;
}
