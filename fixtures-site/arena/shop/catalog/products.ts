import { slug } from '../../../site-kit/html.ts';
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { isoDaysBefore } from '../dates.ts';
import { COLOURS, DEPARTMENTS, SERIES, SERIES_SUFFIXES, type CategoryTemplate, type Colour, type DepartmentTemplate } from './vocabulary.ts';

/** One buyable form of a product: a colour and (for most categories) a size, capacity, … */
export interface Variant {
  sku: string;
  colour: Colour;
  /** The value of the product's option (e.g. "1.7 L"), when its category has one. */
  option?: string;
  /** Price in cents. */
  price: number;
  /** The price before the sale, in cents, when the product is on sale. */
  listPrice?: number;
  /** Units in the warehouse; 0 is out of stock. */
  stock: number;
}

export interface Product {
  /** 1-based, in catalogue order: the tie-breaker of every sort. */
  id: number;
  /** The product's own SKU (KET-1042); its variants' SKUs start with it. */
  code: string;
  slug: string;
  title: string;
  brand: string;
  category: Category;
  /** Name of the option besides colour ("Capacity"), when the category has one. */
  optionName?: string;
  colours: Colour[];
  options: string[];
  /** Every colour × option, colours first. The first in-stock one is shown by default. */
  variants: Variant[];
  /** The lowest variant price, in cents: what listings show and sort by. */
  price: number;
  listPrice?: number;
  /** Average star rating (one decimal), absent when nobody reviewed it yet. */
  rating?: number;
  reviewCount: number;
  specs: Array<[label: string, value: string]>;
  description: string[];
  highlights: string[];
  /** ISO date the product was first listed ("Newest arrivals"). */
  addedOn: string;
  /** Position in "Featured" order. */
  featured: number;
}

export interface Category {
  name: string;
  slug: string;
  code: string;
  department: Department;
  template: CategoryTemplate;
  products: Product[];
}

export interface Department {
  name: string;
  slug: string;
  brands: readonly string[];
  categories: Category[];
  products: Product[];
}

export interface Catalog {
  departments: Department[];
  products: Product[];
  brands: string[];
  product(slug: string): Product | undefined;
  variant(sku: string): { product: Product; variant: Variant } | undefined;
  department(slug: string): Department | undefined;
}

/** Whole dollars → a shop price in cents ending in .99 (sometimes .49). */
function shopPrice(dollars: number, random: Random): number {
  const whole = Math.max(1, Math.round(dollars));
  return whole * 100 - (random.chance(0.15) ? 51 : 1);
}

/** A value from [min, max], skewed toward the cheap end as real price lists are. */
function basePrice(range: readonly [number, number], random: Random): number {
  const [min, max] = range;
  return min + (max - min) * random.next() ** 1.6;
}

/** "1.7 L" → "17L", "60 × 90 cm" → "60X90CM": the option's part of a variant SKU. */
function optionCode(value: string): string {
  return value.replace(/×/g, 'X').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

function colourNamed(name: string): Colour {
  const colour = COLOURS.find((c) => c.name === name);
  if (!colour) throw new Error(`shop vocabulary: unknown colour ${name}`);
  return colour;
}

/** Units in stock: mostly plenty, some running low, some sold out; a few products sold out entirely. */
function stockLevels(count: number, random: Random): number[] {
  if (random.chance(0.06)) return Array.from({ length: count }, () => 0);
  return Array.from({ length: count }, () => {
    const roll = random.next();
    return roll < 0.12 ? 0 : roll < 0.2 ? random.int(1, 5) : random.int(6, 140);
  });
}

function buildVariants(code: string, template: CategoryTemplate, colours: Colour[], options: string[], random: Random): { variants: Variant[]; price: number; listPrice?: number } {
  const price = shopPrice(basePrice(template.price, random), random);
  // Each bigger option costs a step more; a sale takes the same share off every variant.
  const step = Math.max(100, Math.round((price * (0.08 + random.next() * 0.17)) / 100) * 100);
  const saleShare = random.chance(0.28) ? random.int(10, 40) / 100 : 0;
  const stock = stockLevels(colours.length * Math.max(1, options.length), random);
  const variants: Variant[] = [];
  for (const colour of colours) {
    for (const [index, option] of (options.length ? options : [undefined]).entries()) {
      const variantPrice = price + index * step;
      variants.push({
        sku: option === undefined ? `${code}-${colour.code}` : `${code}-${colour.code}-${optionCode(option)}`,
        colour,
        ...(option !== undefined && { option }),
        price: variantPrice,
        ...(saleShare > 0 && { listPrice: Math.round(variantPrice / (1 - saleShare) / 100) * 100 - 1 }),
        stock: stock[variants.length],
      });
    }
  }
  return { variants, price, ...(saleShare > 0 && { listPrice: variants[0].listPrice }) };
}

/** A star average and a review count: most products well liked, a few unreviewed. */
function ratings(random: Random): { rating?: number; reviewCount: number } {
  if (random.chance(0.05)) return { reviewCount: 0 };
  const reviewCount = Math.max(1, Math.floor(Math.exp(random.next() * 8)));
  const rating = Math.round((5 - 2.4 * random.next() ** 2.2) * 10) / 10;
  return { rating, reviewCount };
}

function describe(title: string, template: CategoryTemplate, brand: string, random: Random): { description: string[]; highlights: string[] } {
  const [first, second, third] = random.shuffle(template.benefits);
  const noun = template.nouns[0].toLowerCase();
  return {
    description: [
      `The ${title} ${first}. ${brand} designed it for everyday use, and it ${second}.`,
      `Like every ${noun} we sell, it comes with free returns within 30 days. Most customers say it ${third}.`,
    ],
    highlights: [first, second, third].map((benefit) => benefit[0].toUpperCase() + benefit.slice(1)),
  };
}

class CatalogBuilder {
  readonly products: Product[] = [];
  private readonly titles = new Set<string>();

  department(template: DepartmentTemplate): Department {
    const department: Department = { name: template.name, slug: template.slug, brands: template.brands, categories: [], products: [] };
    for (const categoryTemplate of template.categories) {
      const category: Category = { name: categoryTemplate.name, slug: slug(categoryTemplate.name).toLowerCase(), code: categoryTemplate.code, department, template: categoryTemplate, products: [] };
      const count = Random.for('shop', 'category-size', categoryTemplate.code).int(17, 23);
      for (let i = 0; i < count; i++) category.products.push(this.product(category, Random.for('shop', 'product', categoryTemplate.code, i)));
      department.categories.push(category);
      department.products.push(...category.products);
    }
    return department;
  }

  private title(brand: string, template: CategoryTemplate, random: Random): string {
    for (;;) {
      const suffix = random.chance(0.35) ? ` ${random.pick(SERIES_SUFFIXES)}` : '';
      const title = `${brand} ${random.pick(SERIES)}${suffix} ${random.pick(template.nouns)}`;
      if (!this.titles.has(title)) {
        this.titles.add(title);
        return title;
      }
    }
  }

  private product(category: Category, random: Random): Product {
    const template = category.template;
    const id = this.products.length + 1;
    const code = `${template.code}-${1000 + id}`;
    const brand = random.pick(category.department.brands);
    const title = this.title(brand, template, random);
    const colours = random.sample(template.colours, random.int(1, Math.min(4, template.colours.length))).map(colourNamed);
    // Most products come in every option of their category; some skip the smallest or largest.
    const all = template.option?.values ?? [];
    const options = all.length > 2 && random.chance(0.3) ? (random.chance(0.5) ? all.slice(1) : all.slice(0, -1)) : [...all];
    const { variants, price, listPrice } = buildVariants(code, template, colours, options, random);
    const specs: Array<[string, string]> = [
      ['Brand', brand],
      ['Model number', code],
      ...template.specs.map((spec): [string, string] => [spec.label, random.pick(spec.values)]),
      ['Colours', colours.map((c) => c.name).join(', ')],
      ...(template.option ? [[template.option.name, options.join(', ')] as [string, string]] : []),
    ];
    const product: Product = {
      id,
      code,
      slug: slug(title).toLowerCase(),
      title,
      brand,
      category,
      ...(template.option && { optionName: template.option.name }),
      colours,
      options,
      variants,
      price,
      ...(listPrice !== undefined && { listPrice }),
      ...ratings(random),
      specs,
      ...describe(title, template, brand, random),
      addedOn: isoDaysBefore(ARENA_TODAY, random.int(0, 400)),
      featured: random.next(),
    };
    this.products.push(product);
    return product;
  }
}

function build(): Catalog {
  const builder = new CatalogBuilder();
  const departments = DEPARTMENTS.map((template) => builder.department(template));
  const products = builder.products;
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const bySku = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.sku, { product, variant }] as const)));
  return {
    departments,
    products,
    brands: [...new Set(products.map((p) => p.brand))].sort(),
    product: (s) => bySlug.get(s),
    variant: (sku) => bySku.get(sku),
    department: (s) => departments.find((d) => d.slug === s),
  };
}

let built: Catalog | undefined;

/** The shop's catalogue, generated on first use and kept for the life of the process. */
export function catalog(): Catalog {
  built ??= build();
  return built;
}

/** Whether any variant of the product can be bought now. */
export function inStock(product: Product): boolean {
  return product.variants.some((v) => v.stock > 0);
}

/** The variant a product page shows first: the first one in stock, else the first. */
export function defaultVariant(product: Product): Variant {
  return product.variants.find((v) => v.stock > 0) ?? product.variants[0];
}
