// Types of fallback-basemap.js, for the unit test and vitest.config.ts.
import type { Plugin } from 'vite';

export function fallbackGeoJson(): string;
export function fallbackBasemap(): Plugin;
