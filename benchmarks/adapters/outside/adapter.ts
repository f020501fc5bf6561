import fs from 'node:fs';
import { OPTIONS } from '../../environment/registry.ts';
import { defineAdapter, type Adapter } from '../adapter.ts';
import { episodeInstructions } from '../budget-notes.ts';
import { OutsideAgent } from './agent.ts';
import { openEndpoint } from './endpoint.ts';
import { agentProcessEnv, launchAgent } from './launch.ts';
import { agentEnvironment, writeEndpointFile } from './served-episode.ts';
import { outsideAgentSettings, type AgentReach, type Announce, type OutsideAgentSettings } from './settings.ts';

function announcerFor(reach: AgentReach, passEnv: readonly string[]): Announce {
  if ('announce' in reach) return reach.announce;
  if ('command' in reach) return (episode, left) => launchAgent(reach.command, agentProcessEnv(agentEnvironment(episode), passEnv), episode.token, left);
  return (episode) => {
    writeEndpointFile(reach.endpointFile, episode);
    // A stale endpoint must not send a bridge to an episode that is over.
    return async () => fs.rmSync(reach.endpointFile, { force: true });
  };
}

/**
 * An agent outside the harness (any MCP client: a coding assistant, an agents SDK, a script)
 * chooses the calls. Each episode serves the target's tools to it over MCP (`endpoint.ts`) and
 * forwards its calls to the runner as this adapter's moves: the same caps, envelope, recording
 * and judge as every other adapter.
 */
export function outsideAgentAdapter(settings: () => OutsideAgentSettings = () => outsideAgentSettings()): Adapter {
  let lastName: string | undefined;
  return defineAdapter({
    name: 'outside',
    notStarted: () =>
      settings().reach ? undefined : { reason: `no outside agent to serve the episode to: run it with npm run serve-task or npm run bench:agent (${OPTIONS.agentCommand.variable})` },
    async startEpisode({ task, goal, target, tools, caps }) {
      const { name, port, portSource, host, passEnv, reach } = settings();
      if (!reach) throw new Error('no outside agent to serve the episode to');
      const agent = new OutsideAgent(name);
      // Its own model's spend is the agent's to count: it is told the calls it may make.
      const instructions = episodeInstructions(task.startUrl, goal, caps);
      const endpoint = await openEndpoint(agent, { tools, instructions, port, portSource, host });
      agent.hold(async () => {
        lastName = agent.who();
        await endpoint.close();
      });
      const release = announcerFor(reach, passEnv)({ url: endpoint.url, token: endpoint.token, task: task.id, target: target.name, goal, instructions, maxCalls: caps.steps }, (why) => agent.left(why));
      if (release) agent.hold(release);
      return agent;
    },
    provenance: () => ({ method: 'model', recordedBy: `${lastName ?? 'an outside agent'} over MCP (the outside adapter)` }),
  });
}

export const outside = outsideAgentAdapter();
