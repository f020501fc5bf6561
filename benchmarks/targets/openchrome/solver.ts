import { handleMarker } from '../../mcp/handles.ts';
import { findNode, SnapshotSolver, SolverError, ToolAnswerError, type AccessibleNode } from '../../reference/solver.ts';
import { describeStep, type Locator, type ReferenceStep } from '../../reference/steps.ts';
import { CHROMIUM_ROLE_ALIASES } from '../chrome-devtools-mcp/solver.ts';
import { locateInPageScript } from './locate-in-page.ts';

/** The agent's first tab: the episode's page, adopted when the server was prepared. */
const START_TAB = handleMarker('tab-1');
/** A tab id (a DevTools target id) as OpenChrome's answers name it. */
export const TAB_ID = /\b[0-9A-F]{32}\b/;

/** The tab a call opened (tabs_create, or navigate without a tab), as its answer names it; `Failure` says it named none. */
export function openedTab(tool: string, answer: string, Failure: new (message: string) => Error = Error): string {
  const id = TAB_ID.exec(answer)?.[0];
  if (!id) throw new Failure(`${tool} named no tab: ${answer.slice(0, 200)}`);
  return id;
}

// `[ref_5] combobox: "Color" = "--" (focused)`: ref, Chromium role, raw name, value, states.
const LINE = /^\s*\[(ref_\d+)\] ([A-Za-z]+): "(.*?)"(?: = "(.*)")?(?: \(([^)]*)\))?$/;

/** Roles read_page's `interactive` filter keeps; the others need the whole tree. */
const INTERACTIVE = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'listbox', 'option', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'tab', 'menuitem']);

/** The nodes of a `read_page {mode: "ax"}` answer. */
export function parseAccessibilityView(text: string): AccessibleNode[] {
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    if (!match) return [];
    const [, ref, role, name, value, states] = match;
    return [{ ref, role, name, states: new Set((states ?? '').split(',').map((s) => s.trim()).filter(Boolean)), ...(value && { value }) }];
  });
}

// `[ref_7] link: "Electric Kettles" at (212, 340) ★★★`: one element `find` found.
const FOUND = /^\[(ref_\d+)\] ([A-Za-z]+): "(.*)" at \(-?\d+, -?\d+\)/;

/** `find` names an input by its type: the ARIA roles those types have. */
const FIND_ROLES: Readonly<Record<string, readonly string[]>> = {
  textbox: ['text', 'email', 'tel', 'url', 'password'],
  searchbox: ['search'],
  spinbutton: ['number'],
};

// Its answer to a ref whose element is not the kind it expects (a textarea for a textbox).
const STALE = /is stale/;

/** Fields no one types into: a date picker's value is set, as a page script sets it. */
const SET_NOT_TYPED = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/** The elements of a `find` answer. */
export function parseFindAnswer(text: string): AccessibleNode[] {
  return text.split('\n').flatMap((line) => {
    const match = FOUND.exec(line);
    return match ? [{ ref: match[1], role: match[2], name: match[3], states: new Set<string>() }] : [];
  });
}

/** Where the page script found an element: its centre in viewport pixels, and what it knows of it. */
interface PageElement {
  x: number;
  y: number;
  /** An input's type. */
  type?: string;
  checked?: boolean;
  /** A CSS selector for it in the top document, when it has one (for file_upload). */
  selector?: string;
}

/**
 * OpenChrome's solver. Elements come from `read_page` in accessibility mode (`ref_N`, stable for a
 * given sequence of calls); actions use `computer` and `form_input` on those refs. Its
 * accessibility view does not reach into iframes, so an element it lacks (or one named by CSS) is
 * found by a page script and acted on at its coordinates, as an agent with the same tools would.
 * It dismisses every JavaScript dialog the moment it opens, so a dialog to accept is answered in
 * advance, before the step that opens it.
 */
export class OpenChromeSolver extends SnapshotSolver {
  /** The tab the next steps act on: the start page until a step opens another. */
  private tab = START_TAB;
  private wholeTree = false;
  private focused?: string;
  /** An acceptance of dialogs answered in advance may still be on the page. */
  private acceptancePending = false;
  protected override readonly roleAliases = CHROMIUM_ROLE_ALIASES;

  /** Reading for an answer takes the whole tree, headings and text included. */
  protected override async read(): Promise<void> {
    this.wholeTree = true;
    await super.read();
  }

  protected async observe(): Promise<AccessibleNode[]> {
    return parseAccessibilityView((await this.must('read_page', { tabId: this.tab, mode: 'ax', ...(!this.wholeTree && { filter: 'interactive' }) })).text);
  }

  /** The element's ref in the accessibility view, or where the page script finds it. */
  private async locate(locator: Locator): Promise<AccessibleNode | PageElement> {
    if ('css' in locator) return this.pageElement(locator);
    this.wholeTree = !INTERACTIVE.has(locator.role);
    try {
      return await this.element(locator);
    } catch (notInView) {
      if (!(notInView instanceof SolverError) || notInView instanceof ToolAnswerError) throw notInView;
      // Not in the accessibility view, which stops five levels deep (eight for the whole tree) on a
      // real page: ask `find`, which searches the whole page (and waits a little for it)…
      const found = await this.call('find', { tabId: this.tab, query: locator.name });
      if (found.kind === 'ok') {
        try {
          return findNode(parseFindAnswer(found.text), locator, FIND_ROLES);
        } catch (notFound) {
          if (!(notFound instanceof SolverError)) throw notFound;
        }
      }
      // …and, where that does not reach either (an iframe), the page script; if the page has it
      // nowhere, say what the view lacked.
      const element = await this.pageElement(locator).catch((error: unknown) => {
        throw error instanceof SolverError && !(error instanceof ToolAnswerError) ? notInView : error;
      });
      this.changed();
      return element;
    }
  }

  /** The element as the page script finds it (in every same-origin frame and open shadow root), scrolled into view. */
  private async pageElement(locator: Locator, value?: string): Promise<PageElement> {
    const answer = await this.must('javascript_tool', { tabId: this.tab, code: locateInPageScript(locator, value) });
    // The script's JSON comes back as a string value, itself written as JSON.
    let found: unknown = JSON.parse(answer.text.trim().split('\n')[0]);
    if (typeof found === 'string') found = JSON.parse(found);
    if (!found || typeof found !== 'object') throw new SolverError(`the page script answered ${answer.text.slice(0, 120)}`);
    if ('error' in found) throw new SolverError(String(found.error));
    return found as PageElement;
  }

  /** The element a pointer step acts on: by ref where OpenChrome has it, else at the page's coordinates. */
  private pointAt(element: AccessibleNode | PageElement): Record<string, unknown> {
    return 'ref' in element ? { ref: element.ref } : { coordinate: [element.x, element.y] };
  }

  private async click(element: AccessibleNode | PageElement): Promise<void> {
    await this.act('computer', { tabId: this.tab, action: 'left_click', ...this.pointAt(element) });
    this.focused = 'ref' in element ? element.ref : undefined;
  }

  private async act(tool: string, args: Record<string, unknown>): Promise<void> {
    await this.must(tool, args);
    this.focused = undefined;
    if (tool !== 'form_input') this.changed();
  }

  /**
   * Accepting a dialog means answering it before it opens: OpenChrome would dismiss it at once.
   * That answer stays on the page, so a later dismissal is answered in advance too.
   */
  private async answerDialogsInAdvance(upcoming: ReferenceStep | undefined): Promise<void> {
    if (upcoming?.do !== 'dialog' || !(upcoming.accept || this.acceptancePending)) return;
    await this.act('javascript_tool', {
      tabId: this.tab,
      code: upcoming.accept
        ? `window.confirm = () => true; window.alert = () => {}; window.prompt = () => ${JSON.stringify(upcoming.text ?? '')}; 'dialogs answered in advance'`
        : `window.confirm = () => false; window.prompt = () => null; 'dialogs dismissed in advance'`,
    });
    this.acceptancePending = upcoming.accept;
  }

  private async fill(step: Extract<ReferenceStep, { do: 'fill' }>): Promise<void> {
    const element = await this.locate(step.on);
    // A date or time field takes no typing: its value is set as a page script sets it.
    if ('ref' in element ? CHROMIUM_ROLE_ALIASES.textbox.includes(element.role) : SET_NOT_TYPED.has(element.type ?? '')) {
      await this.pageElement(step.on, step.text);
      return this.changed();
    }
    // One field at a time: its fill_form clicks each field where it was before the first one
    // scrolled the page, so on a long form it types into the wrong places (and reports ✓). Its
    // form_input appends to a field that has text (its select-all key does nothing), so such a
    // field is selected with the keyboard and typed over; and it refuses a textarea's ref as
    // stale (it expects an <input> for every textbox; its click by ref too), so that one is typed
    // into where the page has it.
    if ('ref' in element) {
      // An empty field takes form_input; one with text is clicked, then typed over.
      const [tool, args] = element.value ? ['computer', { action: 'left_click', ref: element.ref }] : ['form_input', { ref: element.ref, value: step.text }];
      const answer = await this.call(tool, { tabId: this.tab, ...args });
      if (answer.kind === 'ok') {
        this.focused = element.ref;
        if (!element.value) return;
        this.changed();
      } else if (STALE.test(answer.text)) await this.click(await this.pageElement(step.on));
      else throw ToolAnswerError.of(tool, answer);
    } else await this.click(element);
    await this.act('computer', { tabId: this.tab, action: 'key', text: 'ctrl+a' });
    return this.act('computer', { tabId: this.tab, action: 'type', text: step.text });
  }

  private async scroll(step: Extract<ReferenceStep, { do: 'scroll' }>): Promise<void> {
    if (!step.on) return this.act('lightweight_scroll', { tabId: this.tab, direction: 'down', amount: 700 });
    const element = await this.locate(step.on);
    // The page script has scrolled it into view already.
    if ('ref' in element) return this.act('computer', { tabId: this.tab, action: 'scroll_to', ref: element.ref });
  }

  private async upload(step: Extract<ReferenceStep, { do: 'upload' }>): Promise<void> {
    // file_upload takes a CSS selector of the top document, never a ref.
    const selector = 'css' in step.on ? step.on.css : (await this.pageElement(step.on)).selector;
    if (!selector) throw new SolverError(`${describeStep(step)}: the file input has no id or name to select it by`);
    return this.act('file_upload', { tabId: this.tab, selector, filePaths: [this.context.uploadPath(step.file)] });
  }

  protected async carryOut(step: Exclude<ReferenceStep, { do: 'read' | 'answer' }>, upcoming: ReferenceStep | undefined): Promise<void> {
    await this.answerDialogsInAdvance(upcoming);
    switch (step.do) {
      case 'go':
        return this.act('navigate', { tabId: this.tab, url: step.url });
      case 'back':
        return this.act('navigate', { tabId: this.tab, url: 'back' });
      case 'new_tab': {
        // The new tab (in the browser's default context) is where the next steps act.
        this.tab = openedTab('tabs_create', (await this.must('tabs_create', { url: step.url })).text, SolverError);
        this.changed();
        return;
      }
      case 'click': {
        const element = await this.locate(step.on);
        // Its click by ref presses the centre of the element's box, which for a link wrapped over
        // two lines is beside the link: links are clicked on their first line, where the page has them.
        if ('ref' in element && element.role === 'link') return this.click(await this.pageElement(step.on));
        return this.click(element);
      }
      case 'fill':
        return this.fill(step);
      case 'select': {
        const element = await this.locate(step.on);
        if (!('ref' in element)) throw new SolverError(`cannot ${describeStep(step)}: OpenChrome selects options by ref only`);
        await this.act('form_input', { tabId: this.tab, ref: element.ref, value: step.option });
        // Choosing an option may submit or re-render the page.
        return this.changed();
      }
      case 'check': {
        const element = await this.locate(step.on);
        if ('ref' in element) return this.act('form_input', { tabId: this.tab, ref: element.ref, value: String(step.checked) });
        if (element.checked !== step.checked) return this.click(element);
        return;
      }
      case 'press': {
        if (step.on) {
          const element = await this.locate(step.on);
          if (!('ref' in element) || this.focused !== element.ref) await this.click(element);
        }
        return this.act('computer', { tabId: this.tab, action: 'key', text: step.key });
      }
      case 'hover': {
        const element = await this.locate(step.on);
        return this.act('computer', { tabId: this.tab, action: 'hover', ...this.pointAt(element) });
      }
      case 'drag': {
        // Its drag_drop presses, moves in steps and releases the mouse, between two points of the
        // page (both found by the page script, the target last: it is where the view now is).
        const from = await this.pageElement(step.on);
        const to = await this.pageElement(step.to);
        return this.act('drag_drop', { tabId: this.tab, sourceX: from.x, sourceY: from.y, targetX: to.x, targetY: to.y });
      }
      case 'wait_for':
        // An expression, not a function: a function's source is itself truthy.
        return this.act('wait_for', { tabId: this.tab, type: 'function', value: `document.body.innerText.includes(${JSON.stringify(step.text)})`, timeout: 10_000 });
      case 'scroll':
        return this.scroll(step);
      case 'screenshot':
        // Its screenshot is of the viewport (WebP): the element is first scrolled into view by the page script.
        if (step.on) await this.pageElement(step.on);
        return void (await this.must('computer', { tabId: this.tab, action: 'screenshot' }));
      case 'upload':
        return this.upload(step);
      case 'dialog':
        // Dismissed by the server itself, or answered in advance (above).
        return;
      default:
        throw this.cannot(step);
    }
  }
}
