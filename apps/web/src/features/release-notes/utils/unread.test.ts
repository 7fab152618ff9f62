import { CURRENT_RELEASE } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { isReleaseUnread, whatsNewHref, whatsNewLabel } from './unread.ts';

describe("What's New state", () => {
  it('is unread until the current release is recorded', () => {
    expect(isReleaseUnread({ last_release_read: null })).toBe(true);
    expect(isReleaseUnread({ last_release_read: '2025.6' })).toBe(true);
    expect(isReleaseUnread({ last_release_read: CURRENT_RELEASE })).toBe(false);
  });

  it('invites reading the release while unread', () => {
    expect(whatsNewLabel({ last_release_read: null })).toBe(
      `Read about the ${CURRENT_RELEASE} release!`,
    );
    expect(whatsNewLabel({ last_release_read: CURRENT_RELEASE })).toBe("What's New");
    expect(whatsNewHref()).toBe(`/whatsnew/${CURRENT_RELEASE}`);
  });
});
