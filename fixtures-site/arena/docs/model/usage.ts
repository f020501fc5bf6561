/** Advice and cross-links on reference pages: usage notes and "See also". */
import { Random } from '../../../site-kit/random.ts';
import type { ApiItem, ApiKind } from './api-items.ts';

/** Two or three paragraphs of practical advice about an item, naming its own parameters. */
export function usageNotes(item: ApiItem): string[] {
  const r = Random.for('docs', 'usage', item.name);
  const optional = item.params.filter((p) => !p.required).map((p) => p.name);
  const some = optional.length ? `\`${r.pick(optional)}\`` : 'the request options';
  const noun = item.group.singular.toLowerCase();
  const paragraphs: Record<ApiKind, string[]> = {
    function: [
      `Most code calls \`${item.name}\` with only its required arguments and relies on the defaults. Set ${some} only when the default does not fit: every parameter you pass is validated before the request is sent, and an invalid value fails fast with \`invalid_argument\` instead of a round trip to the API.`,
      `In batch jobs, call \`${item.name}\` through a \`RateLimiter\` or lower \`maxSockets\`, so that a burst of calls does not use up the rate limit that interactive requests of your application also need. The SDK retries \`rate_limited\` answers, but every retry adds latency.`,
      `When you test code that calls \`${item.name}\`, point the client at the sandbox: ${group(item)} created there are deleted when the sandbox is reset, so tests never leave data behind in your live workspace.`,
      `Log the \`requestId\` of failed calls. Support can trace a request from its ID in seconds, while a description of what the ${noun} looked like usually needs a longer investigation.`,
      `The JavaScript SDK returns plain objects: you can pass the result of \`${item.name}\` straight to \`JSON.stringify\` or store it. In Python the result is a typed model with the same fields in snake_case.`,
    ],
    class: [
      `\`${item.name}\` keeps its state in memory only. When your process restarts, a new instance starts from scratch, which is usually what you want; persist what you need yourself.`,
      `Instances are cheap to create but hold resources while they are open. Create them at start-up, share them, and close them when your process shuts down.`,
      `Subclassing \`${item.name}\` is supported: override the methods you need and call the parent implementation for the rest. The methods documented below are the whole public surface.`,
      `Pass the instance to the client with the matching client option; the client then uses it for every request instead of its built-in default.`,
    ],
    option: [
      `\`${item.name}\` is read once, when the client is created. To use different values for different parts of your application, create one client per configuration; clients are independent of each other.`,
      `Configuration from code wins over \`${item.envVar}\`, which wins over the built-in default. Print \`client.options\` at start-up to see the values a client actually uses.`,
      `Keep the same value in every environment unless you have a reason not to: differences between staging and production settings are a common source of surprises.`,
    ],
  };
  return r.sample(paragraphs[item.kind], r.int(2, 3));
}

function group(item: ApiItem): string {
  return item.group.kind === 'module' ? item.group.plural : 'objects';
}

/** Four related items of the same group, for "See also". */
export function linkRelated(items: ApiItem[]): void {
  for (const item of items) {
    const siblings = items.filter((other) => other.group === item.group && other !== item);
    const random = Random.for('docs', 'related', item.name);
    item.seeAlso = random.sample(siblings, Math.min(4, siblings.length)).map((other) => other.name);
  }
}
