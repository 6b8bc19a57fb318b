export type ParamValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * `{baseUrl}/{call}?{params}`: arrays comma-joined (FeedIds, SearchTags), booleans as
 * `true`/`false`, undefined omitted, values encoded by URLSearchParams. The JSONP transport
 * adds `callback`. A base holding `{call}` has the call's name there instead, and the
 * parameters after its own query (a route of a site without pretty addresses:
 * `/?rest_route=/school-site-widgets/v1/media/{call}`).
 */
export function buildUrl(
  baseUrl: string,
  call: string,
  params: Record<string, ParamValue>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined)
      query.append(name, Array.isArray(value) ? value.join(',') : `${value}`);
  }
  const search = `${query}`;
  const url = baseUrl.includes('{call}')
    ? baseUrl.replace('{call}', call)
    : `${baseUrl.replace(/\/+$/, '')}/${call}`;
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}
