import { type AccessibleNode, SnapshotSolver, SolverError, ToolAnswerError } from '../../reference/solver.ts';
import { describeLocator, type Locator, type ReferenceStep } from '../../reference/steps.ts';

// `uid=1_16 checkbox "Gift wrap" checked focusable`: uid, Chromium role, quoted name, states.
const LINE = /^\s*uid=(\S+) ([A-Za-z]+)(?: "((?:[^"\\]|\\.)*)")?(.*)$/;

/** Chromium's names for ARIA roles where they differ (date and time inputs are textboxes to ARIA). */
export const CHROMIUM_ROLE_ALIASES: Readonly<Record<string, readonly string[]>> = { img: ['image'], cell: ['gridcell'], textbox: ['Date', 'InputTime', 'DateTime'] };

/** The nodes of a take_snapshot answer. */
export function parseSnapshot(text: string): AccessibleNode[] {
  const nodes: AccessibleNode[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const name = match[3] === undefined ? '' : (JSON.parse(`"${match[3]}"`) as string);
    // Bare words after the name are states (`checked`, `focused`); `key="value"` pairs are properties.
    const states = new Set((match[4] ?? '').replace(/\w+="(?:[^"\\]|\\.)*"/g, '').trim().split(/\s+/).filter(Boolean));
    nodes.push({ ref: match[1], role: match[2], name, states });
  }
  return nodes;
}

/** chrome-devtools-mcp's solver: elements from take_snapshot uids, actions with its page tools. */
export class ChromeDevtoolsMcpSolver extends SnapshotSolver {
  private focused?: string;
  protected override readonly roleAliases = CHROMIUM_ROLE_ALIASES;

  protected async observe(): Promise<AccessibleNode[]> {
    return parseSnapshot((await this.must('take_snapshot', {})).text);
  }

  private async uid(locator: Locator): Promise<AccessibleNode> {
    if ('css' in locator) throw new SolverError(`${describeLocator(locator)}: chrome-devtools-mcp acts on snapshot uids only`);
    return this.element(locator);
  }

  private async act(tool: string, args: Record<string, unknown>, focused?: string): Promise<void> {
    await this.must(tool, args);
    this.focused = focused;
    if (tool !== 'fill' && tool !== 'fill_form') this.changed();
  }

  /**
   * Its snapshots leave out the options of a suggestion list that opens under a combobox, so an
   * option is chosen as a keyboard user does: down the list to it, then Enter. Where it is in the
   * list is read from the page.
   */
  private async chooseSuggestion(name: string): Promise<void> {
    const answer = await this.must('evaluate_script', {
      function: `() => [...document.querySelectorAll('[role=option]')].filter((o) => o.offsetParent !== null).findIndex((o) => (o.getAttribute('aria-label') || o.textContent).replace(/\\s+/g, ' ').trim() === ${JSON.stringify(name)})`,
    });
    const index = Number(/-?\d+/.exec(answer.text.replace(/^[^]*?Script ran on page and returned:/, ''))?.[0] ?? -1);
    if (index < 0) throw new SolverError(`no option ${JSON.stringify(name)} in the snapshot or on the page`);
    for (let i = 0; i <= index; i++) await this.act('press_key', { key: 'ArrowDown' });
    return this.act('press_key', { key: 'Enter' });
  }

  protected async carryOut(step: Exclude<ReferenceStep, { do: 'read' | 'answer' }>, upcoming: ReferenceStep | undefined): Promise<void> {
    switch (step.do) {
      case 'go':
        return this.act('navigate_page', { type: 'url', url: step.url });
      case 'back':
        return this.act('navigate_page', { type: 'back' });
      case 'new_tab':
        // The new tab is selected: the next steps act there.
        return this.act('new_page', { url: step.url });
      case 'click': {
        const node = await this.uid(step.on).catch((error: unknown) => {
          if (error instanceof SolverError && !(error instanceof ToolAnswerError) && !('css' in step.on) && step.on.role === 'option') return undefined;
          throw error;
        });
        if (node) return this.act('click', { uid: node.ref }, node.ref);
        return this.chooseSuggestion((step.on as { name: string }).name);
      }
      case 'fill': {
        if (!('css' in step.on) && step.on.role === 'combobox') {
          // fill leaves the field, which closes a suggestion list: click into it and type instead.
          const { ref } = await this.uid(step.on);
          await this.act('click', { uid: ref }, ref);
          return this.act('type_text', { text: step.text }, ref);
        }
        const fills = this.queueFill(await this.uid(step.on), step.text, upcoming);
        if (!fills) return;
        const last = fills.at(-1)!.node.ref;
        if (fills.length === 1) return this.act('fill', { uid: last, value: fills[0].text }, last);
        return this.act('fill_form', { elements: fills.map(({ node, text }) => ({ uid: node.ref, value: text })) }, last);
      }
      case 'select': {
        const { ref } = await this.uid(step.on);
        await this.act('fill', { uid: ref, value: step.option });
        // Choosing an option may submit or re-render the page.
        return this.changed();
      }
      case 'check': {
        const node = await this.uid(step.on);
        if (node.states.has('checked') === step.checked) return;
        return this.act('click', { uid: node.ref }, node.ref);
      }
      case 'press': {
        if (step.on) {
          const { ref } = await this.uid(step.on);
          if (this.focused !== ref) await this.act('click', { uid: ref }, ref);
        }
        return this.act('press_key', { key: step.key });
      }
      case 'hover': {
        const { ref } = await this.uid(step.on);
        return this.act('hover', { uid: ref });
      }
      case 'drag': {
        const { ref: from } = await this.uid(step.on);
        const { ref: to } = await this.uid(step.to);
        return this.act('drag', { from_uid: from, to_uid: to });
      }
      case 'wait_for':
        return this.act('wait_for', { text: [step.text] });
      case 'screenshot':
        // Of the element or of the viewport; no filePath: the image comes back in the answer.
        if (!step.on) return void (await this.must('take_screenshot', { format: 'png' }));
        return void (await this.must('take_screenshot', { format: 'png', uid: (await this.uid(step.on)).ref }));
      case 'scroll':
        if (step.on) {
          // Hovering scrolls the element into view; the server has no scroll tool.
          const { ref } = await this.uid(step.on);
          return this.act('hover', { uid: ref });
        }
        return this.act('evaluate_script', { function: '() => { window.scrollBy(0, window.innerHeight); }' });
      case 'upload': {
        const { ref } = await this.uid(step.on);
        return this.act('upload_file', { uid: ref, filePaths: [this.context.uploadPath(step.file)] });
      }
      case 'dialog':
        return this.act('handle_dialog', { action: step.accept ? 'accept' : 'dismiss', ...(step.text !== undefined && { promptText: step.text }) });
      default:
        throw this.cannot(step);
    }
  }
}
