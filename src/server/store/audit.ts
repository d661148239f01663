import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "./database-schema.ts";
import type { DataSet } from "./site-store.ts";

/** What every write leaves behind: an audit record, and a new version of the data set it changed. */

/** Records who changed what; called inside the transaction that makes the change, so both happen or neither. */
export async function audit(
  trx: Transaction<DatabaseSchema>,
  record: { at: string; actor: string; action: string; entity: string; entityId: number; details: unknown },
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      at: record.at,
      actor: record.actor,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      details: JSON.stringify(record.details),
    })
    .execute();
}

/** The site_meta key that holds a data set's version. */
export function versionKey(dataSet: DataSet): string {
  return `${dataSet}_version`;
}

/** Gives the data set a new version; called inside the transaction that changes it. */
export async function bumpVersion(trx: Transaction<DatabaseSchema> | Kysely<DatabaseSchema>, dataSet: DataSet): Promise<void> {
  await trx
    .insertInto("site_meta")
    .values({ key: versionKey(dataSet), value: randomUUID() })
    .onConflict((conflict) => conflict.column("key").doUpdateSet((update) => ({ value: update.ref("excluded.value") })))
    .execute();
}
