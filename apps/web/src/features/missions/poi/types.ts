// Draft types of the POI editor: the params of the three orbit kinds, values in metric.
import type { z } from 'zod';
import type { ZCellTowerParams, ZPoiParams, ZWindTurbineParams } from '@sortie/domain/contracts';

export type PoiKind = 'poi' | 'wind_turbine' | 'cell_tower';
export type PoiParamsDraft = z.infer<typeof ZPoiParams>;
export type WindTurbineDraft = z.infer<typeof ZWindTurbineParams>;
export type CellTowerDraft = z.infer<typeof ZCellTowerParams>;
/** The params of whichever orbit kind is being edited (PoiEditor's `kind` says which). */
export type PoiDraft = PoiParamsDraft | WindTurbineDraft | CellTowerDraft;
