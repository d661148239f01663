import type { AssistLevel, EnergyEstimate } from "./track.ts";

/**
 * The battery energy an e-mountain-bike ride needs, from its length and
 * climb. The model, each parameter and where it comes from are in
 * docs/decisions/007-energy-model.md; change them there and here together.
 * Shared by both sides: the server's route details give the whole route's
 * estimate, and the route page's "Hvar er ég?" the estimate for what is left
 * (docs/decisions/039).
 *
 *   wheel energy   = rolling + gravity + air
 *     rolling      = Crr · m · g · length
 *     gravity      = m · g · climb        (descents give nothing back: no regeneration, brakes take it)
 *     air          = ½ · ρ · CdA · v² · length   (still air)
 *   crank energy   = wheel energy / drivetrain efficiency
 *   battery energy = assist share · crank energy / motor efficiency
 *   assist share   = s / (1 + s), s the motor's support ratio (motor power ÷ rider power) at that level
 */
export const energyParameters = {
  /** Rider 80 kg with clothes and pack, e-MTB 25 kg. */
  massKg: 105,
  gravity: 9.81,
  /** Knobbly tyres on gravel and dirt tracks. */
  rollingResistance: 0.015,
  /** Air at about 10 °C near sea level. */
  airDensity: 1.25,
  /** Drag area of an upright rider on a mountain bike, m². */
  dragArea: 0.55,
  /** A steady 18 km/h. */
  speedMps: 5,
  /** Chain and sprockets. */
  drivetrainEfficiency: 0.95,
  /** Battery to crank: motor, gearbox and controller. */
  motorEfficiency: 0.8,
  /** Motor power ÷ rider power at each assist level. */
  supportRatio: { low: 0.6, medium: 1.4, high: 3.4 } satisfies Record<AssistLevel, number>,
} as const;

/** The parameters' shape, for a caller that changes one (the rider's own mass, docs/decisions/065). */
export type EnergyParameters = { readonly [K in Exclude<keyof typeof energyParameters, "supportRatio">]: number } & {
  readonly supportRatio: Readonly<Record<AssistLevel, number>>;
};

const levels: AssistLevel[] = ["low", "medium", "high"];

/** Watt-hours from the battery at low, medium and high assist, rounded to whole Wh. */
export function estimateEnergy(lengthKm: number, climbM: number, parameters: EnergyParameters = energyParameters): EnergyEstimate[] {
  const { massKg, gravity, rollingResistance, airDensity, dragArea, speedMps, drivetrainEfficiency, motorEfficiency } = parameters;
  const lengthM = Math.max(0, lengthKm) * 1000;
  const rollingJ = rollingResistance * massKg * gravity * lengthM;
  const gravityJ = massKg * gravity * Math.max(0, climbM);
  const airJ = 0.5 * airDensity * dragArea * speedMps ** 2 * lengthM;
  const crankJ = (rollingJ + gravityJ + airJ) / drivetrainEfficiency;
  return levels.map((assist) => {
    const ratio = parameters.supportRatio[assist];
    const share = ratio / (1 + ratio);
    return { assist, wattHours: Math.round((share * crankJ) / motorEfficiency / 3600) };
  });
}
