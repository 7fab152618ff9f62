// The waypoint and POI editors' pointer handlers on the site map, while the planner is open on
// those kinds. A context consumer (planner-context.ts), so editing them re-renders this and the
// panel, not the page.
import { PoiMapLayer } from '../poi/index.ts';
import { isOrbitKind } from '../utils/mission-kinds.ts';
import { WaypointMapLayer } from '../waypoints/index.ts';
import { usePlanner } from './planner-context.ts';

export function PlannerMapLayers() {
  const { active, draft, setDraft, map } = usePlanner();
  if (!active) return null;
  if (draft.kind === 'waypoints')
    return (
      <WaypointMapLayer
        map={map}
        value={draft.waypoints}
        onChange={(waypoints) => setDraft({ ...draft, waypoints })}
      />
    );
  if (isOrbitKind(draft.kind))
    return (
      <PoiMapLayer map={map} value={draft.poi} onChange={(poi) => setDraft({ ...draft, poi })} />
    );
  return null;
}
