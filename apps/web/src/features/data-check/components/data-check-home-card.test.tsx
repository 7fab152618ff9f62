// @vitest-environment jsdom
// The home Data Check card (feature-areas §2): text and button always; the 3-slide carousel only
// when the card is at least 700 px wide, cycling every 15 s (fake timers: no waiting).
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { CAROUSEL_MS, DataCheckHomeCard, SLIDES } from './data-check-home-card.tsx';

let resize: (width: number) => void = () => undefined;

class FakeResizeObserver {
  constructor(private readonly cb: ResizeObserverCallback) {
    resize = (width) =>
      this.cb(
        [{ contentRect: { width } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
  }
  observe() {}
  disconnect() {}
}

describe('DataCheckHomeCard', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the text and button, and the carousel cycling every 15 s only at 700 px and wider', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(
      <MemoryRouter>
        <DataCheckHomeCard />
      </MemoryRouter>,
    );
    expect(screen.getByText('Identify image issues before they cost you')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify Images For Free' }).getAttribute('href')).toBe(
      '/drone-data-verification',
    );
    expect(screen.queryByTestId('data-check-carousel')).toBeNull();
    act(() => resize(699));
    expect(screen.queryByTestId('data-check-carousel')).toBeNull();
    act(() => resize(700));
    expect(screen.getByText('3 Step Verification')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_MS);
    });
    expect(screen.getByText('Stress Free')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2 * CAROUSEL_MS);
    });
    expect(screen.getByText('3 Step Verification')).toBeTruthy();
    expect(SLIDES).toHaveLength(3);
    act(() => resize(500));
    expect(screen.queryByTestId('data-check-carousel')).toBeNull();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      render(
        <MemoryRouter>
          <DataCheckHomeCard />
        </MemoryRouter>,
      );
      expect(screen.getByRole('link', { name: 'इमेज मुफ़्त जाँचें' })).toBeTruthy();
      expect(screen.getByText('इमेज की समस्याएँ नुकसान होने से पहले पकड़ें')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
