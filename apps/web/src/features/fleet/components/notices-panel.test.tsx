// @vitest-environment jsdom
// Fleet notices are written from the server's code and values in the reader's language; a notice
// without a code (an older server) or with an unknown one shows the server's English sentence.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FLEET_NOTICE_CODES, type TFleetNotice } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fleetKeys } from '../api/fleet.ts';
import { NoticesPanel } from './notices-panel.tsx';

const id = '00000000-0000-4000-8000-000000000001';
const notices: TFleetNotice[] = [
  {
    kind: 'insurance_expiring',
    subject_id: id,
    subject: 'Hawk',
    due: '2026-12-01',
    overdue: false,
    code: 'insurance_expiring',
    params: { subject: 'Hawk', date: '2026-12-01', days: 7 },
    message: 'The insurance of Hawk expires on 2026-12-01 (in 7 days).',
  },
  {
    kind: 'licence_expiring',
    subject_id: id,
    subject: 'Asha',
    due: '2026-12-05',
    overdue: false,
    message: 'The pilot licence of Asha expires on 2026-12-05 (in 11 days).',
  },
];

// The notices as already fetched (fleetKeys.all + 'notices'), so the test needs no session.
function show(shown: TFleetNotice[] = notices) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData([...fleetKeys.all('c1'), 'notices'], shown);
  render(
    <QueryClientProvider client={client}>
      <NoticesPanel
        companyId="c1"
        kinds={['maintenance_due', 'insurance_expiring', 'licence_expiring']}
      />
    </QueryClientProvider>,
  );
}

/** One notice of every code the server sends, with every value any of them names. */
const everyCode: TFleetNotice[] = FLEET_NOTICE_CODES.map((code, i) => ({
  kind: 'maintenance_due',
  subject_id: `00000000-0000-4000-8000-0000000000${String(10 + i)}`,
  subject: 'Hawk',
  due: '2026-12-01',
  overdue: false,
  code,
  params: { subject: 'Hawk', name: 'Asha', flown: 48, due: 50, date: '2026-12-01', days: 6 },
  message: `English sentence ${code}`,
}));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('NoticesPanel', () => {
  it("shows the server's words in English", async () => {
    show();
    expect(
      await screen.findByText('The insurance of Hawk expires on 2026-12-01 (in 7 days).'),
    ).toBeTruthy();
    expect(screen.getByText(/The pilot licence of Asha expires/)).toBeTruthy();
  });

  it('writes a coded notice in Hindi and falls back to English without a code', async () => {
    await i18n.changeLanguage('hi');
    show();
    // ICU writes the date with a decomposed nukta and a no-break space: compare the letters.
    const plain = (text: string) => text.normalize('NFD').replace(/\s/g, ' ');
    const panel = await screen.findByTestId('fleet-notices');
    expect(plain(panel.textContent ?? '')).toContain(
      plain('Hawk का बीमा 1 दिस॰ 2026 को समाप्त हो रहा है (7 दिन में)।'),
    );
    expect(screen.getByText(/The pilot licence of Asha expires/)).toBeTruthy();
  });

  it('writes every notice code in Hindi, with its values and no English', async () => {
    await i18n.changeLanguage('hi');
    show(everyCode);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(FLEET_NOTICE_CODES.length);
    for (const alert of alerts) {
      const text = alert.textContent ?? '';
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/English sentence|\{\{|maintenance|licence|insurance|expire/);
    }
  });
});
