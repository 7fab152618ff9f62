// @vitest-environment jsdom
// A running Data Check shows how far it is and a time estimate from the pace so far, and Cancel
// stops every image worker and returns to Configure, where the same dataset can be started again.
// jsdom has no Web Workers: a stand-in Worker (the browser's part, not ours) answers only when the
// test says, so each state is awaited, never timed.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blankMeta } from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import type {
  WorkerAnswer,
  WorkerTask,
} from '../../../features/data-check/analysis/worker-messages.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

/** Workers the page created, with the tasks they were given; each answers on `answer`. */
class HeldWorker {
  static all: HeldWorker[] = [];
  tasks: WorkerTask[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    HeldWorker.all.push(this);
  }
  postMessage(task: WorkerTask) {
    this.tasks.push(task);
  }
  terminate() {
    this.terminated = true;
  }
  answer(task: WorkerTask) {
    const record = { index: task.index, meta: blankMeta(task.file.name), measures: null };
    this.onmessage?.({ data: { index: task.index, record } } as MessageEvent<WorkerAnswer>);
  }
}

const status = () => screen.getByRole('status').textContent;

describe('Data Check while it runs', () => {
  it('shows progress and an estimate, and Cancel stops the workers and returns to Configure', async () => {
    HeldWorker.all = [];
    vi.stubGlobal('Worker', HeldWorker);
    mockFetch();
    const ux = userEvent.setup();
    renderApp('/drone-data-verification');
    const input = await screen.findByTestId('data-check-files-input', {}, { timeout: 60_000 });
    const files = ['DJI_0001.JPG', 'DJI_0002.JPG', 'DJI_0003.JPG'].map(
      (name) => new File([new Uint8Array([0xff, 0xd8])], name, { type: 'image/jpeg' }),
    );
    await ux.upload(input, files);
    await ux.click(screen.getByRole('button', { name: 'Next' }));
    await ux.click(screen.getByRole('button', { name: 'Start check' }));

    // Before the first image comes back there is no pace to estimate from.
    expect(await screen.findByTestId('data-check-progress')).toBeTruthy();
    expect(status()).toBe('0 of 3 images checked, estimating time left…');
    await waitFor(() => expect(HeldWorker.all.some((w) => w.tasks.length > 0)).toBe(true));
    const first = HeldWorker.all.find((w) => w.tasks.length > 0)!;
    act(() => first.answer(first.tasks[0]!));
    await waitFor(() => expect(status()).toMatch(/^1 of 3 images checked, about \d+ s left$/));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');

    await ux.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('data-check-progress')).toBeNull());
    expect(HeldWorker.all.every((w) => w.terminated)).toBe(true);
    // Back on Configure with the dataset kept: the check can be started again at once.
    expect(screen.getByLabelText('Front overlap (%)')).toBeTruthy();
    const startAgain = screen.getByRole('button', { name: 'Start check' });
    expect(startAgain.hasAttribute('disabled')).toBe(false);
    const before = HeldWorker.all.length;
    await ux.click(startAgain);
    expect(await screen.findByTestId('data-check-progress')).toBeTruthy();
    expect(status()).toBe('0 of 3 images checked, estimating time left…');
    await waitFor(() => expect(HeldWorker.all.length).toBeGreaterThan(before));
  });
});
