import { arena, defineFamily } from 'contract-eval/task';
import { featuredGuide, giftGuides } from '../../../fixtures-site/arena/shop/frontier/guides.ts';

// Every gift guide but the featured one (the hub shows its picks without a menu), rejected when
// its top pick is among the featured guide's picks (a shortcut reading the hub would name it).
export default defineFamily({
  family: 'shop-frontier-gift-guide-hover',
  defaultKey: 'weekend-hikers',
  instances: () => {
    const featured = featuredGuide();
    return giftGuides().filter((guide) => guide !== featured && !featured.picks.includes(guide.picks[0]));
  },
  key: (guide) => arena.slug(guide.title).toLowerCase(),
  task: (guide) => {
    const featured = featuredGuide();
    const [top] = guide.picks;
    return {
      title: "Shop: a gift guide's top pick, behind a menu that opens on hover",
      startUrl: 'http://shop.arena.test/gift-guides',
      goal: `Copperleaf has a gift guide called ${guide.title}. Which product is that guide's top pick?`,
      rationale: `interaction: the gift-guide hub's theme menus open only while the pointer is over them, and a menu's guides are fetched when it first opens: the page's HTML and its accessibility tree hold no link to the ${guide.title} guide until "${guide.menu}" is hovered, and the guide's address is opaque (${guide.path}). The hub shows only the featured guide (${featured.title}), whose top pick, the ${featured.picks[0].title}, is the first product a shortcut reads; the shop's search does not know the guides. Judged on the product (${top.title}).`,
      tags: ['frontier', 'interaction', 'hover'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: { kind: 'answer', field: 'product', description: 'the guide’s top pick', value: top.title, of: 'shop.products' },
      reference: [
        { do: 'hover', on: { role: 'button', name: guide.menu } },
        { do: 'wait_for', text: guide.title },
        { do: 'click', on: { role: 'link', name: guide.title } },
        { do: 'read' },
        { do: 'answer', fields: { product: top.title }, explanation: `The top pick of the ${guide.title} gift guide is the ${top.title}.` },
      ],
    };
  },
});
