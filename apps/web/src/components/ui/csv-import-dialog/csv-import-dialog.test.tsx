// @vitest-environment jsdom
// The shared CSV import dialog (fleet imports, members by CSV): a file is previewed, every error
// is listed by row and column (row 0: the whole file), and nothing can be committed while any
// error remains.
import type { TCsvImportResponse } from '@sortie/domain/contracts';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

afterEach(cleanup);

function Harness(props: {
  answer: TCsvImportResponse;
  calls: { commit: boolean }[];
  what?: string;
  verb?: string | null;
}) {
  const importCsv = useMutation({
    mutationFn: (v: { csv: string; commit: boolean }) => {
      props.calls.push({ commit: v.commit });
      return Promise.resolve(props.answer);
    },
  });
  return (
    <CsvImportDialog
      what={props.what ?? 'members'}
      verb={props.verb === null ? undefined : (props.verb ?? 'Invite')}
      importCsv={importCsv}
      open
      onClose={() => {}}
    />
  );
}

const pick = (text: string) => {
  const input = screen.getByTestId('csv-file');
  // jsdom's File has no text(); the dialog only reads that.
  const file = { name: 'people.csv', text: () => Promise.resolve(text) };
  fireEvent.change(input, { target: { files: [file] } });
};

describe('CSV import dialog', () => {
  it('lists the errors by row and column and keeps the commit disabled', async () => {
    const calls: { commit: boolean }[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness
          calls={calls}
          answer={{
            rows: 2,
            imported: 0,
            preview: [{ email: 'a@x.io', role: 'boss' }],
            errors: [
              { row: 1, column: 'role', message: 'The role must be admin, member or guest.' },
              { row: 0, column: 'file', message: 'The plan allows 5 members.' },
            ],
          }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Invite members from CSV')).toBeTruthy();
    pick('email,role\na@x.io,boss\n');
    await screen.findByTestId('csv-errors');
    expect(screen.getByText('Row 1, role: The role must be admin, member or guest.')).toBeTruthy();
    expect(screen.getByText('File: The plan allows 5 members.')).toBeTruthy();
    expect(calls).toEqual([{ commit: false }]);
    const invite = screen.getByRole('button', { name: /Invite 2 rows/ });
    expect((invite as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Hindi to a Hindi reader, with its own default verb', async () => {
    await i18n.changeLanguage('hi');
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Harness
            calls={[]}
            what="ड्रोन"
            verb={null}
            answer={{
              rows: 1,
              imported: 0,
              preview: [],
              errors: [{ row: 1, column: '', message: 'x' }],
            }}
          />
        </QueryClientProvider>,
      );
      expect(screen.getByText('CSV से ड्रोन इम्पोर्ट करें')).toBeTruthy();
      pick('serial\n');
      const errors = await screen.findByTestId('csv-errors');
      expect(errors.textContent).toContain('1 समस्या; इसे ठीक करने तक कुछ भी इम्पोर्ट नहीं होगा।');
      expect(screen.getByText('पंक्ति 1, पूरी पंक्ति: x')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('commits a clean preview', async () => {
    const calls: { commit: boolean }[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness calls={calls} answer={{ rows: 1, imported: 0, preview: [], errors: [] }} />
      </QueryClientProvider>,
    );
    pick('email\nb@x.io\n');
    const invite = await screen.findByRole('button', { name: /Invite 1 rows/ });
    await waitFor(() => expect((invite as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(invite);
    await waitFor(() => expect(calls).toEqual([{ commit: false }, { commit: true }]));
  });
});
