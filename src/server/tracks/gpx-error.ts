import { ClientError } from "../http/validation.ts";

/** A GPX file the server refuses; its message is shown to the admin as it is. */
export class GpxError extends ClientError {}
