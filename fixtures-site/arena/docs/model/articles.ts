/**
 * The knowledge base: articles about the service rather than one version of the SDK, at
 * /kb/<slug> (the index at /kb), linked from the Support page and found by every version's
 * search. Like the project pages they are unversioned, so they carry no "older version" banner.
 *
 * Two frontier tasks read them:
 * - "Sandbox environment" is an archived article, written for 2.6.0, that the search ranks above
 *   the v3 Testing guide for the obvious query; its sandbox reset interval is v2's (29 days), the
 *   v3 guide's is the current one (20). Only its "Updated" line and a closing note say it is old.
 * - "Support runbook: escalating a ticket" says how Larkspur support escalates a ticket in Harbor
 *   CRM (the app site); who is on call is left to the CRM's dashboard.
 * - "Restricted API keys: expiry and rotation" is a stale article, last reviewed for 1.5.0, that
 *   the search ranks above the v3 Authentication guide for "restricted key" or "key expiry"; its
 *   lifetime of a restricted key is v1's, the v3 guide's is the current one
 *   (docs-frontier-stale-key-expiry). Only its "Updated" line and a line about the 1.x SDK say
 *   it is old. Its words keep it out of the results of every other task's searches.
 */
import type { Section } from './blocks.ts';
import { fact } from './guides/kit.ts';
import { getLibrary, LATEST_MAJOR, latestOf } from './library.ts';

export interface KbArticle {
  slug: string;
  title: string;
  summary: string;
  /** ISO date of the article's last review. */
  updated: string;
  sections: Section[];
  /** A closing note in small print, after the sections. */
  footnote?: string;
}

/** The note an escalation leaves on the ticket, word for word. */
export const ESCALATION_NOTE = 'Escalated to on-call support per runbook RB-7.';

function releaseDate(version: string): string {
  const release = getLibrary().releases.find((r) => r.version === version);
  if (!release) throw new Error(`docs knowledge base: no release ${version}`);
  return release.date;
}

function sandbox(): KbArticle {
  const lib = getLibrary();
  // The interval v2's Testing guide gives; v3's guide gives the current one.
  const days = fact('testing', 'reset', 2, 7, 30);
  return {
    slug: 'sandbox-environment',
    title: 'Sandbox environment',
    summary: 'What the sandbox is, what it costs and how often its data is reset.',
    updated: releaseDate('2.6.0'),
    sections: [
      {
        id: 'what-it-is',
        title: 'What the sandbox is',
        blocks: [
          { type: 'p', text: `Sandbox API keys work on a separate copy of the ${lib.name} API with its own data. Nothing you do there is billed, and sandbox calls do not count against your plan's rate limits.` },
          { type: 'p', text: 'Use the sandbox for tests, demos and trying out new SDK releases before they reach production.' },
        ],
      },
      {
        id: 'reset-schedule',
        title: 'Reset schedule',
        blocks: [
          { type: 'p', text: `The sandbox is reset every ${days} days, at 02:00 UTC. Everything created in it since the last reset is removed, apart from your API keys and webhook endpoints.` },
          { type: 'note', tone: 'tip', text: 'Tests that need fixed data should create it at the start of each run instead of relying on what is already there.' },
        ],
      },
      {
        id: 'limits',
        title: 'Differences from production',
        blocks: [{ type: 'list', items: ['Webhook events are sent, but only to endpoints registered with a sandbox key.', 'Uploads are limited to 50 MB per file.', 'Data is stored in one region only.'] }],
      },
    ],
    footnote: 'Archived article: written for version 2 of the SDK and kept for reference. It is no longer updated.',
  };
}

function runbook(): KbArticle {
  const lib = getLibrary();
  return {
    slug: 'support-runbook',
    title: 'Support runbook: escalating a ticket',
    summary: `How ${lib.name} support escalates a customer's ticket in Harbor CRM.`,
    updated: latestOf(LATEST_MAJOR).date,
    sections: [
      {
        id: 'scope',
        title: 'Who this is for',
        blocks: [{ type: 'p', text: `The escalation procedure of ${lib.name}'s support engineers. Customer tickets are kept in Harbor CRM (app.arena.test); sign in with your own account.` }],
      },
      {
        id: 'when',
        title: 'When to escalate',
        blocks: [
          { type: 'p', text: 'Escalate a ticket as soon as a customer is blocked in production, for example:' },
          { type: 'list', items: ['API calls are refused with `429 rate_limited` well below the limit of the customer’s plan;', 'webhook deliveries arrive more than an hour late;', 'nobody in the customer’s team can sign in.'] },
        ],
      },
      {
        id: 'how',
        title: 'How to escalate in Harbor CRM',
        blocks: [
          { type: 'p', text: 'Open the customer’s ticket in Harbor CRM and make these changes, in this order:' },
          {
            type: 'list',
            ordered: true,
            items: [
              'In **Ticket properties**, set **Priority** to **Urgent** and **Status** to **In progress**.',
              'Set **Assignee** to the support agent on call this week. The on-call rota changes every Monday and is not kept in these docs: the Harbor CRM dashboard shows who is on call.',
              'Leave the due date as it is, and save the ticket.',
              `Add an internal note (keep "Internal note" ticked, so the customer does not see it) that reads exactly: **${ESCALATION_NOTE}**`,
            ],
          },
          { type: 'note', tone: 'warning', text: 'Do not reply to the customer yourself: the agent on call contacts them within the hour.' },
        ],
      },
    ],
  };
}

function restrictedKeys(): KbArticle {
  const lib = getLibrary();
  // The lifetime v1's Authentication guide gives; v3's guide gives the current one.
  const days = fact('authentication', 'expiry', 1, 30, 180, 30);
  return {
    slug: 'restricted-api-keys',
    title: 'Restricted API keys: expiry and rotation',
    summary: 'How long a restricted key lasts, and how to replace one before it stops working.',
    updated: releaseDate('1.5.0'),
    sections: [
      {
        id: 'lifetime',
        title: 'How long a restricted key lasts',
        blocks: [
          { type: 'p', text: `A restricted key carries only the scopes chosen when it was made. It expires after ${days} days unless you give it another lifetime when you create it in the dashboard.` },
          { type: 'p', text: `The ${lib.name} client reports an expired key as \`unauthenticated\`; it does not try again.` },
        ],
      },
      {
        id: 'rotation',
        title: 'Replacing a key',
        blocks: [
          { type: 'list', ordered: true, items: ['Create the new restricted key with the same scopes.', 'Deploy it next to the old one and switch your services over.', 'Revoke the old key once no request uses it any more.'] },
          { type: 'note', tone: 'tip', text: 'The dashboard mails the owner of a restricted key seven days before it expires.' },
        ],
      },
    ],
    footnote: 'Written for the 1.x SDK.',
  };
}

let articles: KbArticle[] | undefined;

/** Every article of the knowledge base, in the order the index lists them. */
export function kbArticles(): KbArticle[] {
  articles ??= [runbook(), sandbox(), restrictedKeys()];
  return articles;
}

export function findArticle(slug: string): KbArticle | undefined {
  return kbArticles().find((a) => a.slug === slug);
}
