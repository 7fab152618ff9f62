import type { ImageRecord } from '@sortie/domain/data-check';

export type WorkerTask = { index: number; file: File };
export type WorkerAnswer = { index: number; record: ImageRecord };
