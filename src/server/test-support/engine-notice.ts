import { postgresSchemaTeardown } from "./test-databases.ts";

/**
 * Says once per run whether the PostgreSQL half of the data-layer, API and cluster suites runs; on
 * PostgreSQL, drops the run's test schemas when it ends.
 */
export default function engineNotice(): (() => Promise<void>) | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { host, pathname } = new URL(url);
    console.log(`PostgreSQL suite: running on ${host}${pathname} (TEST_DATABASE_URL).`);
  } else {
    console.log(
      "PostgreSQL suite did not run: set TEST_DATABASE_URL=postgres://user:password@localhost:5432/database to run the data-layer, API and cluster tests on PostgreSQL too (.ci/run does).",
    );
  }
  return postgresSchemaTeardown();
}
