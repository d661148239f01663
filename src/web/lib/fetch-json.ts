/** GET or POST JSON; any non-OK status is an error with the message "HTTP error! Status: {code}". */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" }, ...init });
  if (!response.ok) {
    // Release the unread body, or the browser keeps the request open.
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP error! Status: ${response.status}`);
  }
  return response.json();
}
