export type ParamValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * `{baseUrl}/{call}?{params}`: arrays comma-joined (FeedIds, SearchTags), booleans as
 * `true`/`false`, undefined omitted, values encoded by URLSearchParams. The JSONP transport
 * adds `callback`.
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
  return `${baseUrl.replace(/\/+$/, '')}/${call}${search ? `?${search}` : ''}`;
}
