import { defineFinding, type CallFinding, type ImageSize } from '../finding.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const imagesOf = (images: readonly ImageSize[]) => images.map((image) => `${image.mimeType.replace(/^image\//, '').toUpperCase()} ${kb(image.bytes)}`).join(', ');

export const droppedAnswer = defineFinding({
  name: 'dropped_answer',
  title: 'dropped or cut answer',
  definition:
    "an answer the agent did not get whole: over the harness's limit for one message (not read at all), or, for a model, left out or cut by the context budget before the model first saw it, its images with it",
  remedy: 'keep answers within what a model can read: page long snapshots and texts, offer a smaller form (a part of the page, a viewport screenshot, JPEG or WebP at a set size), and say what was left out',
  find: ({ calls, unreceived }): CallFinding[] => [
    ...calls
      .filter((call) => call.kind === 'oversized')
      .map((call) => ({ kind: 'dropped_answer' as const, step: call.step, tool: call.tool, detail: `${kb(call.bytes)}: over the harness's limit for one message, not read` })),
    ...unreceived.map((answer) => {
      const text = answer.keptBytes === 0 ? `left out by the context budget (${kb(answer.bytes)})` : `cut by the context budget to ${kb(answer.keptBytes)} of its ${kb(answer.textBytes)} of text`;
      const images = answer.images.length > 0 ? `; image${answer.images.length === 1 ? '' : 's'} not received: ${imagesOf(answer.images)}` : '';
      return { kind: 'dropped_answer' as const, step: answer.step, tool: answer.tool, detail: `${text}${images}` };
    }),
  ],
});
