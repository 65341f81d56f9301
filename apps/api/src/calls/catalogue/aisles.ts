// getArborescence, getCatalogue (an aisle's page) and getMarque (a brand's page).
import { eq } from "drizzle-orm";
import { getArborescence, getCatalogue, getMarque } from "@cabas/contracts";
import { schema, slugify } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { breadcrumb, categoryScope, loadCategoryTree } from "./category-tree.ts";
import { brandsWithProducts, filtersFromInput, listProducts } from "./product-list.ts";

export const getArborescenceCall = implement(getArborescence, async ({ db }) => {
  const tree = await loadCategoryTree(db);
  return { categories: tree.roots };
});

export const getCatalogueCall = implement(getCatalogue, async ({ db, input, request, now }) => {
  const tree = await loadCategoryTree(db);
  const category = tree.bySlug.get(input.slug);
  if (!category) throw notFound("Ce rayon n'existe pas.");
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const scope = categoryScope(tree, category.id);
  const filters = filtersFromInput(input);
  const list = await listProducts(db, {
    perimeterId: perimeter.id,
    categoryIds: scope.categoryIds,
    now: now(),
    ...filters,
    // A selection of organic products is bio whatever the query says; a shelf's « Bio » filter narrows it.
    bio: scope.bioOnly || filters.bio,
    withFacets: true,
  });
  const children = tree.rows
    .filter((r) => r.parentId === category.id)
    .map((r) => ({ id: r.id, slug: r.slug, name: r.name, icon: r.icon }));
  const { categories: _unused, ...rest } = list;
  return {
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      description: category.description,
      isMarket: category.isMarket,
      breadcrumb: breadcrumb(tree, category.id),
      children,
    },
    ...rest,
  };
});

export const getMarqueCall = implement(getMarque, async ({ db, input, request, now }) => {
  if (input.slug === undefined) {
    // The brands themselves (the sitemap's), not a product list's facet: that one counts a list's results only.
    const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
    return { brands: await brandsWithProducts(db, perimeter.id) };
  }
  // « /marque/Cabas » finds the brand « cabas »: the storefront then redirects to the canonical address.
  const [brand] = await db.select().from(schema.brands).where(eq(schema.brands.slug, slugify(input.slug))).limit(1);
  if (!brand) throw notFound("Cette marque n'existe pas.");
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const { categories: _unused, ...list } = await listProducts(db, {
    perimeterId: perimeter.id,
    now: now(),
    ...filtersFromInput(input),
    // The brand page lists this brand whatever the query's own brand filter.
    brandSlug: brand.slug,
    withFacets: false,
  });
  return { brand: { id: brand.id, slug: brand.slug, name: brand.name, description: brand.description }, ...list };
});
