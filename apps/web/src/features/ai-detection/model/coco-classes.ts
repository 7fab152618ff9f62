// The 80 COCO classes in the order the CenterNet model numbers them (class 0 = person), and the
// groups the class filter offers. A drone operator thinks in "people, vehicles, boats, animals",
// not in 80 labels, so the filter works on groups.

export const COCO_LABELS = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat',
  'traffic light', 'fire hydrant', 'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog',
  'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella',
  'handbag', 'tie', 'suitcase', 'frisbee', 'skis', 'snowboard', 'sports ball', 'kite',
  'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket', 'bottle',
  'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple', 'sandwich', 'orange',
  'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch', 'potted plant',
  'bed', 'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard', 'cell phone',
  'microwave', 'oven', 'toaster', 'sink', 'refrigerator', 'book', 'clock', 'vase', 'scissors',
  'teddy bear', 'hair drier', 'toothbrush',
] as const; // prettier-ignore

export type ClassGroup = 'people' | 'vehicles' | 'boats' | 'aircraft' | 'animals' | 'other';

export const CLASS_GROUPS: readonly { id: ClassGroup; label: string }[] = [
  { id: 'people', label: 'People' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'boats', label: 'Boats' },
  { id: 'aircraft', label: 'Aircraft' },
  { id: 'animals', label: 'Animals' },
  { id: 'other', label: 'Other objects' },
];

const GROUP_OF: Record<string, ClassGroup> = {
  person: 'people',
  bicycle: 'vehicles',
  car: 'vehicles',
  motorcycle: 'vehicles',
  bus: 'vehicles',
  train: 'vehicles',
  truck: 'vehicles',
  boat: 'boats',
  airplane: 'aircraft',
  kite: 'aircraft',
  bird: 'animals',
  cat: 'animals',
  dog: 'animals',
  horse: 'animals',
  sheep: 'animals',
  cow: 'animals',
  elephant: 'animals',
  bear: 'animals',
  zebra: 'animals',
  giraffe: 'animals',
};

/** The label of a model class id; "class N" for an id outside the table (never thrown away). */
export function labelOf(classId: number): string {
  return COCO_LABELS[classId] ?? `class ${classId}`;
}

export function groupOf(label: string): ClassGroup {
  return GROUP_OF[label] ?? 'other';
}
