/**
 * A partner hotel's housekeeping floor plan, shown only as an image: the `look` chore task
 * book-chore-look-free-rooms starts here (benchmarks/task-spec/arena-data/look.ts has the records
 * the image was drawn from; scripts/render-scans.ts draws it). No text here may repeat a room's
 * number or status: tests/pixel-evidence.spec.ts checks the page and every file served with it.
 */
import { html } from '../../../site-kit/site.ts';
import type { Route } from '../../../site-kit/router.ts';
import { page } from '../pages/layout.ts';
import type { State } from '../state.ts';

const main = `<h1>Quayside Annex: floor 3 today</h1>
<p>Our partner hotel's housekeeping team shares its floor plan as an image each afternoon. Rooms are booked through the front desk.</p>
<figure style="margin:0"><img src="/assets/scans/floor-plan-annex-3.png" alt="Housekeeping floor plan of the third floor" width="960" height="470" style="max-width:none;display:block"></figure>`;

export const planRoutes: ReadonlyArray<Route<State>> = [
  { method: 'GET', path: /^\/plans\/quayside-annex-3$/, handle: () => html(page({ title: 'Quayside Annex floor plan', main, crumbs: [{ label: 'Home', href: '/' }, { label: 'Floor plan' }] })) },
];
