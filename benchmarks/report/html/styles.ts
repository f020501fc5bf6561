/** The page's own styles: no external sheet or font, so the report looks the same offline. */
export const STYLES = `
:root { --ink: #1d2330; --muted: #5d6778; --line: #dde2ea; --panel: #f6f8fb; --ok: #1a7f37; --ok-bg: #dafbe1; --bad: #b42318; --bad-bg: #fee4e2; --warn-bg: #fff4d6; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1280px; margin: 0 auto; padding: 0 24px 48px; }
header.report { background: var(--panel); border-bottom: 1px solid var(--line); padding: 20px 24px 12px; }
header.report > * { max-width: 1232px; margin-left: auto; margin-right: auto; }
.eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: 12px; color: var(--muted); margin: 0; }
h1 { font-size: 28px; margin: 4px 0 12px; }
h1 .of { color: var(--muted); font-weight: 400; font-size: 18px; }
h2 { font-size: 20px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
dl.what-ran { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
dl.what-ran dt { color: var(--muted); }
dl.what-ran dd { margin: 0; }
dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
dl.legend dt { font-weight: 600; }
dl.legend dd { margin: 0; }
nav.sections a { margin-right: 16px; }
a { color: #0b5cad; }
code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--panel); padding: 1px 4px; border-radius: 3px; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; }
.badge.warn { background: var(--warn-bg); }
.status { display: inline-block; padding: 0 6px; border-radius: 4px; font-weight: 600; font-size: 12px; background: var(--bad-bg); color: var(--bad); }
.status.ok { background: var(--ok-bg); color: var(--ok); }
ol.failures { list-style: none; padding: 0; margin: 8px 0; }
li.failure { border: 1px solid var(--line); border-left: 4px solid var(--bad); border-radius: 6px; padding: 8px 12px; margin-bottom: 8px; }
li.failure .headline { margin: 0 0 4px; }
li.failure dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
li.failure dt { color: var(--muted); }
li.failure dd { margin: 0; overflow-wrap: anywhere; }
ul.clauses { margin: 0; padding-left: 16px; }
ul.clauses li { margin-bottom: 4px; }
ul.clauses .clause { font-family: ui-monospace, monospace; }
.note { color: var(--muted); }
.table-box { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { text-align: left; vertical-align: top; padding: 4px 6px; border-bottom: 1px solid var(--line); }
th { background: var(--panel); font-weight: 600; }
td strong { white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.num { white-space: nowrap; }
td.prose { min-width: 220px; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(480px, 1fr)); gap: 16px; }
figure.chart { margin: 0; border: 1px solid var(--line); border-radius: 6px; padding: 12px; }
figure.chart figcaption { font-weight: 600; margin-bottom: 8px; }
.canvas-box { position: relative; }
.no-js .canvas-box { display: none; }
details.numbers summary { cursor: pointer; color: var(--muted); margin-top: 8px; }
footer { color: var(--muted); border-top: 1px solid var(--line); margin-top: 40px; padding-top: 12px; }
`;
