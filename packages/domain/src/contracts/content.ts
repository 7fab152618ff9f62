// Industry news and tips (issue 16; platform-core §7, feature-areas §2): the public news list, the
// signed-in tip of the day and its votes, and the staff CMS bodies of both.
import { z } from 'zod';
import { isUrl } from '../validate/url.ts';
import { ZId, ZIsoDateTime } from './common.ts';

/** Where our own uploaded thumbnails are served (re-encoded, no EXIF). */
export const CONTENT_THUMBNAIL_PATH = '/api/v4/files/content/';
/** A brand lists this in disabledFeatures to hide news everywhere (API included). */
export const NEWS_FEATURE = 'news';
export const NEWS_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

const ZBoolString = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A link typed by staff: the URL check of platform-core §5 (no private-network hosts). */
export const ZPublicUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isUrl, 'Enter an http(s) or ftp link to a public host (no private-network address).');

/** A thumbnail: one we stored (from POST /news/thumbnail) or a public link. */
export const ZThumbnail = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^\/api\/v4\/files\/content\/[0-9a-f-]{36}\.webp$/.test(v) || isUrl(v),
    'Upload a thumbnail or enter a public image link.',
  );

const ZPaging = {
  limit: z.coerce.number().int().min(1).max(50).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** false lists drafts too, for the CMS (staff only). */
  exclude_draft: ZBoolString.default(true),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
};

// ---------------------------------------------------------------- news

export const ZNewsItem = z.object({
  id: ZId,
  title: z.string(),
  url: z.string(),
  source: z.string(),
  thumbnail: z.string().nullable(),
  publish_date: ZIsoDateTime,
  featured: z.boolean(),
  draft: z.boolean(),
  views: z.number().int(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZNewsListQuery = z.object({
  ...ZPaging,
  sort_by: z.enum(['publish_date', 'title', 'views']).default('publish_date'),
  /** Only featured items. */
  featured: ZBoolString.optional(),
});
export type TNewsListQuery = z.infer<typeof ZNewsListQuery>;

export const ZNewsListResponse = z.object({
  news: z.array(ZNewsItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TNewsListResponse = z.infer<typeof ZNewsListResponse>;

const NEWS_FIELDS = {
  title: z.string().trim().min(1).max(200),
  url: ZPublicUrl,
  source: z.string().trim().min(1).max(100),
  thumbnail: ZThumbnail.nullable(),
  publish_date: z.iso.datetime({ offset: true }),
  featured: z.boolean(),
  draft: z.boolean(),
};
export const ZNewsRequest = z
  .object({
    ...NEWS_FIELDS,
    thumbnail: NEWS_FIELDS.thumbnail.default(null),
    featured: NEWS_FIELDS.featured.default(false),
    draft: NEWS_FIELDS.draft.default(true),
  })
  .strict();
export type TNewsRequest = z.infer<typeof ZNewsRequest>;
/** Only the fields sent change (no defaults here: a PATCH must not reset draft or featured). */
export const ZNewsPatchRequest = z.object(NEWS_FIELDS).partial().strict();
export type TNewsPatchRequest = z.infer<typeof ZNewsPatchRequest>;

export const ZThumbnailResponse = z.object({ url: z.string() });

// ---------------------------------------------------------------- tips

export const TIP_CLIENTS = ['all', 'web', 'app'] as const;
export const ZTipClient = z.enum(TIP_CLIENTS);
export const ZTipVote = z.enum(['up', 'down']);
export type TTipVote = z.infer<typeof ZTipVote>;

export const ZTip = z.object({
  id: ZId,
  title: z.string(),
  /** Sanitised HTML (allow-list on the server); safe to render. */
  description: z.string(),
  thumbnail: z.string().nullable(),
  client: ZTipClient,
  draft: z.boolean(),
  up_votes: z.number().int(),
  down_votes: z.number().int(),
  /** The caller's own vote. */
  my_vote: ZTipVote.nullable(),
  created_at: ZIsoDateTime,
});
export type TTip = z.infer<typeof ZTip>;

export const ZTipsListQuery = z.object({
  ...ZPaging,
  sort_by: z.enum(['created_at', 'title', 'up_votes']).default('created_at'),
  client: z.enum(['web', 'app']).optional(),
});
export type TTipsListQuery = z.infer<typeof ZTipsListQuery>;

export const ZTipsListResponse = z.object({
  tips: z.array(ZTip),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TTipsListResponse = z.infer<typeof ZTipsListResponse>;

export const ZTipOfTheDayQuery = z.object({ client: z.enum(['web', 'app']).default('web') });
/** null when no tip is published for this client. */
export const ZTipOfTheDayResponse = z.object({ tip: ZTip.nullable() });

const TIP_FIELDS = {
  title: z.string().trim().min(1).max(200),
  /** HTML from the rich-text editor; sanitised on the server. */
  description: z.string().min(1).max(20_000),
  thumbnail: ZThumbnail.nullable(),
  client: ZTipClient,
  draft: z.boolean(),
};
export const ZTipRequest = z
  .object({
    ...TIP_FIELDS,
    thumbnail: TIP_FIELDS.thumbnail.default(null),
    client: TIP_FIELDS.client.default('all'),
    draft: TIP_FIELDS.draft.default(true),
  })
  .strict();
export type TTipRequest = z.infer<typeof ZTipRequest>;
/** Only the fields sent change (no defaults here: a PATCH must not unpublish). */
export const ZTipPatchRequest = z.object(TIP_FIELDS).partial().strict();
export type TTipPatchRequest = z.infer<typeof ZTipPatchRequest>;

export const ZTipVoteResponse = z.object({
  up_votes: z.number().int(),
  down_votes: z.number().int(),
  my_vote: ZTipVote,
});
export type TTipVoteResponse = z.infer<typeof ZTipVoteResponse>;
