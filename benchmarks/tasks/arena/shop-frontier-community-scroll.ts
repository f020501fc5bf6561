import { arena, defineFamily, type Step } from 'contract-eval/task';
import { communityStories, STORY_BATCH } from '../../../fixtures-site/arena/shop/frontier/community.ts';
import { numberWord } from './shared/shop-words.ts';

/** The batches the page must load before story `position` is in it (the first is in the page). */
const loadsFor = (position: number) => Math.ceil(position / STORY_BATCH) - 1;

// Every story from the fifth batch to the sixth (four or five loads down the feed) whose product
// is not in the first batch (what a look at the page without scrolling reads) and not the
// product of another story by a writer of the same first name (a half-read name would find it).
export default defineFamily({
  family: 'shop-frontier-community-scroll',
  defaultKey: 'saoirse-whitlock',
  instances: () => {
    const stories = communityStories();
    const first = stories.slice(0, STORY_BATCH).map((s) => s.product);
    return stories.filter((story) => {
      if (loadsFor(story.position) < 4 || loadsFor(story.position) > 5) return false;
      if (first.includes(story.product)) return false;
      const given = story.author.split(' ')[0];
      return !stories.some((s) => s !== story && s.author.split(' ')[0] === given && s.product === story.product);
    });
  },
  key: (story) => arena.slug(story.author).toLowerCase(),
  task: (story) => {
    const stories = communityStories();
    const loads = loadsFor(story.position);
    const steps: Step[] = Array.from({ length: loads }, (_, i): Step[] => [
      // The last story loaded: the feed's end is just below it, and it stays put while the next batch is appended.
      { do: 'scroll', on: { role: 'heading', name: stories[(i + 1) * STORY_BATCH - 1].author } },
      { do: 'wait_for', text: stories[(i + 1) * STORY_BATCH].author },
    ]).flat();
    return {
      title: 'Shop: the product one customer wrote about, far down an endless feed',
      startUrl: 'http://shop.arena.test/community',
      goal: `This page of the Copperleaf shop shows what customers wrote about things they bought. Which product did ${story.author} write about?`,
      rationale: `interaction: the community page is an endless feed of ${stories.length} customer stories; it holds the first ${STORY_BATCH} and fetches ${STORY_BATCH} more (from an opaque cursor, no page number or link) each time its end scrolls into view. ${story.author}'s story is number ${story.position}, so ${numberWord(loads)} loads down: only scrolling to the end again and again reaches it. A shortcut answers with the first product on the page (the ${stories[0].product.title}, in ${stories[0].author}'s story); the shop's search finds no customer names, and no URL leads to a story. Judged on the product (${story.product.title}).`,
      tags: ['frontier', 'interaction', 'scroll'],
      maxSteps: 40,
      maxDurationMs: 180_000,
      success: { kind: 'answer', field: 'product', description: 'the product that customer wrote about', value: story.product.title, of: 'shop.products' },
      reference: [...steps, { do: 'read' }, { do: 'answer', fields: { product: story.product.title }, explanation: `${story.author} wrote about the ${story.product.title}.` }],
    };
  },
});
