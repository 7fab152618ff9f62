// @vitest-environment jsdom
import type { TAuditEntry } from '@sortie/domain/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditChange } from './audit-change.tsx';

afterEach(cleanup);

const entry = (before: TAuditEntry['before'], after: TAuditEntry['after']): TAuditEntry => ({
  id: '1',
  at: '2026-11-24T10:00:00Z',
  company_id: null,
  company_name: null,
  actor_id: null,
  actor_name: null,
  actor_email: null,
  ip: null,
  request_id: null,
  entity: 'site',
  entity_id: 's',
  action: 'updated',
  before,
  after,
});

describe('AuditChange (issue 18 §7)', () => {
  it('shows each changed field as before → after', () => {
    const { container } = render(<AuditChange entry={entry({ name: 'A' }, { name: 'B' })} />);
    expect(container.textContent).toBe('nameA → B');
  });

  it('shows only the side that exists for a creation or a deletion', () => {
    const created = render(<AuditChange entry={entry(null, { role: 'admin' })} />);
    expect(created.container.textContent).toBe('roleadmin');
    cleanup();
    const gone = render(<AuditChange entry={entry({ goal: 600 }, null)} />);
    expect(gone.container.textContent).toBe('goal600');
  });
});
