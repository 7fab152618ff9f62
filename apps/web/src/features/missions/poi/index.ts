// Public surface of the POI editor (poi, wind_turbine and cell_tower), rendered by the planner panel.
export type {
  PoiDraft,
  PoiKind,
  PoiParamsDraft,
  WindTurbineDraft,
  CellTowerDraft,
} from './types.ts';
export { PoiEditor } from './components/poi-editor.tsx';
export type { PoiEditorProps } from './components/poi-editor.tsx';
export { usePoiLayerGroups } from './components/use-poi-layer-groups.ts';
export { PoiMapLayer } from './components/poi-map-layer.tsx';
export type { PoiMapLayerProps } from './components/poi-map-layer.tsx';
/** A starting draft of a kind centred on the site's point; problems of a draft by field name. */
export {
  defaultPoiDraft,
  poiKindOf,
  poiSafetyWarning,
  validatePoiDraft,
} from './utils/poi-draft.ts';
