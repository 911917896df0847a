/** The one error type the data layer throws: its message is safe to log, never shown raw to visitors. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns whatever the SDK or fetch rejected with into a CmsError:
 * an API error list gives its first message; a text or HTML body is thrown as text.
 */
export function toCmsError(reason: unknown): CmsError {
  if (reason instanceof CmsError) return reason;
  const status = isRecord(reason) && reason.response instanceof Response ? reason.response.status : undefined;
  if (isRecord(reason) && 'errors' in reason) {
    const errors = reason.errors;
    if (Array.isArray(errors) && isRecord(errors[0]) && typeof errors[0].message === 'string')
      return new CmsError(errors[0].message, status);
    if (typeof errors === 'string') return new CmsError(errors || `CMS answered ${status ?? 'an error'}`, status);
    if (errors instanceof Error) return toCmsError(errors);
    return new CmsError(`CMS answered ${status ?? 'with an unreadable error'}`, status);
  }
  if (typeof reason === 'string') return new CmsError(reason);
  if (reason instanceof DOMException && (reason.name === 'TimeoutError' || reason.name === 'AbortError'))
    return new CmsError('CMS request timed out');
  if (reason instanceof SyntaxError) return new CmsError(`CMS sent malformed JSON: ${reason.message}`);
  if (reason instanceof Error) return new CmsError(reason.message || 'CMS request failed');
  return new CmsError('CMS request failed');
}
