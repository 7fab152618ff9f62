// Where a user lands after losing a company workspace (platform-core §4: the personal workspace
// becomes active and the route is replaced). Both ways of noticing (the route's company is no
// longer in the user's list, or a call answered 403 user_not_part_of_company) use this, so
// whichever runs last sends the user to the same place. Only the section is kept: an id of the
// lost workspace (a site, a stream) means nothing in the personal one.

/**
 * The same section of the app in the personal workspace.
 *
 * @example
 * personalPath('/company/c1/sites/s9', 'p1'); // '/company/p1/sites'
 * personalPath('/users/u1/invites', 'p1'); // '/company/p1/home'
 */
export function personalPath(pathname: string, personalSpaceId: string): string {
  const section = /^\/company\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  return `/company/${encodeURIComponent(personalSpaceId)}/${section ?? 'home'}`;
}
