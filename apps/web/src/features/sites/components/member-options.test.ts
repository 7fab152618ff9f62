import type { TMember } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { memberOptions } from './member-options.ts';

const member = (user_id: string, name: string, leaving_date: string | null = null): TMember => ({
  user_id,
  name,
  email: null,
  country_code: null,
  phone_number: null,
  profile_picture: null,
  role: 'member',
  date_added: '2025-01-01T00:00:00Z',
  is_new: false,
  last_active_date: null,
  leaving_date,
});

describe('memberOptions', () => {
  const members = [
    member('a', 'Zed'),
    member('me', 'Asha'),
    member('b', ''),
    member('c', 'Old', '2025-02-01T00:00:00Z'),
  ];

  it('puts the signed-in user first as (You) and names nameless members', () => {
    const opts = memberOptions(members, 'me', { showRemoved: true });
    expect(opts.map((o) => o.label)).toEqual(['Asha (You)', 'Zed', 'No Name Set', 'Old (Removed)']);
  });

  it('hides removed members on request', () => {
    expect(memberOptions(members, 'me', { showRemoved: false }).map((o) => o.id)).toEqual([
      'me',
      'a',
      'b',
    ]);
  });
});
