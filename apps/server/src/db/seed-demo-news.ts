// Demo industry news and tips (issue 16 §5): a fresh install's home page shows a Tip of the Day
// and an Industry News row. The text is written for this product (field notes on drone
// surveying); the links point at the product's own site. It goes through the HTTP API as the
// demo Super Admin, so the URL check and the HTML sanitiser apply as in the CMS. Runs once per
// database (a row in app_meta, removed again if seeding fails so the next start retries).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from './database.ts';
import { DEMO_PASSWORD } from './seed-demo.ts';

const NEWS_KEY = 'demo_news_v1';
const STAFF_EMAIL = 'superadmin@sortie.demo';
const FIELD_NOTES = 'https://sortie.in/field-notes/';

/** [title, slug, source, days before seeding, featured] */
const NEWS: [string, string, string, number, boolean][] = [
  [
    'Ground control points: how many does a 50-hectare survey really need?',
    'how-many-gcps',
    'Sortie Field Notes',
    1,
    true,
  ],
  [
    'Flying corridors: planning highway surveys in one pass per side',
    'corridor-surveys',
    'Sortie Field Notes',
    3,
    false,
  ],
  [
    'Monsoon season checklist for survey pilots',
    'monsoon-checklist',
    'Sortie Operations',
    6,
    false,
  ],
  [
    'Terrain following on hillside plantations: what changes in your overlap',
    'terrain-following-overlap',
    'Sortie Field Notes',
    9,
    true,
  ],
  ['Reading a ground sampling distance before you fly', 'reading-gsd', 'Sortie Academy', 13, false],
  [
    'Docked drones for daily site progress: a first season in numbers',
    'dock-first-season',
    'Sortie Operations',
    17,
    false,
  ],
  [
    'Orbit missions for telecom towers: two layers, one battery',
    'tower-orbits',
    'Sortie Academy',
    22,
    false,
  ],
  [
    'Checking images in the field before the crew drives home',
    'field-image-check',
    'Sortie Field Notes',
    28,
    false,
  ],
];

const TIPS: { title: string; description: string }[] = [
  {
    title: 'Plan overlap for the crop, not the field',
    description:
      '<p>Uniform canopies such as vineyards and ragi fields give photogrammetry few features to match. Raise <strong>front overlap to 80%</strong> and side overlap to 75% there; bare soil and built-up sites map well at 75/70.</p>',
  },
  {
    title: 'Fly the sun behind you',
    description:
      '<p>Start area missions two hours after sunrise and finish two hours before sunset. Long shadows move between passes and confuse the stitching.</p><ul><li>Cloudy but bright days give the most even images.</li><li>Avoid flying through noon on water bodies: sun glint hides the surface.</li></ul>',
  },
  {
    title: 'Place GCPs at the edges first',
    description:
      '<p>Ground control points inside the site add little if the edges are free to drift. Put one at each corner, then fill the middle on a grid of about 120 m. Sortie can lay out the grid for you from the site page.</p>',
  },
  {
    title: 'Check your ceiling before terrain following',
    description:
      '<p>On hillside sites the drone climbs with the ground. Make sure the highest point of the mission stays under the legal ceiling above the <em>take-off point</em>, not only above the ground below.</p>',
  },
  {
    title: 'Label your batteries',
    description:
      '<p>Number every battery and note which one flew each mission in the flight log. A pack that lands with noticeably less charge than its siblings is the first to retire.</p>',
  },
  {
    title: 'Split large sites before the field day',
    description:
      '<p>A mission that needs more than one battery is easier to resume if it is split into parts that each fit one battery. Use <strong>Split mission</strong> in the planner and fly the parts in order.</p>',
  },
  {
    title: 'Verify images before you leave the site',
    description:
      '<p>Run a Data Check on the memory card while the crew is still on site. Blurred or missing images found in the office cost a second trip.</p>',
  },
];

type Call = (method: 'POST', url: string, body: object) => Promise<void>;

/** Seeds the demo news and tips unless done. True when it seeded now. */
export async function seedDemoNews(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .insertInto('app_meta')
    .values({ key: NEWS_KEY, value: JSON.stringify({ at: now.toISOString() }), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
    });
    // The demo Super Admin is gone or has a new password: nothing to seed with.
    if (login.statusCode !== 200) return false;
    const token = login.json<{ id_token: string }>().id_token;
    const call: Call = async (method, url, body) => {
      const res = await app.inject({
        method,
        url: `/api/v4${url}`,
        // The India brand shows news; the Guyana brand disables it.
        headers: { authorization: `Bearer ${token}`, 'x-brand': 'india' },
        payload: body,
      });
      if (res.statusCode >= 300) {
        throw new Error(`demo news: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
      }
    };
    for (const [title, slug, source, daysAgo, featured] of NEWS) {
      await call('POST', '/news/publish', {
        title,
        url: `${FIELD_NOTES}${slug}`,
        source,
        publish_date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
        featured,
        draft: false,
      });
    }
    for (const tip of TIPS) await call('POST', '/tips/publish', { ...tip, draft: false });
    return true;
  } catch (error) {
    await deps.db.deleteFrom('app_meta').where('key', '=', NEWS_KEY).execute();
    throw error;
  }
}
