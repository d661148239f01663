import { z } from "zod";
import { isCalendarDate } from "./dates.ts";
import { isPlainText } from "./fields.ts";
import { isMonthDay, MAX_CONDITION_NOTE, type RouteSeason, routeConditions } from "./route-condition.ts";

// The server's input schemas, apart from the rules the pages use: zod stays out of the pages' chunks.

const conditionNames = routeConditions.join(", ");

/** What the admin sends to PUT /api/routes/:id/condition; the server sets checkedOn to its today when absent. */
export const conditionInputSchema = z.strictObject({
  condition: z.enum(routeConditions, { error: `Ástand verður að vera eitt af: ${conditionNames}` }),
  note: z
    .string({ error: "Athugasemd verður að vera texti" })
    .refine(isPlainText, { error: "Athugasemd má ekki innihalda stýritákn", abort: true })
    .trim()
    .max(MAX_CONDITION_NOTE, { error: `Athugasemd má vera í mesta lagi ${MAX_CONDITION_NOTE} stafir` })
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .default(null),
  checkedOn: z
    .string({ error: "checkedOn verður að vera dagsetning á forminu ÁÁÁÁ-MM-DD" })
    .refine(isCalendarDate, { error: "checkedOn verður að vera dagsetning á forminu ÁÁÁÁ-MM-DD" })
    .optional(),
});
export type ConditionInput = z.output<typeof conditionInputSchema>;

const monthDay = (field: string) =>
  z
    .string({ error: `${field} verður að vera mánuður og dagur á forminu MM-DD` })
    .refine(isMonthDay, { error: `${field} verður að vera mánuður og dagur á forminu MM-DD` });

/** What the admin sends to PUT /api/routes/:id/season (or JSON null, which clears it). */
export const seasonInputSchema = z
  .strictObject({ from: monthDay("from"), to: monthDay("to") })
  .refine((season) => season.from !== season.to, { error: "Upphaf og lok tímabils mega ekki vera sami dagur" }) satisfies z.ZodType<RouteSeason, unknown>;
