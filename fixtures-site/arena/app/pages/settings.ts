import { esc } from '../../../site-kit/html.ts';
import { html, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { OPERATOR } from '../data/staff.ts';
import { audit, changedFields, type Settings } from '../state.ts';
import { checkboxField, errorSummary, selectField, textField, type FieldErrors } from '../ui/forms.ts';
import { appPage } from '../ui/layout.ts';
import { PAGE_SIZES } from '../ui/table.ts';

const TIME_ZONES = ['Europe/London', 'Europe/Berlin', 'Europe/Stockholm', 'America/New_York', 'America/Toronto', 'America/Denver', 'Asia/Tokyo', 'Australia/Sydney'] as const;
const REMINDER_DAYS = [7, 14, 30, 60, 90] as const;
const LABELS: Record<string, string> = {
  displayName: 'Display name',
  jobTitle: 'Job title',
  timeZone: 'Time zone',
  rowsPerPage: 'Rows per page in lists',
  renewalReminderDays: 'Show renewals due within',
  emailOnAssignment: 'Email on assignment',
  weeklyDigest: 'Weekly digest',
};

function settingsPage(context: PageContext, values: Settings, errors: FieldErrors): string {
  const body = `${errorSummary(errors, LABELS)}
<form method="post" action="/settings" class="record-form" novalidate>
<fieldset><legend>Profile</legend><div class="grid">
${textField({ name: 'displayName', label: LABELS.displayName, value: values.displayName, errors, required: true, hint: 'Shown in the header and in the audit log' })}
${textField({ name: 'jobTitle', label: LABELS.jobTitle, value: values.jobTitle, errors })}
<div class="field"><label for="field-email">Work email</label><input type="email" id="field-email" value="${esc(OPERATOR.email)}" readonly aria-describedby="field-email-hint"><p class="hint" id="field-email-hint">Managed by IT</p></div>
${selectField({ name: 'timeZone', label: LABELS.timeZone, value: values.timeZone, options: TIME_ZONES, errors })}
</div></fieldset>
<fieldset><legend>Preferences</legend><div class="grid">
${selectField({ name: 'rowsPerPage', label: LABELS.rowsPerPage, value: String(values.rowsPerPage), options: PAGE_SIZES.map(String), errors })}
${selectField({ name: 'renewalReminderDays', label: LABELS.renewalReminderDays, value: String(values.renewalReminderDays), options: REMINDER_DAYS.map((d) => ({ value: String(d), label: `${d} days` })), errors, hint: 'The dashboard lists renewals due within this many days' })}
</div></fieldset>
<fieldset><legend>Email notifications</legend>
${checkboxField({ name: 'emailOnAssignment', label: 'Email me when a ticket is assigned to me', checked: values.emailOnAssignment })}
${checkboxField({ name: 'weeklyDigest', label: 'Send me a weekly digest of my accounts', checked: values.weeklyDigest, hint: 'Every Monday at 8:00 in your time zone' })}
</fieldset>
<div class="form-actions"><button type="submit" class="button primary">Save settings</button></div>
</form>`;
  return appPage(context, { title: 'Settings', section: 'settings', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Settings' }], body });
}

export function showSettings(context: PageContext): SiteResponse {
  return html(settingsPage(context, context.state.settings, {}));
}

export function saveSettings(context: PageContext): SiteResponse {
  const { state, session, request } = context;
  const form = request.form;
  const values: Settings = {
    displayName: (form.get('displayName') ?? '').trim(),
    jobTitle: (form.get('jobTitle') ?? '').trim(),
    timeZone: form.get('timeZone') ?? '',
    rowsPerPage: Number(form.get('rowsPerPage')),
    renewalReminderDays: Number(form.get('renewalReminderDays')),
    emailOnAssignment: form.get('emailOnAssignment') === '1',
    weeklyDigest: form.get('weeklyDigest') === '1',
  };
  const errors: FieldErrors = {};
  if (!values.displayName) errors.displayName = 'Enter the name to show.';
  else if (values.displayName.length > 60) errors.displayName = 'Keep the name to 60 characters.';
  if (!(TIME_ZONES as readonly string[]).includes(values.timeZone)) errors.timeZone = 'Choose a time zone.';
  if (!(PAGE_SIZES as readonly number[]).includes(values.rowsPerPage)) errors.rowsPerPage = 'Choose 25, 50 or 100.';
  if (!(REMINDER_DAYS as readonly number[]).includes(values.renewalReminderDays)) errors.renewalReminderDays = 'Choose how many days ahead.';
  if (Object.keys(errors).length) return html(settingsPage(context, values, errors), { status: 422 });
  const changes = changedFields(state.settings, values);
  state.settings = values;
  if (Object.keys(changes).length) audit(state, { actor: session.name, action: 'settings.update', target: session.email, summary: `Changed ${Object.keys(changes).map((k) => LABELS[k] ?? k).join(', ')}`, changes });
  session.flash = 'Settings saved.';
  return redirect('/settings');
}
