import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TideDatabase from '@neaps/tide-database';
import type * as TidePredictor from '@neaps/tide-predictor';

/**
 * Tides from the harmonic constituents of the nearest tide station (@neaps/tide-database, predicted by
 * @neaps/tide-predictor). A station further than this from a site predicts another stretch of coast:
 * the site then keeps Open-Meteo's modelled sea level (docs/window.md).
 */
export const TIDE_STATION_MAX_KM = 50;

export interface TideStation {
  id: string;
  name: string;
  distanceKm: number;
  /** The datum heights are given above (LAT for Australia's stations: the lowest astronomical tide). */
  datum: string | null;
  /** The credit the station's licence asks for, as the database assembles it. */
  attribution: string;
}

export interface PredictedTurn {
  kind: 'high' | 'low';
  at: Date;
  heightM: number;
}

type Packages = { database: typeof TideDatabase; predictor: typeof TidePredictor };
let packages: Packages | null = null;
/** A require() the lint allows: Node 24 loads an ES module with it. */
const nodeRequire = createRequire(__filename);

/** Where a package's file is, found the way require() looks, so a file the package does not export can be loaded. */
function packageFile(name: string, file: string): string {
  for (const dir of nodeRequire.resolve.paths(name) ?? []) {
    const path = join(dir, name, file);
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} is not installed.`);
}

/**
 * Both packages are ES modules only. Node 24 require()s an ES module, but the predictor exports itself
 * for import only, so its file is required by path. Loaded on first use: the station database takes
 * about 200 ms and some memory, which a server that never shows a tide should not pay.
 */
function tidePackages(): Packages {
  if (!packages) {
    packages = {
      database: nodeRequire('@neaps/tide-database') as typeof TideDatabase,
      predictor: nodeRequire(packageFile('@neaps/tide-predictor', 'dist/index.js')) as typeof TidePredictor,
    };
  }
  return packages;
}

const predictors = new Map<string, TidePredictor.StationPredictor>();

function predictorOf(stationId: string): TidePredictor.StationPredictor {
  let predictor = predictors.get(stationId);
  if (!predictor) {
    const { database, predictor: tides } = tidePackages();
    const station = database.stationsById.get(stationId);
    if (!station) throw new Error(`No tide station ${stationId}.`);
    predictor = tides.useStation(station as unknown as TidePredictor.Station);
    predictors.set(stationId, predictor);
  }
  return predictor;
}

/**
 * The nearest tide station (not a tidal-current station) within TIDE_STATION_MAX_KM whose data may be
 * used on a commercial site (some are CC BY-NC), or null.
 */
export function nearestTideStation(latitude: number, longitude: number): TideStation | null {
  const { database } = tidePackages();
  const found = database.nearest({
    latitude,
    longitude,
    maxDistance: TIDE_STATION_MAX_KM,
    filter: (station) => station.kind !== 'current' && station.license?.commercial_use !== false,
  });
  if (!found) return null;
  const [station, distanceKm] = found;
  return {
    id: station.id,
    name: station.name,
    distanceKm: Math.round(distanceKm * 10) / 10,
    datum: station.chart_datum ?? null,
    attribution: station.attribution,
  };
}

/** Highs and lows between two instants, heights in metres above the station's chart datum. */
export function predictTurns(stationId: string, start: Date, end: Date): PredictedTurn[] {
  return predictorOf(stationId)
    .getExtremesPrediction({ start, end })
    .extremes.map((e) => ({ kind: e.high ? 'high' : 'low', at: e.time, heightM: Math.round(e.level * 100) / 100 }));
}

/**
 * The water level at each instant, metres. A subordinate station has no curve of its own (only offsets
 * to its reference station's highs and lows), so between two turns the level follows half a cosine,
 * the usual shape of a tide between high and low water.
 */
export function predictLevels(stationId: string, times: readonly Date[], turns: readonly PredictedTurn[]): Array<number | null> {
  const predictor = predictorOf(stationId);
  if (predictor.type === 'reference') {
    return times.map((time) => Math.round(predictor.getWaterLevelAtTime({ time }).level * 100) / 100);
  }
  return times.map((time) => {
    const after = turns.findIndex((t) => t.at.getTime() >= time.getTime());
    if (after <= 0) return after === 0 && turns[0].at.getTime() === time.getTime() ? turns[0].heightM : null;
    const a = turns[after - 1];
    const b = turns[after];
    const phase = (time.getTime() - a.at.getTime()) / (b.at.getTime() - a.at.getTime());
    const level = a.heightM + ((b.heightM - a.heightM) * (1 - Math.cos(Math.PI * phase))) / 2;
    return Math.round(level * 100) / 100;
  });
}
