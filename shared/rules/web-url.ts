/**
 * True for an absolute http: or https: address. Links taken from outside (VK attachments) are kept
 * only when this holds: `javascript:`, `data:`, `vbscript:` and the like would run in the page
 * or a legacy client that turns them into links.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Drops the `url` of an attachment whose address is not http(s), keeping its type. */
export function safeAttachment<T extends { type: string; url?: unknown }>(attachment: T): T {
  if (!('url' in attachment) || isWebUrl(attachment.url)) return attachment;
  const { url: _url, ...rest } = attachment;
  return rest as T;
}
