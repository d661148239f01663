import { energyParameters } from "./energy-model.ts";
import type { RideSample } from "./ride-today.ts";
import type { AssistLevel, ProfilePoint } from "./track.ts";

/**
 * "Dugar rafhlaðan?": the battery plan for one rider, one bike and one day's wind, segment by segment along a
 * route's track (docs/decisions/065-battery-plan.md, which supersedes 007). Runs in the rider's browser from the
 * track's profile; the rider's settings never leave the device. With the defaults in still air it gives the
 * whole-route figures of energy-model.ts (decision 007) within 1 Wh.
 *
 * Per segment of about 100 m, at the rider's steady ground speed v:
 *   rolling = Crr · m · g · length                      m = rider + bike
 *   climb   = m · g · rise                              (descents give nothing back)
 *   air     = ½ · ρ · CdA · max(0, v + headwind)² · length
 *             headwind = wind speed · cos(wind from − segment bearing), at the segment's time of passage;
 *             a tailwind faster than the rider gives nothing back either
 *             ρ = p₀ / (R · T) from the forecast temperature; decision 007's 1.25 kg/m³ without a forecast
 *   battery = assist share · (rolling + climb + air) / η_drivetrain / η_motor
 * Usable capacity = battery Wh × capacityFactor(temperature at the start); charge percentages are of it.
 */

/** Length of a segment of the plan, in metres. */
export const SEGMENT_M = 100;
/** The reserve the turn-back point keeps for arriving at the start: a share of the usable capacity. */
export const TURN_BACK_RESERVE = 0.1;
/** A route whose end is farther than this from its start (in metres) is not a loop: the page says the turn-back assumes riding back. */
export const LOOP_TOLERANCE_M = 1000;
/** How far before its first or after its last point a forecast is used (half an hour: its own hourly step). */
export const FORECAST_REACH_MS = 30 * 60_000;
/** Sea-level standard pressure, Pa, and the specific gas constant of dry air, J/(kg·K). */
const SEA_LEVEL_PA = 101_325;
const DRY_AIR_R = 287.05;

export interface BatterySettings {
  /** The rider with clothes and pack, kg. */
  riderKg: number;
  bikeKg: number;
  /** The battery's rated capacity, Wh. */
  batteryWh: number;
  /** Charge at the start, per cent of the usable capacity. */
  startChargePct: number;
  assist: AssistLevel;
}

export const DEFAULT_BATTERY_SETTINGS: BatterySettings = { riderKg: 80, bikeKg: 25, batteryWh: 625, startChargePct: 100, assist: "medium" };
/** Battery sizes offered as quick choices, and the range a rider may type. */
export const BATTERY_QUICK_CHOICES_WH = [400, 500, 625, 750, 900] as const;
export const BATTERY_LIMITS = {
  riderKg: { min: 30, max: 200 },
  bikeKg: { min: 10, max: 60 },
  batteryWh: { min: 100, max: 2000 },
  startChargePct: { min: 0, max: 100 },
} as const;

/** The forecast's wind and temperature at one time, as the ride-today samples give them. */
export interface WeatherPoint {
  /** Epoch milliseconds. */
  timeMs: number;
  /** Mean wind, m/s. */
  windSpeed: number;
  /** Degrees clockwise from north that the wind blows from. */
  windFrom: number;
  /** Air temperature, °C. */
  temperature: number;
}

/** The ride-today samples that have a forecast, as weather points in time order; empty when none has. */
export function weatherFromSamples(samples: readonly RideSample[]): WeatherPoint[] {
  const points: WeatherPoint[] = [];
  for (const sample of samples) {
    const timeMs = Date.parse(sample.time);
    if (sample.windSpeed === null || sample.windFrom === null || sample.temperature === null || !Number.isFinite(timeMs)) continue;
    points.push({ timeMs, windSpeed: sample.windSpeed, windFrom: sample.windFrom, temperature: sample.temperature });
  }
  return points.sort((a, b) => a.timeMs - b.timeMs);
}

/** The start of a ride on `date` (YYYY-MM-DD) at `start` (HH:MM, Iceland's clock, which is UTC), epoch milliseconds. */
export function rideStartMs(date: string, start: string): number {
  return Date.parse(`${date}T${start}:00Z`);
}

export interface RideTiming {
  /** Ground speed, km/h. */
  speedKmh: number;
  /** The start, epoch milliseconds (only the weather's times are compared with it). */
  startMs: number;
}

/** A track cut into segments of about SEGMENT_M, ready for many plans (parallel arrays for speed). */
export interface Course {
  count: number;
  /** Metres from the start to each segment's start, and each segment's length, rise and fall. */
  startM: Float64Array;
  lengthM: Float64Array;
  riseM: Float64Array;
  fallM: Float64Array;
  /** Degrees clockwise from north, the direction of travel. */
  bearingDeg: Float64Array;
  totalKm: number;
}

export interface Totals {
  lengthKm: number;
  climbM: number | null;
  descentM: number | null;
}

/**
 * Cuts a profile into segments of `segmentM` metres along it. With `totals` (the track's own length, climb and
 * descent, measured on every point), the segments are scaled to them: the profile is a thinned copy of the
 * track, and the route's figures are the track's.
 */
export function prepareCourse(profile: readonly ProfilePoint[], totals?: Totals, segmentM = SEGMENT_M): Course {
  const n = profile.length;
  const lastKm = n > 0 ? (profile[n - 1] as ProfilePoint).km : 0;
  const count = lastKm > 0 ? Math.max(1, Math.round((lastKm * 1000) / segmentM)) : 0;
  const startM = new Float64Array(count);
  const lengthM = new Float64Array(count);
  const riseM = new Float64Array(count);
  const fallM = new Float64Array(count);
  const bearingDeg = new Float64Array(count);
  if (count === 0) return { count, startM, lengthM, riseM, fallM, bearingDeg, totalKm: totals?.lengthKm ?? 0 };
  const step = (lastKm * 1000) / count;
  // Walk the profile once, reading height and position at each segment boundary.
  let index = 0;
  const at = (m: number) => {
    const km = m / 1000;
    while (index < n - 2 && (profile[index + 1] as ProfilePoint).km < km) index++;
    const a = profile[index] as ProfilePoint;
    const b = profile[Math.min(index + 1, n - 1)] as ProfilePoint;
    const f = b.km > a.km ? Math.min(1, Math.max(0, (km - a.km) / (b.km - a.km))) : 0;
    return { ele: a.ele + f * (b.ele - a.ele), lat: a.lat + f * (b.lat - a.lat), lon: a.lon + f * (b.lon - a.lon) };
  };
  let previous = at(0);
  let rise = 0;
  let fall = 0;
  for (let i = 0; i < count; i++) {
    const next = at((i + 1) * step);
    startM[i] = i * step;
    lengthM[i] = step;
    const dz = next.ele - previous.ele;
    riseM[i] = dz > 0 ? dz : 0;
    fallM[i] = dz < 0 ? -dz : 0;
    rise += riseM[i] as number;
    fall += fallM[i] as number;
    bearingDeg[i] = bearing(previous.lat, previous.lon, next.lat, next.lon);
    previous = next;
  }
  const lengthScale = totals && totals.lengthKm > 0 ? totals.lengthKm / lastKm : 1;
  const riseScale = totals?.climbM != null && rise > 0 ? totals.climbM / rise : 1;
  const fallScale = totals?.descentM != null && fall > 0 ? totals.descentM / fall : 1;
  for (let i = 0; i < count; i++) {
    startM[i] = (startM[i] as number) * lengthScale;
    lengthM[i] = (lengthM[i] as number) * lengthScale;
    riseM[i] = (riseM[i] as number) * riseScale;
    fallM[i] = (fallM[i] as number) * fallScale;
  }
  return { count, startM, lengthM, riseM, fallM, bearingDeg, totalKm: (lastKm * lengthScale * 1000) / 1000 };
}

/** Initial great-circle bearing from one point to another, degrees clockwise from north. */
export function bearing(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const y = Math.sin((lon2 - lon1) * r) * Math.cos(lat2 * r);
  const x = Math.cos(lat1 * r) * Math.sin(lat2 * r) - Math.sin(lat1 * r) * Math.cos(lat2 * r) * Math.cos((lon2 - lon1) * r);
  return (((Math.atan2(y, x) / r) % 360) + 360) % 360;
}

/** The wind's component against a rider heading `bearingDeg`: positive against, negative behind. */
export function headwind(windSpeed: number, windFromDeg: number, bearingDeg: number): number {
  return windSpeed * Math.cos(((windFromDeg - bearingDeg) * Math.PI) / 180);
}

/** Dry air's density at sea-level pressure and `temperatureC`, kg/m³. */
export function airDensity(temperatureC: number): number {
  return SEA_LEVEL_PA / (DRY_AIR_R * (temperatureC + 273.15));
}

/**
 * Share of the rated capacity a lithium-ion e-bike battery gives at a temperature, straight lines between
 * these points (docs/decisions/065 gives the sources): full from 15 °C up, half at −20 °C and below.
 */
export const CAPACITY_CURVE: readonly (readonly [temperatureC: number, share: number])[] = [
  [-20, 0.5],
  [-10, 0.62],
  [-5, 0.7],
  [0, 0.8],
  [5, 0.9],
  [15, 1],
];

export function capacityFactor(temperatureC: number): number {
  const first = CAPACITY_CURVE[0] as readonly [number, number];
  if (temperatureC <= first[0]) return first[1];
  for (let i = 1; i < CAPACITY_CURVE.length; i++) {
    const [t1, s1] = CAPACITY_CURVE[i] as readonly [number, number];
    if (temperatureC <= t1) {
      const [t0, s0] = CAPACITY_CURVE[i - 1] as readonly [number, number];
      return s0 + ((temperatureC - t0) / (t1 - t0)) * (s1 - s0);
    }
  }
  return 1;
}

/** The wind at a time, between the two nearest forecast points: speed straight, direction the short way round. */
export function weatherAt(weather: readonly WeatherPoint[], timeMs: number): WeatherPoint | null {
  const n = weather.length;
  if (n === 0) return null;
  const first = weather[0] as WeatherPoint;
  const last = weather[n - 1] as WeatherPoint;
  if (timeMs <= first.timeMs) return first;
  if (timeMs >= last.timeMs) return last;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((weather[mid] as WeatherPoint).timeMs <= timeMs) lo = mid;
    else hi = mid;
  }
  const a = weather[lo] as WeatherPoint;
  const b = weather[hi] as WeatherPoint;
  const f = b.timeMs > a.timeMs ? (timeMs - a.timeMs) / (b.timeMs - a.timeMs) : 0;
  const turn = ((((b.windFrom - a.windFrom) % 360) + 540) % 360) - 180;
  return {
    timeMs,
    windSpeed: a.windSpeed + f * (b.windSpeed - a.windSpeed),
    windFrom: (((a.windFrom + f * turn) % 360) + 360) % 360,
    temperature: a.temperature + f * (b.temperature - a.temperature),
  };
}

/** The model's physical parameters (decision 007's, energy-model.ts); a test may change one. */
export interface PlanParameters {
  gravity: number;
  rollingResistance: number;
  /** Used when there is no forecast temperature. */
  airDensity: number;
  dragArea: number;
  drivetrainEfficiency: number;
  motorEfficiency: number;
  supportRatio: Readonly<Record<AssistLevel, number>>;
}

export interface BatteryPlan {
  /** Watt-hours the whole route takes from the battery. */
  usedWh: number;
  /** What the battery can give today: rated × capacity factor. */
  usableWh: number;
  capacityFactor: number;
  /** The temperature the capacity was read at (the start's forecast), or null in still air without a forecast. */
  temperatureC: number | null;
  /** Charge at the finish, per cent of the usable capacity, never below 0. */
  finishPct: number;
  /** Kilometre where the battery runs out, or null when it lasts. */
  runsOutKm: number | null;
  /** The farthest kilometre from which riding back the same way reaches the start with TURN_BACK_RESERVE left. */
  turnBackKm: number;
  /** Charge (per cent, may go below 0) at the end of each segment, and the segments' end kilometres. */
  chargePct: Float64Array;
  endKm: Float64Array;
  /** Whether the forecast's wind was used. */
  withWind: boolean;
}

/**
 * The plan for `course` from `fromKm` (0 unless the rider is under way) with `settings.startChargePct` there.
 * Without weather points the air is still and the battery at full capacity.
 */
export function planBattery(
  course: Course,
  settings: BatterySettings,
  timing: RideTiming,
  weather: readonly WeatherPoint[] | null,
  fromKm = 0,
  parameters: PlanParameters = energyParameters,
): BatteryPlan {
  const { gravity, rollingResistance, dragArea, drivetrainEfficiency, motorEfficiency } = parameters;
  const ratio = parameters.supportRatio[settings.assist];
  const toWh = ratio / (1 + ratio) / drivetrainEfficiency / motorEfficiency / 3600;
  const mass = settings.riderKg + settings.bikeKg;
  const v = timing.speedKmh / 3.6;
  const forecast = weather && weather.length > 0 ? weather : null;
  const startTime = timing.startMs + ((fromKm * 1000) / Math.max(v, 0.1)) * 1000;
  const firstMs = forecast ? (forecast[0] as WeatherPoint).timeMs : 0;
  const lastMs = forecast ? (forecast[forecast.length - 1] as WeatherPoint).timeMs : 0;
  // The battery's temperature is the start's, or the forecast's first hour when the start is already past.
  const temperatureC = forecast ? (weatherAt(forecast, startTime) as WeatherPoint).temperature : null;
  const factor = temperatureC === null ? 1 : capacityFactor(temperatureC);
  const usableWh = settings.batteryWh * factor;
  const { count, startM, lengthM, riseM, fallM, bearingDeg } = course;
  const outWh = new Float64Array(count);
  const backWh = new Float64Array(count);
  const fromM = fromKm * 1000;
  for (let i = 0; i < count; i++) {
    const length = lengthM[i] as number;
    const midM = (startM[i] as number) + length / 2;
    let rho: number = parameters.airDensity;
    let hw = 0;
    const timeMs = timing.startMs + (midM / Math.max(v, 0.1)) * 1000;
    // Outside the forecast's hours (already past, or beyond its end) the air is still, as without a forecast.
    if (forecast && timeMs >= firstMs - FORECAST_REACH_MS && timeMs <= lastMs + FORECAST_REACH_MS) {
      const here = weatherAt(forecast, timeMs) as WeatherPoint;
      rho = airDensity(here.temperature);
      hw = headwind(here.windSpeed, here.windFrom, bearingDeg[i] as number);
    }
    const base = rollingResistance * mass * gravity * length;
    const airOut = Math.max(0, v + hw);
    const airBack = Math.max(0, v - hw);
    outWh[i] = (base + mass * gravity * (riseM[i] as number) + 0.5 * rho * dragArea * airOut * airOut * length) * toWh;
    backWh[i] = (base + mass * gravity * (fallM[i] as number) + 0.5 * rho * dragArea * airBack * airBack * length) * toWh;
  }
  const startWh = (usableWh * Math.min(100, Math.max(0, settings.startChargePct))) / 100;
  const chargePct = new Float64Array(count);
  const endKm = new Float64Array(count);
  let used = 0;
  let runsOutKm: number | null = null;
  let back = 0;
  let turnBackKm = fromKm;
  const reserveWh = usableWh * TURN_BACK_RESERVE;
  for (let i = 0; i < count; i++) {
    const s = startM[i] as number;
    const length = lengthM[i] as number;
    endKm[i] = (s + length) / 1000;
    if (s + length <= fromM) {
      chargePct[i] = settings.startChargePct;
      continue;
    }
    // Only the part of a segment after fromKm counts.
    const part = s >= fromM ? 1 : (s + length - fromM) / length;
    const out = (outWh[i] as number) * part;
    const ret = (backWh[i] as number) * part;
    if (runsOutKm === null && used + out > startWh) runsOutKm = (Math.max(s, fromM) + (length * part * (startWh - used)) / out) / 1000;
    // Riding on to this segment's end and back from there: everything out so far plus everything back.
    if (used + out + back + ret <= startWh - reserveWh) turnBackKm = endKm[i] as number;
    used += out;
    back += ret;
    chargePct[i] = usableWh > 0 ? ((startWh - used) / usableWh) * 100 : 0;
  }
  if (startWh - reserveWh < 0) turnBackKm = fromKm;
  const finish = usableWh > 0 ? ((startWh - used) / usableWh) * 100 : 0;
  return {
    usedWh: used,
    usableWh,
    capacityFactor: factor,
    temperatureC,
    finishPct: Math.max(0, finish),
    runsOutKm,
    turnBackKm,
    chargePct,
    endKm,
    withWind: forecast !== null,
  };
}

/** The planned charge at `km` (per cent, never below 0), between the segments' ends. */
export function chargeAtKm(plan: Pick<BatteryPlan, "chargePct" | "endKm">, km: number, startPct: number): number {
  const { chargePct, endKm } = plan;
  let previousKm = 0;
  let previousPct = startPct;
  for (let i = 0; i < endKm.length; i++) {
    const end = endKm[i] as number;
    const pct = chargePct[i] as number;
    if (km <= end) {
      const f = end > previousKm ? (km - previousKm) / (end - previousKm) : 1;
      return Math.max(0, previousPct + f * (pct - previousPct));
    }
    previousKm = end;
    previousPct = pct;
  }
  return Math.max(0, previousPct);
}
