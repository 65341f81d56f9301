// The catalogue requests the API benchmarks ask (api-bench.mjs under load, catalogue-database-cost.mjs one at a time):
// real aisle slugs and product ids of the running shop, and searches well spelt and misspelt, so requests spread over
// the catalogue instead of one hot row.

export const SEARCH_WORDS = ["lait", "creme fraiche", "pates", "chocolat noir", "yaourt nature", "jambon", "pomme", "cafe", "biere", "fromage", "riz basmati", "huile olive", "eau minerale", "beurre doux", "pain de mie"];
export const TYPO_WORDS = ["yahourt", "camenbert", "spagetti", "chocolat noire", "fromge", "confiturre", "cereal", "moutarde dijonn", "saumonn fume", "jambont blanc"];

/** The paths of each kind of catalogue request, sampled from the API at `base`: up to `products` product ids. */
export async function sampleCatalogue(base, products = 400) {
  const json = async (path) => (await fetch(`${base}${path}`)).json();
  const tree = await json("/next-react/getArborescence.php");
  const leaves = tree.categories.flatMap((c) => (c.children.length ? c.children : [c])).map((c) => c.slug);
  const ids = [];
  for (let page = 1; ids.length < products && page <= 40; page += 3) {
    ids.push(...(await json(`/next-react/getProduct.php?limit=100&page=${page}`)).products.map((p) => p.id));
  }
  const searches = (words) => words.map((w) => `/next-react/getProduct.php?search=${encodeURIComponent(w)}`);
  return {
    catalogue: leaves.map((slug) => `/next-react/getCatalogue.php?slug=${slug}`),
    product: ids.slice(0, products).map((id) => `/next-react/getProduct.php?id_article=${id}`),
    search: searches(SEARCH_WORDS),
    typo: searches(TYPO_WORDS),
  };
}
