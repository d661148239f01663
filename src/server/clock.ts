/**
 * The server's one clock. Everything that dates or counts anything (analytics
 * days, sessions and their expiry, sign-in throttling, sample events, audit
 * rows) reads the clock the app was built with, never `new Date()` itself, so
 * a test sets the date it needs and nothing depends on the day it runs.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
