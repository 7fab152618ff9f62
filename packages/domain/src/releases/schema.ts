// Release notes as the release notes screen shows them (platform-core §2, feature-areas §2).
import { z } from 'zod';

const ZNoteItem = z.object({
  title: z.string(),
  description: z.string(),
  image: z.object({ src: z.string(), heights: z.array(z.number()).optional() }).optional(),
});

export const ZRelease = z.object({
  version: z.string(),
  caption: z.string(),
  product: z.string(),
  date: z.string(),
  announcements: z.array(z.object({ message: z.string(), icon: z.string(), color: z.string() })),
  features: z.array(ZNoteItem),
  improvements: z.array(ZNoteItem),
  bugs: z.array(ZNoteItem),
  faqs: z.array(ZNoteItem),
});
export type TRelease = z.infer<typeof ZRelease>;
