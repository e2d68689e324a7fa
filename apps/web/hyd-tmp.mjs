import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new'] });
for (const path of ['/', '/pricing']) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element?.tagName + '.' + (e.element?.className||'').slice(0,30), e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await p.goto('http://localhost:4319' + path);
  await p.waitForTimeout(4000);
  console.log(path, await p.evaluate(() => JSON.stringify({ paint: performance.getEntriesByType('paint').map(e => [e.name, Math.round(e.startTime)]), lcp: window.__lcp, ready: document.documentElement.dataset.appReady })));
  await ctx.close();
}
await b.close();
