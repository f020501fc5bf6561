/**
 * A support capture shown only as an image: the `look` chore task docs-chore-look-failed-requests
 * starts here (benchmarks/task-spec/arena-data/look.ts has the log lines the image was drawn from;
 * scripts/render-scans.ts draws it). No text here may repeat a request number or status:
 * tests/pixel-evidence.spec.ts checks the page and every file served with it.
 */
import { LATEST_MAJOR } from '../model/library.ts';
import type { DocPage } from './layout.ts';

export const CAPTURE_PATH = '/kb/captures/gateway-log';

export function gatewayLogCapturePage(): DocPage {
  return {
    major: LATEST_MAJOR,
    path: CAPTURE_PATH,
    title: 'Capture: gateway access log',
    breadcrumbs: [{ label: 'Knowledge base', href: '/kb' }, { label: 'Capture: gateway access log' }],
    content: `<h1>Capture: gateway access log</h1><p class="lead">A customer's screenshot of their gateway's access log during last Tuesday's incident, attached to a support case.</p>
<figure style="margin:0"><img src="/assets/scans/gateway-log.png" alt="Screenshot of a terminal showing the gateway's access log" width="680" height="520" style="max-width:none;display:block"></figure>`,
  };
}
