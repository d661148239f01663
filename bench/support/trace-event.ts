/** One event of a Chromium trace (the Trace Event Format), with the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { type?: string; message?: string; url?: string; functionName?: string };
    beginData?: { url?: string };
  };
}
