import { describe, expect, it } from 'vitest';
import { clampBox, letterbox, toSource, toTarget } from './letterbox.ts';

describe('letterbox', () => {
  it('fits a 1280×720 frame into 512×512 with bars above and below', () => {
    expect(letterbox(1280, 720, 512, 512)).toEqual({
      scale: 0.4,
      padX: 0,
      padY: 112,
      width: 512,
      height: 288,
    });
  });

  it('fits a portrait image with bars left and right', () => {
    expect(letterbox(300, 600, 512, 512)).toEqual({
      scale: 512 / 600,
      padX: 128,
      padY: 0,
      width: 256,
      height: 512,
    });
  });

  it('fits a 4:3 video into a 16:9 box (object-fit: contain)', () => {
    const fit = letterbox(640, 480, 1600, 900);
    expect(fit.scale).toBeCloseTo(1.875);
    expect(fit.padX).toBeCloseTo(200);
    expect(fit.padY).toBe(0);
  });

  it('gives a zero fit for an empty source instead of dividing by zero', () => {
    expect(letterbox(0, 720, 512, 512).scale).toBe(0);
    expect(toSource({ x: 1, y: 1, width: 1, height: 1 }, letterbox(0, 0, 1, 1))).toEqual({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    });
  });

  it('maps a model box back to the frame and forward again', () => {
    const fit = letterbox(1280, 720, 512, 512);
    const inModel = { x: 100, y: 152, width: 40, height: 80 };
    const inFrame = toSource(inModel, fit);
    expect(inFrame).toEqual({ x: 250, y: 100, width: 100, height: 200 });
    expect(toTarget(inFrame, fit)).toEqual(inModel);
  });

  it('cuts boxes to the image', () => {
    expect(clampBox({ x: -10, y: 700, width: 50, height: 50 }, 1280, 720)).toEqual({
      x: 0,
      y: 700,
      width: 40,
      height: 20,
    });
    expect(clampBox({ x: 2000, y: 0, width: 10, height: 10 }, 1280, 720).width).toBe(0);
  });
});
