/**
 * What a tool does, in words every MCP server shares, so that task signatures, envelopes and
 * reports speak of any server alike:
 * - `navigate`: goes to a URL, back or forward;
 * - `observe`: only reads the page (snapshots, screenshots, tab lists, logs, waiting for text);
 * - `act`: changes the page (click, type, fill, select, press, hover, drag, upload, dialogs, tabs);
 * - `script`: runs the agent's own JavaScript in the page.
 */
export const TOOL_CLASSES = ['navigate', 'observe', 'act', 'script'] as const;
export type ToolClass = (typeof TOOL_CLASSES)[number];

/** What a call of an episode is: a server tool's class, or `answer` for the harness's own submit_answer. */
export type CallClass = ToolClass | 'answer';
