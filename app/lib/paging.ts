/** The page number of a list from `?strana=`; anything odd is the first page. */
export function pageParam(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('strana') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1;
}
