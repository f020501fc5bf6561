import type { Signature, Step } from 'contract-eval/task';

/**
 * What every task of the app shares: the sign-in's inputs (the email in plain text, the password
 * a secret; the site server sets both variables from the app's CREDENTIALS) and its reference steps.
 */

export const SIGN_IN_INPUTS: NonNullable<Signature['inputs']> = {
  email: { type: 'string', redaction: 'none', env: 'ARENA_APP_EMAIL' },
  password: { type: 'string', redaction: 'secret', env: 'ARENA_APP_PASSWORD' },
};

/** How a goal tells the agent to sign in: the agent gets the password; every record holds «secret:password». */
export const SIGN_IN_GOAL = 'Sign in to Harbor CRM as {{email}} with the password {{password}}.';

export const SIGN_IN_STEPS: Step[] = [
  { do: 'fill', on: { role: 'textbox', name: 'Email' }, text: '{{email}}' },
  { do: 'fill', on: { role: 'textbox', name: 'Password' }, text: '{{password}}' },
  { do: 'click', on: { role: 'button', name: 'Sign in' } },
];
