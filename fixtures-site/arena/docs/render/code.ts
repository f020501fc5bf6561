/**
 * Code blocks and tabbed code samples (the WAI-ARIA tabs pattern: tablist, tabs, tabpanels;
 * only the selected panel is shown, the others are `hidden` until their tab is chosen).
 */
import { esc } from '../../../site-kit/html.ts';
import type { CodeSample } from '../model/blocks.ts';

export function codeBlock(sample: CodeSample): string {
  return `<div class="code"><pre class="language-${esc(sample.language)}"><code>${esc(sample.code)}</code></pre><button type="button" class="copy" data-copy aria-label="Copy code">Copy</button></div>`;
}

/** Samples as tabs; `id` must be unique on the page. One sample is a plain block. */
export function codeTabs(id: string, samples: readonly CodeSample[], label = 'Code samples'): string {
  if (samples.length === 1) return codeBlock(samples[0]);
  const tabs = samples
    .map((s, i) => `<button type="button" role="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${esc(s.label)}</button>`)
    .join('');
  const panels = samples
    .map((s, i) => `<div role="tabpanel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}" tabindex="0"${i === 0 ? '' : ' hidden'}>${codeBlock(s)}</div>`)
    .join('');
  return `<div class="tabs"><div role="tablist" aria-label="${esc(label)}">${tabs}</div>${panels}</div>`;
}
