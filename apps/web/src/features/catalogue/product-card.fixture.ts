// A product card as the web-service sends it (Pommes Gala bio, 3,49 €, in stock), for tests to vary.
import type { ProductCard } from "@cabas/contracts";

export const productCard = (over: Partial<ProductCard> = {}): ProductCard => ({
  id: 7,
  slug: "pommes-gala-bio-1kg",
  name: "Pommes Gala bio",
  brand: "Vergers de Loire",
  image: { icon: "red-apple", alt: "Pommes Gala", url: "/media/produits/red-apple.svg" },
  price: 3.49,
  regularPrice: null,
  referencePrice: null,
  unitPrice: { value: 3.49, unit: "kg" },
  netQuantityLabel: "1 kg",
  variableWeight: false,
  estimatedPrice: null,
  isBio: true,
  isNew: false,
  nutriscore: "a",
  alcoholic: false,
  stock: 12,
  in_stock: 1,
  recalled: false,
  ...over,
});
