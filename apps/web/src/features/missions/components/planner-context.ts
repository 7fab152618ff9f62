// The planner's state reaches the parts of the site page that show it (the planner panel, the
// map's pointer handlers) through a context rather than through the page's props. The site route
// composes the page from memoised parts (site-missions-area.tsx), so a keystroke or a new
// preview re-renders only these consumers instead of the whole page (decision 121).
import { createContext, useContext } from 'react';
import type { MissionPlanner } from './use-mission-planner.tsx';

export const PlannerContext = createContext<MissionPlanner | null>(null);

export function usePlanner(): MissionPlanner {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error('usePlanner needs a SiteMissionsProvider above it.');
  return planner;
}
