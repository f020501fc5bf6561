// A real MCP server over stdio that misbehaves on request, for fault tests:
//   echo  → answers at once
//   die   → the process exits in the middle of the call
//   hang  → never answers
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'misbehaving', version: '1.0.0' });
server.registerTool('echo', { description: 'Answers at once.' }, async () => ({ content: [{ type: 'text', text: 'echo' }] }));
server.registerTool('die', { description: 'Exits mid-call.' }, async () => process.exit(3));
server.registerTool('hang', { description: 'Never answers.' }, () => new Promise(() => {}));
await server.connect(new StdioServerTransport());
