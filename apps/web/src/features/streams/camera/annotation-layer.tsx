// Annotations drawn over the live video (issue 12 §5): every viewer's points and boxes, in
// fractions of the video box so all screen sizes agree. While drawing is on, a click marks a
// point and a drag marks a box; the server shares it with everyone watching.
import { Box } from '@mui/material';
import type { TAnnotation, TAnnotationDraft } from '@sortie/domain/contracts';
import { useRef, useState, type PointerEvent } from 'react';
import { currentAnnotationLabel } from './annotation-label.ts';

/** Smaller drags than this (a fraction of the frame) are clicks: a point. */
const MIN_BOX = 0.015;

type Drag = { x0: number; y0: number; x1: number; y1: number };

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The box a drag spans, or a point when it is too small to be a box.
 *
 * @example
 * draftFromDrag({ x0: 0.5, y0: 0.5, x1: 0.2, y1: 0.1 }, 'Crack');
 * // { kind: 'box', x: 0.2, y: 0.1, w: 0.3, h: 0.4, label: 'Crack' }
 */
export function draftFromDrag(d: Drag, label: string): TAnnotationDraft {
  const w = Math.abs(d.x1 - d.x0);
  const h = Math.abs(d.y1 - d.y0);
  if (w < MIN_BOX && h < MIN_BOX) return { kind: 'point', x: d.x0, y: d.y0, label };
  return { kind: 'box', x: Math.min(d.x0, d.x1), y: Math.min(d.y0, d.y1), w, h, label };
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

function Mark({ a, index }: { a: TAnnotation | TAnnotationDraft; index: number | null }) {
  const text = index === null ? a.label : `${index + 1}${a.label ? ` ${a.label}` : ''}`;
  const tag = text && (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: -20,
        left: 0,
        px: 0.5,
        fontSize: 12,
        whiteSpace: 'nowrap',
        color: 'black',
        bgcolor: '#ffd600',
        borderRadius: 0.5,
      }}
    >
      {text}
    </Box>
  );
  if (a.kind === 'point') {
    return (
      <Box
        data-testid="annotation-mark"
        sx={{
          position: 'absolute',
          left: pct(a.x),
          top: pct(a.y),
          width: 14,
          height: 14,
          ml: '-7px',
          mt: '-7px',
          borderRadius: '50%',
          border: '3px solid #ffd600',
        }}
      >
        {tag}
      </Box>
    );
  }
  return (
    <Box
      data-testid="annotation-mark"
      sx={{
        position: 'absolute',
        left: pct(a.x),
        top: pct(a.y),
        width: pct(a.w),
        height: pct(a.h),
        border: '2px solid #ffd600',
      }}
    >
      {tag}
    </Box>
  );
}

export function AnnotationLayer(props: {
  annotations: readonly TAnnotation[];
  drawing: boolean;
  onDraw: (draft: TAnnotationDraft) => void;
}) {
  const layer = useRef<HTMLDivElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const at = (e: PointerEvent) => {
    const r = layer.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  return (
    <Box
      ref={layer}
      data-testid="annotation-layer"
      sx={{
        position: 'absolute',
        inset: 0,
        // Pass clicks through to the video's own controls unless drawing.
        pointerEvents: props.drawing ? 'auto' : 'none',
        cursor: props.drawing ? 'crosshair' : undefined,
        touchAction: 'none',
      }}
      onPointerDown={(e) => {
        if (!props.drawing) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        const p = at(e);
        setDrag({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
      }}
      onPointerMove={(e) => {
        if (!drag) return;
        const p = at(e);
        setDrag({ ...drag, x1: p.x, y1: p.y });
      }}
      onPointerUp={(e) => {
        if (!drag) return;
        const p = at(e);
        setDrag(null);
        props.onDraw(draftFromDrag({ ...drag, x1: p.x, y1: p.y }, currentAnnotationLabel()));
      }}
    >
      {props.annotations.map((a, i) => (
        <Mark key={a.id} a={a} index={i} />
      ))}
      {drag && <Mark a={draftFromDrag(drag, '')} index={null} />}
    </Box>
  );
}
