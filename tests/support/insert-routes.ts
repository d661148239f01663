import type { Insertable } from "kysely";
import { bumpVersion } from "../../src/server/store/audit.ts";
import type { DatabaseSchema } from "../../src/server/store/database-schema.ts";
import type { KyselySiteStore } from "../../src/server/store/kysely-site-store.ts";

/** Puts generated bench routes into a fresh database in one transaction, 500 rows a statement, and moves the list's version. */
export async function insertRoutes(store: KyselySiteStore, rows: readonly Insertable<DatabaseSchema["routes"]>[]): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto("routes")
        .values(rows.slice(start, start + 500))
        .execute();
    await bumpVersion(trx, "routes");
  });
}
