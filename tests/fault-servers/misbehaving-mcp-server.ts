// A real MCP server over stdio that misbehaves on request, for fault tests:
//   echo  → answers at once
//   pid   → answers its process id and its parent's (tsx runs the server in a child of the process started)
//   die   → the process exits in the middle of the call
//   hang  → never answers
//   huge  → answers 12 MB of text, over the harness's limit for one message
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'misbehaving', version: '1.0.0' });
server.registerTool('echo', { description: 'Answers at once.', annotations: { readOnlyHint: true } }, async () => ({ content: [{ type: 'text', text: 'echo' }] }));
server.registerTool('pid', { description: "Answers its process id and its parent's.", annotations: { readOnlyHint: true } }, async () => ({ content: [{ type: 'text', text: `${process.pid} ${process.ppid}` }] }));
server.registerTool('die', { description: 'Exits mid-call.' }, async () => process.exit(3));
server.registerTool('hang', { description: 'Never answers.' }, () => new Promise(() => {}));
server.registerTool('huge', { description: 'Answers 12 MB.', annotations: { readOnlyHint: true } }, async () => ({ content: [{ type: 'text', text: 'x'.repeat(12 * 1024 * 1024) }] }));
await server.connect(new StdioServerTransport());
