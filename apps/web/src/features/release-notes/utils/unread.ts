// The What's New state of a user (platform-core §2, §4): unread while last_release_read is not
// the current release.
import { CURRENT_RELEASE, findRelease } from '@sortie/domain';
import { paths } from '../../../config/paths.ts';

export function isReleaseUnread(user: { last_release_read: string | null }): boolean {
  return user.last_release_read !== CURRENT_RELEASE;
}

export function whatsNewLabel(user: { last_release_read: string | null }): string {
  return isReleaseUnread(user) ? `Read about the ${CURRENT_RELEASE} release!` : "What's New";
}

/** Where What's New opens: the current release's page, or the overview if it is not listed. */
export function whatsNewHref(): string {
  return findRelease(CURRENT_RELEASE)
    ? paths.release.href(CURRENT_RELEASE)
    : paths.changelog.href();
}
