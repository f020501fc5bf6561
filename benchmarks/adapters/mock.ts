import { ReplayDrift, ToolDisallowed } from '../status/stop.ts';
import { agentFacingDigest } from '../task-spec/digest.ts';
import { unrecorded } from '../task-spec/family.ts';
import { readTranscript, TranscriptError } from '../transcripts/format.ts';
import { defineAdapter, scriptedAgent } from './adapter.ts';

/** Replays a recorded transcript: the CI default, no model and no internet. */
export const mock = defineAdapter({
  name: 'mock',
  async startEpisode({ task, target, tools, transcriptFile, envelope }) {
    const notRecorded = unrecorded(task);
    if (notRecorded) throw new TranscriptError(transcriptFile, undefined, notRecorded);
    const transcript = readTranscript(transcriptFile);
    const { header, file } = transcript;
    if (header.task !== task.id) throw new TranscriptError(file, 1, `recorded task ${header.task}, not ${task.id}`);
    const recordedOn = target.transcriptsOf ?? target.name;
    if (header.target !== recordedOn) throw new TranscriptError(file, 1, `recorded against ${header.target}, not ${recordedOn}`);
    if (header.taskDigest !== agentFacingDigest(task))
      throw new ReplayDrift(`${file}:1: task ${task.id} changed since it was recorded (start URL, goal or setup differ); re-record it`);

    const offered = new Set(tools.map((tool) => tool.name));
    for (const call of transcript.calls) {
      const disallowed = envelope.disallowed(call.tool);
      if (disallowed) throw new ToolDisallowed(`${file}:${call.line}: ${disallowed}; the transcript is refused before the episode starts`);
      if (!offered.has(call.tool)) throw new TranscriptError(file, call.line, `${target.name} has no tool ${call.tool}`);
    }
    const agent = scriptedAgent(
      transcript.calls.map((call) => ({ tool: call.tool, args: call.args, expect: call.response, origin: `${file}:${call.line}` })),
    );
    return { ...agent, replaying: { file, method: header.method, recordedBy: header.recordedBy } };
  },
});
