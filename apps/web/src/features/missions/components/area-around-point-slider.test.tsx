// @vitest-environment jsdom
// The point site's area slider (decision 122): the spec's step in the user's area unit, the
// value announced as text, and the keyboard moving it by one step.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaAroundPointSlider } from './area-around-point-slider.tsx';

function Harness(props: { area: TUnitPreferences['area']; seen: number[] }) {
  const [acres, setAcres] = useState(10);
  return (
    <AreaAroundPointSlider
      acres={acres}
      units={{ area: props.area }}
      onChange={(next) => {
        props.seen.push(next);
        setAcres(next);
      }}
    />
  );
}

describe('AreaAroundPointSlider', () => {
  afterEach(cleanup);

  it('steps by 1 acre from 1 to 5000 acres, starting at 10', async () => {
    const seen: number[] = [];
    render(<Harness area="acres" seen={seen} />);
    const slider = screen.getByRole('slider', { name: 'Area around the point' });
    expect(slider.getAttribute('step')).toBe('1');
    expect(slider.getAttribute('min')).toBe('1');
    expect(slider.getAttribute('max')).toBe('5000');
    expect(slider.getAttribute('aria-valuetext')).toBe('10 acres');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(seen).toEqual([11]);
    expect(slider.getAttribute('aria-valuetext')).toBe('11 acres');
    expect(screen.getByTestId('planner-area-value').textContent).toBe('11 acres');
    await userEvent.keyboard('{Home}');
    expect(seen.at(-1)).toBe(1);
    expect(slider.getAttribute('aria-valuetext')).toBe('1 acre');
  });

  it('steps by 0.01 sq km for a square-kilometre user, keeping acres for the request', async () => {
    const seen: number[] = [];
    render(<Harness area="sq. km" seen={seen} />);
    const slider = screen.getByRole('slider', { name: 'Area around the point' });
    expect(slider.getAttribute('step')).toBe('0.01');
    expect(slider.getAttribute('min')).toBe('0.01');
    expect(slider.getAttribute('max')).toBe('20.23');
    expect(slider.getAttribute('aria-valuetext')).toBe('0.04 sq. km');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    // 0.05 sq km, sent as acres (1 sq km = 247.105 acres).
    expect(seen).toEqual([12.35525]);
    expect(slider.getAttribute('aria-valuetext')).toBe('0.05 sq. km');
  });
});
