// What the viewer chose to see: the enabled class groups and the confidence floor.
import { groupOf, type ClassGroup } from './coco-classes.ts';
import type { Detection } from './detection.ts';

export type DetectionFilter = { groups: ReadonlySet<ClassGroup>; minScore: number };

export function filterDetections(
  detections: readonly Detection[],
  filter: DetectionFilter,
): Detection[] {
  return detections.filter(
    (d) => d.score >= filter.minScore && filter.groups.has(groupOf(d.label)),
  );
}
