// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's IntersectionObserver, driven by the test: `reach()` brings the part near. */
function observerStub() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  let disconnected = 0;
  class Stub {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      disconnected += 1;
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    reach: () => act(() => callbacks.forEach((c) => c([{ isIntersecting: true }]))),
    disconnected: () => disconnected,
  };
}

describe('WhenNear (the site page sections below the map, decision 421)', () => {
  it('keeps the place of a part far from the viewport and renders it once near', () => {
    const observer = observerStub();
    render(
      <WhenNear placeholderHeight={320} testId="slot">
        <p>Airspace</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Airspace')).toBeNull();
    expect(screen.getByTestId('slot').style.minHeight).toBe('320px');
    observer.reach();
    expect(screen.getByText('Airspace')).toBeTruthy();
    expect(screen.getByTestId('slot').style.minHeight).toBe('');
    expect(observer.disconnected()).toBe(1);
  });

  it('renders at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholderHeight={320}>
        <p>Docks</p>
      </WhenNear>,
    );
    expect(screen.getByText('Docks')).toBeTruthy();
  });
});
