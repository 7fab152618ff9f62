// Letterboxing: an image of any shape fitted, aspect kept, inside a target rectangle, centred,
// with bars on two sides. The same arithmetic serves twice: the model input (a frame fitted into
// the 512×512 square) and the screen (a video fitted into its <video> box by object-fit: contain).

export type Letterbox = {
  /** Target pixels per source pixel. */
  scale: number;
  /** Offset of the fitted image inside the target (the bar widths). */
  padX: number;
  padY: number;
  /** Size of the fitted image inside the target. */
  width: number;
  height: number;
};

export type Box = { x: number; y: number; width: number; height: number };

export function letterbox(
  sourceWidth: number,
  sourceHeight: number,
  targetWidth: number,
  targetHeight: number,
): Letterbox {
  if (sourceWidth <= 0 || sourceHeight <= 0 || targetWidth <= 0 || targetHeight <= 0) {
    return { scale: 0, padX: 0, padY: 0, width: 0, height: 0 };
  }
  const scale = Math.min(targetWidth / sourceWidth, targetHeight / sourceHeight);
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  return {
    scale,
    padX: (targetWidth - width) / 2,
    padY: (targetHeight - height) / 2,
    width,
    height,
  };
}

/** A box in target coordinates (inside the letterbox) back to source coordinates. */
export function toSource(box: Box, fit: Letterbox): Box {
  if (fit.scale === 0) return { x: 0, y: 0, width: 0, height: 0 };
  return {
    x: (box.x - fit.padX) / fit.scale,
    y: (box.y - fit.padY) / fit.scale,
    width: box.width / fit.scale,
    height: box.height / fit.scale,
  };
}

/** A box in source coordinates to target coordinates (drawing over a letterboxed video). */
export function toTarget(box: Box, fit: Letterbox): Box {
  return {
    x: box.x * fit.scale + fit.padX,
    y: box.y * fit.scale + fit.padY,
    width: box.width * fit.scale,
    height: box.height * fit.scale,
  };
}

/** The box cut to the source image; a box entirely outside comes back with zero size. */
export function clampBox(box: Box, width: number, height: number): Box {
  const x1 = Math.min(Math.max(box.x, 0), width);
  const y1 = Math.min(Math.max(box.y, 0), height);
  const x2 = Math.min(Math.max(box.x + box.width, 0), width);
  const y2 = Math.min(Math.max(box.y + box.height, 0), height);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}
