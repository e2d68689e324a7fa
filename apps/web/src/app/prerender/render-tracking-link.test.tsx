import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_TRACKING_ELEMENT_ID, serverTrackingBlock, takeServerTracking } from '../../features/tracking/api/server-tracking';
import { pageTitle } from '../../lib/use-page-title';
import { makeTrackingShipment } from '../../mocks/fixtures/tracking';
import { isTrackingTemplate, renderTrackingLink } from './entry-prerender';

// Decision 0068: what the API sends for /track?id=<number>, drawn by the same components as the browser's page.

const HOSTILE = '</script><script>alert(1)</script>';
const shipment = makeTrackingShipment({ from: { city: HOSTILE, state: 'WA', address: `${HOSTILE}, WA`, contact: 'Alex\u2028' } });

const TEMPLATE = [
  '<!doctype html><html><head><title>t</title><script type="module" async src="/assets/start-abc.js"></script></head>',
  '<body><div id="root" data-prerendered="/track"><h1>Track Your Shipment</h1></div>',
  '    <noscript>no script</noscript></body></html>',
].join('\n');

afterEach(() => document.getElementById(SERVER_TRACKING_ELEMENT_ID)?.remove());

describe('renderTrackingLink (decision 0068)', () => {
  it('when a shipment is drawn into the /track page, then its status and route are in #root and its answer sits before the starter', async () => {
    const html = await renderTrackingLink(TEMPLATE, { number: 'DL-1001', shipment });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const root = page.getElementById('root')!;
    expect(root.dataset.prerendered).toBe('/track');
    expect(root.querySelector('[data-testid="shipment-status"]')?.textContent).toBe('In Transit');
    expect(root.querySelector('[data-testid="tracking-number"]')?.textContent).toBe('DL-1001');
    expect(root.textContent).toContain('Chicago, IL');
    expect(page.querySelector('noscript')).not.toBeNull();
    const block = page.getElementById(SERVER_TRACKING_ELEMENT_ID)!;
    expect(block.nextElementSibling?.getAttribute('src')).toBe('/assets/start-abc.js');
    expect(JSON.parse(block.textContent!)).toEqual({ number: 'DL-1001', shipment });
    // The title the screen asks for, before any code runs: what a tab and a link preview show.
    expect(page.title).toBe(pageTitle('Track Shipment'));
  });

  it('when the answer holds text that would close a script or inject markup, then it stays text in both places', async () => {
    const html = await renderTrackingLink(TEMPLATE, { number: 'DL-1001', shipment });
    // The template's own starter and nothing else: the hostile city opened no element.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.getElementById('root')!.textContent).toContain(HOSTILE);
  });

  it('when the page it is given has no #root or no starter to write into, then it refuses instead of sending a broken page', async () => {
    expect(isTrackingTemplate(TEMPLATE)).toBe(true);
    const noStarter = TEMPLATE.replace(/<script[^>]*><\/script>/, '');
    expect(isTrackingTemplate(noStarter)).toBe(false);
    await expect(renderTrackingLink(noStarter, { number: 'DL-1001', shipment })).rejects.toThrow();
  });
});

describe('takeServerTracking (decision 0068)', () => {
  const leave = () => document.head.insertAdjacentHTML('beforeend', serverTrackingBlock({ number: 'DL-1001', shipment }));

  it('when the page carries the answer for the number asked, then it is handed over once and the block is gone', () => {
    leave();
    expect(takeServerTracking('DL-1001')).toEqual(shipment);
    expect(document.getElementById(SERVER_TRACKING_ELEMENT_ID)).toBeNull();
    expect(takeServerTracking('DL-1001')).toBeUndefined();
  });

  it('when the first lookup is for another number, then nothing is handed over, now or later', () => {
    leave();
    expect(takeServerTracking('DL-1002')).toBeUndefined();
    expect(takeServerTracking('DL-1001')).toBeUndefined();
  });
});
