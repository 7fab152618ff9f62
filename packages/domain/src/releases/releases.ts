// What's New: the product's own release history, newest first. The first entry must be
// CURRENT_RELEASE (a unit test checks it), because the unread badge compares against it. Every
// note describes something this product does today (no live-stream or dock notes until those
// are built), so a reader can go and find it.
import type { TRelease } from './schema.ts';

const none: TRelease['bugs'] = [];

export const RELEASES: readonly TRelease[] = [
  {
    version: '2025.9',
    caption: 'Plan better missions, faster',
    product: 'Sortie web',
    date: '2025-09-15',
    announcements: [
      {
        message: 'DJI WPML and QGroundControl exports are here.',
        icon: 'rocket',
        color: '#2e7d32',
      },
    ],
    features: [
      {
        title: 'Automatic sweep angle',
        description:
          'Area mapping picks the grid angle that gives the shortest flight, turns included. You can still set your own.',
      },
      {
        title: 'Concave sites without wasted legs',
        description:
          'Sites with notches and holes are split into parts, so the drone never flies across a gap as if it were coverage.',
      },
      {
        title: 'Export to DJI Pilot 2 and QGroundControl',
        description: 'Download a mission as a DJI WPML KMZ or a QGroundControl .plan file.',
      },
    ],
    improvements: [
      {
        title: 'Split by battery',
        description:
          'Long missions split into parts that each fit one battery, each starting where the previous ended.',
      },
    ],
    bugs: [
      {
        title: 'Uploads with height coordinates',
        description: 'KML files with a third coordinate no longer fail; the height is dropped.',
      },
    ],
    faqs: [
      {
        title: 'Which drones can fly WPML missions?',
        description:
          'Drones flown with DJI Pilot 2 (Mavic 3 Enterprise series, Matrice 30/350, Matrice 4).',
      },
    ],
  },
  {
    version: '2025.6',
    caption: 'Terrain following and custom elevation',
    product: 'Sortie web',
    date: '2025-06-10',
    announcements: [],
    features: [
      {
        title: 'Terrain following',
        description:
          'Fly at a constant height above ground using SRTM or your own GeoTIFF elevation model.',
      },
      {
        title: 'Elevation heat map',
        description: 'See the terrain of a site as a heat map with a legend, and export it as CSV.',
      },
    ],
    improvements: [
      { title: 'Metric or imperial units', description: 'Choose your units in your profile.' },
    ],
    bugs: none,
    faqs: [],
  },
  {
    version: '2025.1',
    caption: 'Collections and the home dashboard',
    product: 'Sortie web',
    date: '2025-01-20',
    announcements: [],
    features: [
      {
        title: 'Collections',
        description:
          'Group sites into collections, see them together on one map, and add or remove sites from the collection page.',
      },
      {
        title: 'Home dashboard',
        description:
          'Your latest sites on the home page, filtered by status, date or only the sites you created.',
      },
    ],
    improvements: [
      {
        title: 'Draw with the keyboard',
        description: 'Place, move and remove vertices of a site outline without a mouse.',
      },
    ],
    bugs: none,
    faqs: [],
  },
  {
    version: '2024.12',
    caption: 'Waypoint and point-of-interest missions',
    product: 'Sortie web',
    date: '2024-12-05',
    announcements: [],
    features: [
      {
        title: 'Waypoint missions',
        description:
          'Place waypoints on the map and give each its height, speed and actions: photos, gimbal pitch, hover.',
      },
      {
        title: 'Orbits around a point of interest',
        description:
          'Circle a structure at a set radius and height with the camera on it, for towers and turbines too.',
      },
    ],
    improvements: [],
    bugs: none,
    faqs: [],
  },
  {
    version: '2024.6',
    caption: 'Bigger missions, precise GCPs',
    product: 'Sortie web',
    date: '2024-06-18',
    announcements: [],
    features: [
      {
        title: 'Missions up to 5000 acres',
        description: 'The mission size limit rose from about 700 acres to 5000 acres.',
      },
      {
        title: 'GCP spacing up to 1000 m',
        description: 'Ground control points can now be placed up to 1000 m apart.',
      },
    ],
    improvements: [
      { title: 'Split at any point', description: 'Split a mission at any waypoint you choose.' },
    ],
    bugs: [
      {
        title: 'Self-intersecting uploads',
        description:
          'Site files whose outline crosses itself are now refused with a clear message.',
      },
    ],
    faqs: [],
  },
  {
    version: '2023.11',
    caption: 'Flight progress from the pilot app',
    product: 'Sortie pilot app',
    date: '2023-11-08',
    announcements: [],
    features: [
      {
        title: 'Progress that follows your flights',
        description:
          'The pilot app reports each flight as it takes off and lands, and the site shows how much has been flown.',
      },
    ],
    improvements: [
      {
        title: 'Pending sync',
        description: 'A site card shows flights that took off but have not reported back yet.',
      },
    ],
    bugs: none,
    faqs: [],
  },
  {
    version: '2022.4',
    caption: 'Workspaces and sharing',
    product: 'Sortie web',
    date: '2022-04-12',
    announcements: [],
    features: [
      {
        title: 'Company workspaces',
        description:
          'Invite members and guests, give them roles, and share sites with view, edit or full access.',
      },
      {
        title: 'Sample sites',
        description: 'New users get sample sites and a collection to explore.',
      },
    ],
    improvements: [
      {
        title: 'Toggleable statuses',
        description: 'Site statuses can now be changed back as well as forward.',
      },
    ],
    bugs: [
      {
        title: 'Duplicate site invites',
        description: 'Inviting the same person to a site twice is no longer possible.',
      },
    ],
    faqs: [],
  },
  {
    version: '2020.8',
    caption: 'First release',
    product: 'Sortie web',
    date: '2020-08-03',
    announcements: [],
    features: [
      {
        title: 'Automatic mission planning',
        description: 'Draw an area and get a mapping mission with photos spaced for your camera.',
      },
      {
        title: 'Corridor mapping and video',
        description: 'Plan missions along roads, rivers and lines.',
      },
    ],
    improvements: [],
    bugs: none,
    faqs: [],
  },
];

/** Finds one release by version. */
export function findRelease(version: string): TRelease | undefined {
  return RELEASES.find((r) => r.version === version);
}
