import { SnapshotSolver, type AccessibleNode } from '../../reference/solver.ts';
import type { Locator, ReferenceStep } from '../../reference/steps.ts';

/** One line of the YAML accessibility tree: its depth, and its entry with YAML quoting undone. */
function entryOf(line: string): { depth: number; entry: string } | undefined {
  const match = /^(\s*)- (.*)$/.exec(line);
  if (!match) return undefined;
  let entry = match[2];
  // A line holding ": " is quoted whole: `- 'link "Window: fetch()" [ref=e5]':`.
  if (entry.startsWith("'")) {
    const end = entry.lastIndexOf("'");
    entry = entry.slice(1, end).replace(/''/g, "'") + entry.slice(end + 1);
  } else if (entry.startsWith('"') && !/^"[^"]*" \[/.test(entry)) entry = JSON.parse(entry.replace(/:$/, '')) as string;
  return { depth: match[1].length / 2, entry };
}

// `checkbox "Gift wrap" [checked] [ref=e13]: inline text`: role, quoted name, bracketed attributes, text.
const NODE = /^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]+\])*)(?::(?: (.*))?)?$/;

interface Line {
  depth: number;
  role?: string;
  name?: string;
  attributes: Array<readonly [string, string | undefined]>;
  /** Text this line contributes to an ancestor's name from content. */
  text: string;
}

function lineOf(depth: number, entry: string): Line {
  // `text: …` and `/url: …` lines: text, and a property that is none.
  if (entry.startsWith('/')) return { depth, attributes: [], text: '' };
  if (entry.startsWith('text: ')) return { depth, attributes: [], text: entry.slice(6) };
  const match = NODE.exec(entry);
  if (!match) return { depth, attributes: [], text: '' };
  const attributes = [...(match[3] ?? '').matchAll(/\[([^\]=]+)(?:=([^\]]*))?\]/g)].map(([, key, value]) => [key, value] as const);
  const name = match[2] === undefined ? undefined : (JSON.parse(`"${match[2]}"`) as string);
  return { depth, role: match[1], name, attributes, text: name ?? match[4] ?? '' };
}

/**
 * The nodes with a ref in a browser_snapshot answer (its YAML accessibility tree). A node whose
 * name comes from its content is written without one, its text in the lines below it: its name
 * is that text, as an accessible-name computation gives it. Nodes hidden from assistive technology
 * (`[aria-hidden]`) are left out, as they are from any role-and-name query.
 */
export function parseSnapshot(text: string): AccessibleNode[] {
  const lines = text.split('\n').flatMap((raw) => {
    const entry = entryOf(raw);
    return entry ? [lineOf(entry.depth, entry.entry)] : [];
  });
  const nodes: AccessibleNode[] = [];
  lines.forEach((line, index) => {
    const ref = line.attributes.find(([key]) => key === 'ref')?.[1];
    if (!ref || !line.role || line.attributes.some(([key]) => key === 'aria-hidden')) return;
    let name = line.name;
    if (name === undefined) {
      const parts = [line.text];
      for (let next = index + 1; next < lines.length && lines[next].depth > line.depth; next++) parts.push(lines[next].text);
      name = parts.join(' ').replace(/\s+/g, ' ').trim();
    }
    nodes.push({ ref, role: line.role, name, states: new Set(line.attributes.filter(([key, value]) => key !== 'ref' && value !== 'false').map(([key]) => key)) });
  });
  return nodes;
}

/**
 * @playwright/mcp's solver: elements from browser_snapshot refs (a CSS selector is passed as the
 * target as it is), actions with its browser_* tools.
 */
export class PlaywrightMcpSolver extends SnapshotSolver {
  /** The ref of the element the last fill or click left focused. */
  private focused?: string;

  protected async observe(): Promise<AccessibleNode[]> {
    return parseSnapshot((await this.must('browser_snapshot', {})).text);
  }

  /** The tool arguments naming an element: its description and target. */
  private async target(locator: Locator): Promise<{ element: string; target: string; node?: AccessibleNode }> {
    if ('css' in locator) return { element: `element ${locator.css}`, target: locator.css };
    const node = await this.element(locator);
    return { element: `${node.role} "${node.name}"`, target: node.ref, node };
  }

  private async act(tool: string, args: Record<string, unknown>, focused?: string): Promise<void> {
    await this.must(tool, args);
    this.focused = focused;
    if (tool !== 'browser_type' && tool !== 'browser_fill_form') this.changed();
  }

  protected async carryOut(step: Exclude<ReferenceStep, { do: 'read' | 'answer' }>, upcoming: ReferenceStep | undefined): Promise<void> {
    switch (step.do) {
      case 'go':
        return this.act('browser_navigate', { url: step.url });
      case 'back':
        return this.act('browser_navigate_back', {});
      case 'new_tab':
        return this.act('browser_tabs', { action: 'new', url: step.url });
      case 'click': {
        const { element, target } = await this.target(step.on);
        return this.act('browser_click', { element, target }, target);
      }
      case 'fill': {
        if ('css' in step.on) return this.act('browser_type', { element: `element ${step.on.css}`, target: step.on.css, text: step.text }, step.on.css);
        const fills = this.queueFill(await this.element(step.on), step.text, upcoming);
        if (!fills) return;
        const last = fills.at(-1)!.node;
        if (fills.length === 1) return this.act('browser_type', { element: `${last.role} "${last.name}"`, target: last.ref, text: fills[0].text }, last.ref);
        return this.act(
          'browser_fill_form',
          { fields: fills.map(({ node, text }) => ({ name: node.name, target: node.ref, type: 'textbox', value: text })) },
          last.ref,
        );
      }
      case 'select': {
        const { element, target } = await this.target(step.on);
        return this.act('browser_select_option', { element, target, values: [step.option] });
      }
      case 'check': {
        const { element, target, node } = await this.target(step.on);
        if (node && node.states.has('checked') === step.checked) return;
        return this.act('browser_click', { element, target }, target);
      }
      case 'press': {
        if (step.on) {
          const { element, target } = await this.target(step.on);
          if (this.focused !== target) await this.act('browser_click', { element, target }, target);
        }
        return this.act('browser_press_key', { key: step.key });
      }
      case 'hover': {
        const { element, target } = await this.target(step.on);
        return this.act('browser_hover', { element, target });
      }
      case 'drag': {
        const from = await this.target(step.on);
        const to = await this.target(step.to);
        return this.act('browser_drag', { startElement: from.element, startTarget: from.target, endElement: to.element, endTarget: to.target });
      }
      case 'wait_for':
        return this.act('browser_wait_for', { text: step.text });
      case 'screenshot': {
        // Of the element (scrolled into view) or of the viewport; no filename: the image comes back in the answer.
        if (!step.on) return void (await this.must('browser_take_screenshot', { type: 'png' }));
        const { element, target } = await this.target(step.on);
        return void (await this.must('browser_take_screenshot', { type: 'png', element, target }));
      }
      case 'scroll':
        if (step.on) {
          // Hovering scrolls the element into view; the server has no scroll tool.
          const { element, target } = await this.target(step.on);
          return this.act('browser_hover', { element, target });
        }
        return this.act('browser_evaluate', { function: '() => window.scrollBy(0, window.innerHeight)' });
      case 'upload': {
        // Clicking the file input opens the chooser the upload tool then answers.
        const { element, target } = await this.target(step.on);
        await this.act('browser_click', { element, target });
        return this.act('browser_file_upload', { paths: [this.context.uploadPath(step.file)] });
      }
      case 'dialog':
        return this.act('browser_handle_dialog', { accept: step.accept, ...(step.text !== undefined && { promptText: step.text }) });
      default:
        throw this.cannot(step);
    }
  }
}
