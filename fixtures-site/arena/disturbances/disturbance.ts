/**
 * A fault real agents meet on real sites, that any arena task can switch on
 * (`setup.disturbances`). While it is on, the arena's site server injects its script into every
 * HTML page of every arena site, and waits `delayMs` before every answer.
 */
export interface Disturbance {
  name: string;
  /** What the agent meets, in one sentence (for the docs). */
  description: string;
  /** A script file in this folder, injected at the end of every arena HTML page. */
  script?: string;
  /** Every arena response is delayed this long. */
  delayMs?: number;
}

export function defineDisturbance(disturbance: Disturbance): Disturbance {
  return disturbance;
}
