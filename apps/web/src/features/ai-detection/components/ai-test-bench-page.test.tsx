// @vitest-environment jsdom
// The test bench before any run: samples to pick, the backend picker, an empty state, and a clear
// refusal of a file that is neither an image nor a video (no worker starts for any of this).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AiTestBenchPage } from './ai-test-bench-page.tsx';

afterEach(cleanup);

describe('AiTestBenchPage', () => {
  it('starts on the bundled 720p sample with an empty state', () => {
    render(
      <MemoryRouter initialEntries={['/ai-test-bench']}>
        <AiTestBenchPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'AI test bench' })).toBeTruthy();
    expect(screen.getByText('Source: Astronaut and cat (1280×720)')).toBeTruthy();
    expect(screen.getByText('Pick a sample or upload a file, then run detection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Run detection/ })).toBeTruthy();
  });

  it('refuses a file that is neither an image nor a video', () => {
    render(
      <MemoryRouter initialEntries={['/ai-test-bench?backend=wasm']}>
        <AiTestBenchPage />
      </MemoryRouter>,
    );
    const input = screen.getByTestId('ai-bench-upload');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toContain('Pick an image');
    expect(screen.getByText('WASM')).toBeTruthy();
  });
});
